-- The filters on one column (a position in titles, a company in company names, skills in the skills) are
-- found by their pairs, like the keyword. The search index's pairs said only that the text held them: 科技
-- is in many company names and few titles, and a search for interns with 科技 in the title read 85,000
-- interns' jobs to find none (0.4 s at a million). This index holds each of those columns' characters and
-- pairs, tagged with the column ('o:科技', tables.ts COLUMN_TAGS). An index of its own: its tokens in the
-- search index pushed common pairs of the text (前端) out of that index's statistics.
CREATE FUNCTION jobs_column_tokens(title text, company_name text, job_keywords text)
RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  -- Each column with the tag of its tokens.
  parts text[] := ARRAY['o:', title, 'n:', company_name, 's:', job_keywords];
  tokens text[] := '{}';
  tag text;
  prev text;
  ch text;
BEGIN
  FOR i IN 1..array_length(parts, 1) / 2 LOOP
    tag := parts[2 * i - 1];
    prev := NULL;
    FOREACH ch IN ARRAY string_to_array(lower(parts[2 * i]), NULL) LOOP
      tokens := tokens || (tag || ch);
      IF prev IS NOT NULL THEN
        tokens := tokens || (tag || prev || ch);
      END IF;
      prev := ch;
    END LOOP;
  END LOOP;
  RETURN tokens;
END
$$;
--> statement-breakpoint
-- The build gathers its entries in this much memory, as the seed's rebuild of the indexes does.
SET LOCAL maintenance_work_mem = '256MB';--> statement-breakpoint
CREATE INDEX "jobs_column_tokens_idx" ON "jobs" USING gin (jobs_column_tokens("title", "company_name", "job_keywords"));--> statement-breakpoint
-- The search plans by the share of jobs holding each token (modules/jobs/search-stats.ts).
ANALYZE "jobs";
