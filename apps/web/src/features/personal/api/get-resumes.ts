// GET /api/resume/list: the user's resumes, newest first, the default one marked.
import type { ResumeItem } from '@app/shared/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { personalKeys } from './query-keys';

export async function getResumes(): Promise<ResumeItem[]> {
  const data = unwrap(await api.get<ResumeItem[] | { lists: ResumeItem[] }>('/api/resume/list'));
  return Array.isArray(data) ? data : (data?.lists ?? []);
}

export function resumesQueryOptions() {
  return queryOptions({ queryKey: personalKeys.resumeList, queryFn: getResumes });
}

export function useResumes() {
  return useQuery(resumesQueryOptions());
}
