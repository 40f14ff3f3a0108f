// The search parameters the hot-jobs screen sends, and the page it reads; the job itself is the shared
// domain's (src/domain/jobs/job.ts).
import type { Job } from '@/domain/jobs/job';

export type { Job };

/** The filters of the search bar; page_no and page_size are added per request. */
export interface JobFilters {
  keyword?: string;
  city?: string;
  education?: number;
  recruitment_type?: number;
  publish_days?: number;
  salary_min?: number;
  salary_max?: number;
  job_objective?: string;
}

export interface JobPage {
  lists: Job[];
  count?: number;
}
