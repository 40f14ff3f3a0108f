// The job as the hot-jobs screen reads it (SPEC §3), and the search parameters it sends.
// Types only: the zod contract lives on the server side and must not enter the app shell.
export interface Job {
  id: number;
  title: string;
  recruitment_type?: number | null;
  salary_start?: number | null;
  salary_end?: number | null;
  salary_month?: number | null;
  salary?: string | null;
  work_nature?: string | null;
  education?: number | null;
  experience?: number | null;
  company_id?: number | null;
  company_name?: string | null;
  company_logo?: string | null;
  category?: string | null;
  city?: string | null;
  job_address?: string | null;
  publish_time?: string | null;
  job_keywords?: string | null;
  description?: string | null;
  requirement?: string | null;
  company_profile?: string | null;
  is_favorite?: boolean;
}

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
