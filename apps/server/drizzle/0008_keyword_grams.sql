-- The trigram index served only ILIKE over title, company and keywords, which the keyword search no longer
-- runs (it checks the grams, then the substring over the whole text); dropping it saves every insert its upkeep.
DROP INDEX "jobs_search_trgm_idx";--> statement-breakpoint
-- The grams a keyword is looked up by: its pairs of characters when it has two or more (a single character
-- of every pair is in the column too, so looking those up as well only adds the longest posting lists to
-- intersect), the character itself when it has one.
CREATE FUNCTION jobs_keyword_grams(keyword text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN length(keyword) < 2 THEN jobs_search_grams(keyword)
    ELSE ARRAY(SELECT DISTINCT substr(lower(keyword), i, 2) FROM generate_series(1, length(keyword) - 1) AS i)
  END
$$;
--> statement-breakpoint
-- The search picks its path by how many jobs hold a keyword's grams (repo.ts walksFor), read from the
-- column's most common elements; the default target lists only grams held by more than about 2% of jobs,
-- this one down to about 0.2%.
ALTER TABLE "jobs" ALTER COLUMN "search_grams" SET STATISTICS 1000;
