// One page of the history: the interview list, PAGE_SIZE.history long, optionally searched by name.
import { PAGE_SIZE } from '@app/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { interviewListQueryOptions } from '@/lib/data/interviews';

export function historyQueryOptions(pageNo: number, name: string) {
  return {
    ...interviewListQueryOptions({
      page_no: pageNo,
      page_size: PAGE_SIZE.history,
      ...(name ? { interviewName: name } : {}),
    }),
    // SPEC §4: coming back (from an analysis) reloads the page.
    staleTime: 0,
    refetchOnMount: 'always' as const,
    placeholderData: keepPreviousData,
  };
}

export function useHistory(pageNo: number, name: string, enabled: boolean) {
  return useQuery({ ...historyQueryOptions(pageNo, name), enabled });
}
