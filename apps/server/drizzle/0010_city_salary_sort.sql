-- Sorted by salary in one city: walked in pay order like jobs_status_monthly_pay_idx, without reading the
-- other cities' jobs to skip them.
CREATE INDEX "jobs_status_city_monthly_pay_idx" ON "jobs" USING btree ("status","city",(CASE WHEN "recruitment_type" = 2 THEN "salary_end" * 0.02175 ELSE "salary_end" END) DESC NULLS FIRST,"id" DESC NULLS FIRST,"salary_start","salary_end");