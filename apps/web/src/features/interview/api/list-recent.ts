// The start page's latest interviews: the first page of the interview list, five long.
import { useQuery } from '@tanstack/react-query';
import { interviewListQueryOptions } from '@/lib/data/interviews';

export const RECENT_INTERVIEWS = 5;

export function useRecentInterviews() {
  return useQuery({
    ...interviewListQueryOptions({ page_no: 1, page_size: RECENT_INTERVIEWS }),
    select: (page) => page.lists,
  });
}
