-- The walks' indexes end with the id that breaks ties in publish time (tables.ts).
DROP INDEX "jobs_city_publish_time_idx";--> statement-breakpoint
DROP INDEX "jobs_recruitment_type_publish_time_idx";--> statement-breakpoint
DROP INDEX "jobs_category_publish_time_idx";--> statement-breakpoint
CREATE INDEX "jobs_city_publish_time_idx" ON "jobs" USING btree ("city","publish_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_recruitment_type_publish_time_idx" ON "jobs" USING btree ("recruitment_type","publish_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_category_publish_time_idx" ON "jobs" USING btree ("category","publish_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);