// The report without an id shows the newest interview: the first item of the interview list's first page.
import { PAGE_SIZE } from '@app/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { type InterviewPage, interviewListQueryOptions } from '@/lib/data/interviews';

/** The newest finished interview's id, else the newest one's, else null (no interview yet). */
export function latestInterviewIdOf(page: InterviewPage): number | null {
  const finished = page.lists.find((item) => item.status === 'finished');
  return (finished ?? page.lists[0])?.id ?? null;
}

export function useLatestInterviewId(enabled: boolean) {
  return useQuery({
    ...interviewListQueryOptions({ page_no: 1, page_size: PAGE_SIZE.history }),
    select: latestInterviewIdOf,
    enabled,
    retry: false,
  });
}
