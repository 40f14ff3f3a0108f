// GET /api/interview/list: one page of the user's interviews, newest first, optionally searched by name.
import type { Paged } from '@app/shared/api';
import { PAGE_SIZE } from '@app/shared/constants';
import type { InterviewListItem } from '@app/shared/interviews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { historyKeys } from './history-keys';

export async function getHistory(pageNo: number, name: string): Promise<Paged<InterviewListItem>> {
  return unwrap(
    await api.get<Paged<InterviewListItem>>('/api/interview/list', {
      params: {
        page_no: pageNo,
        page_size: PAGE_SIZE.history,
        ...(name ? { interviewName: name } : {}),
      },
    }),
  );
}

export function historyQueryOptions(pageNo: number, name: string) {
  return queryOptions({
    queryKey: historyKeys.page(pageNo, name),
    queryFn: () => getHistory(pageNo, name),
    // SPEC §4: coming back (from an analysis) reloads the page.
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useHistory(pageNo: number, name: string, enabled: boolean) {
  return useQuery({ ...historyQueryOptions(pageNo, name), enabled });
}
