// GET /api/recommend/moreList: jobs matching an interview's position and scores, or a position named.
import { routes } from '@app/shared/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { JobPage } from '../types';

export const MORE_POSITIONS_PAGE_SIZE = 10;

export interface MoreJobsQuery {
  interviewId?: number;
  position?: string;
  page_no: number;
}

export function listMoreJobs(query: MoreJobsQuery): Promise<JobPage> {
  return api.call(routes.recommend.moreJobs, { query: { ...query, page_size: MORE_POSITIONS_PAGE_SIZE } });
}

export function useMoreJobs(query: MoreJobsQuery) {
  return useQuery({
    queryKey: ['jobs', 'more', query],
    queryFn: () => listMoreJobs(query),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
