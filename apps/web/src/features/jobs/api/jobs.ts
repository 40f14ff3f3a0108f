// The calls of SPEC §7 'Jobs and favourites'.
import { PAGE_SIZE } from '@app/shared/constants';
import type { JobLocation } from '@app/shared/jobs';
import { routes } from '@app/shared/routes';
import { api, type BodyOf, unwrap } from '@/lib/api-client';
import type { Job, JobFilters, JobPage } from '../types';

export function searchHotJobs(filters: JobFilters, pageNo: number): Promise<JobPage> {
  return api.call(routes.jobs.searchHotJobs, {
    body: { ...filters, page_no: pageNo, page_size: PAGE_SIZE.hotJobs },
  });
}

export function listFavouriteJobs(pageNo: number): Promise<JobPage> {
  return api.call(routes.jobs.favourites, { query: { page_no: pageNo, page_size: PAGE_SIZE.favourites } });
}

export async function setJobFavourite(jobId: number, favourite: boolean): Promise<void> {
  await api.call(favourite ? routes.jobs.favourite : routes.jobs.unfavourite, { body: { job_id: jobId } });
}

export function getJobInfo(id: number): Promise<Job> {
  return api.call(routes.jobs.jobInfo, { query: { id } });
}

/** Answers the server's confirmation text. */
export async function reportJob(report: BodyOf<typeof routes.jobs.report>): Promise<string> {
  const response = await api.request(routes.jobs.report, { body: report });
  unwrap(response);
  return response.msg;
}

export function getJobLocation(id: number): Promise<JobLocation> {
  return api.call(routes.jobs.jobLocation, { query: { id } });
}
