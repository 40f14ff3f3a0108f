// The hot-jobs board's rules: what a search returns, who may favourite what, and the job's answer shape.
import type { Paged } from '@app/shared/api';
import { PAGE_SIZE } from '@app/shared/constants';
import {
  type HotJobsInput,
  hotJobsInput,
  JOB_MESSAGES,
  type JobLocation,
  type JobResponse,
  splitJobCities,
} from '@app/shared/jobs';
import { NotFoundError } from '../../http/errors.ts';
import { paged, pageWindow } from '../../http/paging.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import type { Geocoder } from '../../infra/map/geocoder.ts';
import { searchCities } from './city-list.ts';
import { locateJob } from './location.ts';
import * as repo from './repo.ts';
import { type SearchPage, searchJobs } from './search.ts';

export function toJobResponse(job: repo.JobRow): JobResponse {
  return {
    id: job.id,
    title: job.title,
    recruitment_type: job.recruitmentType,
    salary_start: job.salaryStart,
    salary_end: job.salaryEnd,
    salary_month: job.salaryMonth,
    salary: job.salary,
    work_nature: job.workNature,
    education: job.education,
    experience: job.experience,
    company_id: job.companyId,
    company_name: job.companyName,
    company_logo: job.companyLogo,
    category: job.category,
    city: job.city,
    job_address: job.jobAddress,
    publish_time: job.publishTime.toISOString(),
    job_keywords: job.jobKeywords,
    description: job.description,
    requirement: job.requirement,
    company_profile: job.companyProfile,
    is_favorite: job.isFavorite,
  };
}

/**
 * A page of the board: its jobs as the API's JSON, written by the database (search.ts), and the count.
 * A `city` naming several cities is one search per city, merged (city-list.ts).
 */
export function searchHotJobs(db: Db, input: HotJobsInput, viewerId: number | null): Promise<SearchPage> {
  const cities = splitJobCities(input.city);
  const one = (i: HotJobsInput, page: { limit: number; offset: number }) => searchJobs(db, i, viewerId, page);
  if (cities.length > 1) return searchCities(one, input, cities, pageWindow(input));
  return one({ ...input, city: cities[0] ?? null }, pageWindow(input));
}

/**
 * The board's first page as a visitor opens it (no filter, no favourites): the `data` of the search's answer,
 * as JSON, for the server to render the board with.
 */
export async function visitorFirstPage(db: Db): Promise<string> {
  const input = hotJobsInput.parse({ page_no: 1, page_size: PAGE_SIZE.hotJobs });
  const { lists, total } = await searchHotJobs(db, input, null);
  return `{"lists":${Buffer.from(lists).toString('utf8')},"count":${total}}`;
}

export async function getJobInfo(db: Db, id: number, viewerId: number | null): Promise<JobResponse> {
  const job = await repo.findJob(db, id, viewerId);
  if (!job) throw new NotFoundError(JOB_MESSAGES.notFound);
  return toJobResponse(job);
}

export async function getJobLocation(
  deps: { db: Db; geocoder: Geocoder; kv: Kv },
  id: number,
): Promise<JobLocation> {
  const job = await repo.findJob(deps.db, id, null);
  if (!job) throw new NotFoundError(JOB_MESSAGES.notFound);
  return locateJob(deps, job);
}

/** Only a job on the board can be favourited; cancelling is allowed for any, so a closed job can leave the list. */
export async function favourite(db: Db, userId: number, jobId: number): Promise<void> {
  if (!(await repo.isOpenJob(db, jobId))) throw new NotFoundError(JOB_MESSAGES.notFound);
  await repo.addFavourite(db, userId, jobId);
}

/** A report of a job on the board (or one that closed since the seeker opened it). */
export async function reportJob(
  db: Db,
  userId: number,
  input: { job_id: number; reason: string; detail: string },
): Promise<void> {
  if (!(await repo.findJob(db, input.job_id, null))) throw new NotFoundError(JOB_MESSAGES.notFound);
  await repo.upsertReport(db, { userId, jobId: input.job_id, reason: input.reason, detail: input.detail });
}

export async function unfavourite(db: Db, userId: number, jobId: number): Promise<void> {
  await repo.removeFavourite(db, userId, jobId);
}

export async function listFavouriteJobs(
  db: Db,
  userId: number,
  paging: { page_no: number; page_size: number },
): Promise<Paged<JobResponse>> {
  const { rows, total } = await repo.listFavourites(db, userId, pageWindow(paging));
  return paged(rows.map(toJobResponse), total);
}
