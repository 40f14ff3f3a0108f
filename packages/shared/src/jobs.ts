// API contract of the hot-jobs board: search, one job, favourites (SPEC §3 Job and search parameters, §7).
import { z } from 'zod';
import { MAX_PAGE_NO } from './api.ts';
import {
  EDUCATION_LABELS,
  JOB_CITY_LIST_MAX,
  PAGE_SIZE,
  PUBLISH_DAYS,
  RECRUITMENT_TYPE,
  splitJobCities,
} from './constants.ts';
import { idField, idParam, text } from './fields.ts';
import { JOB_KEYWORD_MAX, JOB_MESSAGES, JOB_REPORT_DETAIL_MAX, JOB_REPORT_REASONS } from './job-messages.ts';

export { JOB_CITY_LIST_MAX, splitJobCities } from './constants.ts';
export { JOB_KEYWORD_MAX, JOB_MESSAGES } from './job-messages.ts';

/** A search page holds at most this many jobs, whatever a client asks. */
export const JOB_PAGE_SIZE_MAX = 50;
/**
 * A search's data.count stops at this many: counting every match of a common keyword at a million jobs
 * would cost a scan of them all. A count equal to it reads 'this many or more' (the board pages on while
 * pages come back full, so it never needs the exact figure). Where the filters leave more jobs than the
 * server reads to count, the figure is estimated from the database's statistics.
 */
export const JOB_COUNT_MAX = 1000;
/**
 * A search pages through this many jobs at most: pages past them are empty. Reaching a page costs reading
 * every job before it, and no seeker scrolls a hundred pages; the count stops here too.
 */
export const JOB_SEARCH_DEPTH = JOB_COUNT_MAX;
export const JOB_SORTS = ['newest', 'salary'] as const;

/** Optional text filter: blank means "no filter", so the board can send what its inputs hold. */
const filterText = (max: number, message?: string) => text().trim().max(max, message).nullish();
const educationCodes = Object.keys(EDUCATION_LABELS).map(Number);
const recruitmentTypes = Object.values(RECRUITMENT_TYPE);

/** POST /api/search/hotJobs (SPEC §3 search parameters). */
export const hotJobsInput = z
  .object({
    keyword: filterText(JOB_KEYWORD_MAX, JOB_MESSAGES.keywordTooLong),
    /** One city, or a comma list of up to JOB_CITY_LIST_MAX (any of them); 全国 for any city. */
    city: filterText(20 * JOB_CITY_LIST_MAX).refine(
      (city) => splitJobCities(city).length <= JOB_CITY_LIST_MAX,
      {
        message: JOB_MESSAGES.tooManyCities,
      },
    ),
    category: filterText(50),
    company_id: idField.nullish(),
    company_name: filterText(100),
    education: z
      .number()
      .int()
      .refine((code) => educationCodes.includes(code))
      .nullish(),
    recruitment_type: z
      .number()
      .int()
      .refine((type) => (recruitmentTypes as number[]).includes(type))
      .nullish(),
    /** Published within this many days; 0 or absent for any time. */
    publish_days: z
      .number()
      .int()
      .refine((days) => days === 0 || (PUBLISH_DAYS as readonly number[]).includes(days))
      .nullish(),
    /** Salary bounds in the job's own unit (K/月, or 元/天 for internships): jobs whose range meets them. */
    salary_min: z.number().int().min(0).max(1_000_000).nullish(),
    salary_max: z.number().int().min(0).max(1_000_000).nullish(),
    sort_by: z.enum(JOB_SORTS).nullish(),
    job_keywords: filterText(100),
    job_objective: filterText(50),
    page_no: z.number().int().min(1).max(MAX_PAGE_NO).default(1),
    page_size: z.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(PAGE_SIZE.hotJobs),
  })
  .refine(
    (input) => input.salary_min == null || input.salary_max == null || input.salary_min <= input.salary_max,
    {
      // Turned the other way, the bounds ask for jobs whose range spans them both: not what anyone means, and
      // no index or statistic foresees how few those are.
      message: JOB_MESSAGES.salaryRangeInverted,
      path: ['salary_min'],
    },
  );
export type HotJobsInput = z.infer<typeof hotJobsInput>;

/** SPEC §3 Job. */
export const jobResponse = z.object({
  id: z.number().int(),
  title: z.string(),
  recruitment_type: z.number().int(),
  salary_start: z.number().int(),
  salary_end: z.number().int(),
  salary_month: z.number().int().nullable(),
  salary: z.string(),
  work_nature: z.string(),
  education: z.number().int().nullable(),
  experience: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  company_logo: z.string(),
  category: z.string(),
  city: z.string(),
  job_address: z.string(),
  publish_time: z.string(),
  job_keywords: z.string(),
  description: z.string(),
  requirement: z.string(),
  company_profile: z.string(),
  is_favorite: z.boolean(),
});
export type JobResponse = z.infer<typeof jobResponse>;

/** POST /api/job/favorite/add and /cancel. */
export const favouriteInput = z.object({ job_id: idField });

/** GET /api/position/getJobInfo. */
export const jobInfoQuery = z.object({ id: idParam });

/** POST /api/jd/generateJDByPosition (multipart form): the job whose text JD is made. */
export const generateJdInput = z.object({ position_id: idParam });

/** POST /api/position/report: a seeker reports a job; reporting the same job again replaces the report. */
export const jobReportInput = z.object({
  job_id: idField,
  reason: z.enum(JOB_REPORT_REASONS, JOB_MESSAGES.reportReasonRequired),
  detail: text().trim().max(JOB_REPORT_DETAIL_MAX, JOB_MESSAGES.reportDetailTooLong).default(''),
});

/** GET /api/position/location?id=: where the job is, for its map; null when the address names no known place. */
export const jobLocationResponse = z
  .object({
    address: z.string(),
    lng: z.number(),
    lat: z.number(),
    city: z.string(),
    district: z.string().nullable(),
    /** How close the point is: the building (AMap), its district, or only its city. */
    precision: z.enum(['address', 'district', 'city']),
    source: z.enum(['builtin', 'amap']),
  })
  .nullable();
export type JobLocation = z.infer<typeof jobLocationResponse>;
