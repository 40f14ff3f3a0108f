-- Hand-written functions, then drizzle-kit's diff. The keyword search moves from a stored grams column (a
-- thousand bytes of every row, read by every walk through the table) to two GIN expression indexes:
--   jobs_search_tokens_idx: the characters and pairs of the searchable text, and the filters as tokens;
--   jobs_recent_tokens_idx: each pair tagged with its job's publish day, and the filters.
-- A GIN index hands back its jobs in no useful order, so a common keyword's newest jobs are looked up by the
-- pairs of the last few days only (see modules/jobs/search-plan.ts).

-- The filters the indexes answer: city, education, recruitment type and category ('c:上海', 'e:4', 't:0',
-- 'k:技术'). Three characters or more, so never taken for a character or a pair of the text.
CREATE FUNCTION jobs_filter_tokens(city text, education smallint, recruitment_type smallint, category text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[
    CASE WHEN city <> '' THEN 'c:' || city END,
    'e:' || education,
    't:' || recruitment_type,
    CASE WHEN category <> '' THEN 'k:' || category END
  ], NULL)
$$;
--> statement-breakpoint
-- One pass over the characters (substr() on multibyte text restarts from the beginning each call, and the
-- old set-based function cost 0.66 ms a job); GIN removes the duplicates itself. The search path is the
-- one of this migration: ANALYZE and index builds run with a reduced one (PostgreSQL 17), where the
-- functions called inside would not be found.
CREATE FUNCTION jobs_search_tokens(t text, city text, education smallint, recruitment_type smallint, category text)
RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
DECLARE
  tokens text[] := jobs_filter_tokens(city, education, recruitment_type, category);
  prev text;
  ch text;
BEGIN
  FOREACH ch IN ARRAY string_to_array(lower(t), NULL) LOOP
    tokens := tokens || ch;
    IF prev IS NOT NULL THEN
      tokens := tokens || (prev || ch);
    END IF;
    prev := ch;
  END LOOP;
  RETURN tokens;
END
$$;
--> statement-breakpoint
-- Days since 1970 in UTC: the epoch of a time does not depend on the time zone, so this is immutable.
CREATE FUNCTION jobs_publish_day(published timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT floor(extract(epoch FROM published) / 86400)::integer
$$;
--> statement-breakpoint
CREATE FUNCTION jobs_recent_tokens(t text, published timestamptz, city text, education smallint,
  recruitment_type smallint, category text)
RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE SET search_path FROM CURRENT AS $$
DECLARE
  tokens text[] := jobs_filter_tokens(city, education, recruitment_type, category);
  day text := jobs_publish_day(published) || ':';
  prev text;
  ch text;
BEGIN
  FOREACH ch IN ARRAY string_to_array(lower(t), NULL) LOOP
    IF prev IS NOT NULL THEN
      tokens := tokens || (day || prev || ch);
    END IF;
    prev := ch;
  END LOOP;
  RETURN tokens;
END
$$;
--> statement-breakpoint
-- The search index's keys for a keyword (the recommendations match titles with it): its pairs, or the
-- character itself when it has one.
CREATE OR REPLACE FUNCTION jobs_keyword_grams(keyword text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(keyword) < 2 THEN ARRAY[lower(keyword)]
    ELSE ARRAY(SELECT DISTINCT substr(lower(keyword), i, 2) FROM generate_series(1, length(keyword) - 1) AS i)
  END
$$;
--> statement-breakpoint
DROP INDEX "jobs_search_grams_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_grams";--> statement-breakpoint
DROP FUNCTION jobs_search_grams(text);--> statement-breakpoint
CREATE INDEX "jobs_search_tokens_idx" ON "jobs" USING gin (jobs_search_tokens(("title" || ' ' || "company_name" || ' ' || "job_keywords" || ' ' || "description"), "city", "education", "recruitment_type", "category"));--> statement-breakpoint
CREATE INDEX "jobs_recent_tokens_idx" ON "jobs" USING gin (jobs_recent_tokens(("title" || ' ' || "company_name" || ' ' || "job_keywords" || ' ' || "description"), "publish_time", "city", "education", "recruitment_type", "category"));--> statement-breakpoint
-- The search plans by the share of jobs holding each token (modules/jobs/search-stats.ts): listed down to
-- about 0.2% of jobs. The recent index needs no statistics, and computing its tokens again for every
-- sampled row would only slow ANALYZE down.
ALTER INDEX "jobs_search_tokens_idx" ALTER COLUMN 1 SET STATISTICS 1000;--> statement-breakpoint
ALTER INDEX "jobs_recent_tokens_idx" ALTER COLUMN 1 SET STATISTICS 0;
--> statement-breakpoint
-- The search plans by these statistics from its first query on (PGlite has no autovacuum to take them).
ANALYZE "jobs";
