// The job as the hot-jobs screen reads it (SPEC §3), and the search parameters it sends.
// Types only from the zod contract: its schemas must not enter the app shell.
import type { JobResponse } from '@app/shared/jobs';

/** The contract's job; only id and title are sure to be there (a shared link's job, a test's job). */
export type Job = Pick<JobResponse, 'id' | 'title'> & Partial<JobResponse>;

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
