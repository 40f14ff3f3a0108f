// The calls of SPEC §7 'Jobs and favourites'.
import { PAGE_SIZE } from '@app/shared/constants';
import type { JobLocation } from '@app/shared/jobs';
import { api, unwrap } from '@/lib/api-client';
import type { Job, JobFilters, JobPage } from '../types';

export async function searchHotJobs(filters: JobFilters, pageNo: number): Promise<JobPage> {
  return unwrap(
    await api.post<JobPage>('/api/search/hotJobs', {
      ...filters,
      page_no: pageNo,
      page_size: PAGE_SIZE.hotJobs,
    }),
  );
}

export async function listFavouriteJobs(pageNo: number): Promise<JobPage> {
  return unwrap(
    await api.get<JobPage>('/api/job/favorite/list', {
      params: { page_no: pageNo, page_size: PAGE_SIZE.favourites },
    }),
  );
}

export async function setJobFavourite(jobId: number, favourite: boolean): Promise<void> {
  await api
    .post(favourite ? '/api/job/favorite/add' : '/api/job/favorite/cancel', { job_id: jobId })
    .then(unwrap);
}

export async function getJobInfo(id: number): Promise<Job> {
  return unwrap(await api.get<Job>('/api/position/getJobInfo', { params: { id } }));
}

/** Answers the server's confirmation text. */
export async function reportJob(report: { job_id: number; reason: string; detail: string }): Promise<string> {
  const response = await api.post<null>('/api/position/report', report);
  unwrap(response);
  return response.msg;
}

export async function getJobLocation(id: number): Promise<JobLocation> {
  return unwrap(await api.get<JobLocation>('/api/position/location', { params: { id } }));
}
