-- The search answers a page as the jobs' documents (tables.ts jobDocuments): each job as the API answers it
-- (SPEC §3 Job, the fields and order of service.ts toJobResponse, the publish time as toISOString() writes
-- it) but for is_favorite, which the search adds for its viewer. Building them for every search cost more
-- than finding the jobs (0.3 ms of PostgreSQL's time for a page of ten at a million jobs); they are now
-- written with the job, by the triggers below, whoever writes it.
CREATE TABLE "job_documents" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"document" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_documents" ADD CONSTRAINT "job_documents_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A document (about 2 KB) stays in its row, uncompressed, up to 8 KB: no TOAST table to read a page through.
ALTER TABLE "job_documents" SET (toast_tuple_target = 8160);
--> statement-breakpoint
CREATE FUNCTION job_document(j jobs) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'id', j.id, 'title', j.title, 'recruitment_type', j.recruitment_type,
    'salary_start', j.salary_start, 'salary_end', j.salary_end, 'salary_month', j.salary_month,
    'salary', j.salary, 'work_nature', j.work_nature, 'education', j.education,
    'experience', j.experience, 'company_id', j.company_id, 'company_name', j.company_name,
    'company_logo', j.company_logo, 'category', j.category, 'city', j.city,
    'job_address', j.job_address,
    'publish_time', to_char(j.publish_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'job_keywords', j.job_keywords, 'description', j.description, 'requirement', j.requirement,
    'company_profile', j.company_profile)::text
$$;
--> statement-breakpoint
-- One statement per statement that writes jobs (a fill of 25,000 rows writes their documents at once).
CREATE FUNCTION job_documents_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_documents (job_id, document)
  SELECT w.id, job_document(w) FROM written w
  ON CONFLICT (job_id) DO UPDATE SET document = excluded.document;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER job_documents_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION job_documents_write();
--> statement-breakpoint
CREATE TRIGGER job_documents_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS written
  FOR EACH STATEMENT EXECUTE FUNCTION job_documents_write();
--> statement-breakpoint
INSERT INTO job_documents (job_id, document) SELECT j.id, job_document(j) FROM jobs j;
