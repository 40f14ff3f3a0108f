// A link to one job of the board, shared by copy and opened from other pages.
import { hotJobsPath } from '@/config/paths';
import type { Job } from './types';

/** `?jobId=` of a shared link: that job opens selected, above the first page. */
export const SHARED_JOB_PARAM = 'jobId';

export function shareLink(job: Job): string {
  const url = new URL(hotJobsPath, window.location.origin);
  url.searchParams.set(SHARED_JOB_PARAM, String(job.id));
  return url.toString();
}
