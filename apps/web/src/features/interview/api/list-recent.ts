// GET /api/interview/list with page_size 5: the user's latest interviews on the start page.
import type { Paged } from '@app/shared/api';
import type { InterviewListItem } from '@app/shared/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { interviewKeys } from './query-keys';

export const RECENT_INTERVIEWS = 5;

export async function listRecentInterviews(pageSize = RECENT_INTERVIEWS): Promise<InterviewListItem[]> {
  const data = unwrap(
    await api.get<Paged<InterviewListItem>>('/api/interview/list', {
      params: { page_no: 1, page_size: pageSize },
    }),
  );
  return data?.lists ?? [];
}

export function recentInterviewsQueryOptions(pageSize = RECENT_INTERVIEWS) {
  return queryOptions({
    queryKey: interviewKeys.recent(pageSize),
    queryFn: () => listRecentInterviews(pageSize),
  });
}

export function useRecentInterviews() {
  return useQuery(recentInterviewsQueryOptions());
}
