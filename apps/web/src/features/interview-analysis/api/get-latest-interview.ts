// The report without an id shows the newest interview: the first item of GET /api/interview/list.
import type { Paged } from '@app/shared/api';
import type { InterviewListItem } from '@app/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

/** The newest finished interview's id, else the newest one's, else null (no interview yet). */
export async function getLatestInterviewId(): Promise<number | null> {
  const page = unwrap(
    await api.get<Paged<InterviewListItem>>('/api/interview/list', { params: { page_no: 1, page_size: 12 } }),
  );
  const finished = page.lists.find((item) => item.status === 'finished');
  return (finished ?? page.lists[0])?.id ?? null;
}

export function useLatestInterviewId(enabled: boolean) {
  return useQuery({ queryKey: analysisKeys.latest, queryFn: getLatestInterviewId, enabled, retry: false });
}
