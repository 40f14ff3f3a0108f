-- Hand-written: the characters and adjacent pairs of a text, lower-cased, for the jobs.search_grams column
-- (immutable, so a generated column may call it). Two-character Chinese keywords are the common search.
CREATE FUNCTION jobs_search_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}')
  FROM (
    SELECT substr(lower(t), i, 1) AS g FROM generate_series(1, length(t)) AS i
    UNION ALL
    SELECT substr(lower(t), i, 2) FROM generate_series(1, length(t) - 1) AS i
  ) AS grams
$$;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_grams" text[] GENERATED ALWAYS AS (jobs_search_grams("title" || ' ' || "company_name" || ' ' || "job_keywords" || ' ' || "description")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_grams_idx" ON "jobs" USING gin ("search_grams");