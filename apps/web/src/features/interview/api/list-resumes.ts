// GET /api/resume/list: the user's resumes to pick the interview's CV from.
import type { ResumeItem } from '@app/shared/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { interviewKeys } from './query-keys';

export async function listResumes(): Promise<ResumeItem[]> {
  const data = unwrap(await api.get<ResumeItem[] | { lists: ResumeItem[] }>('/api/resume/list'));
  return Array.isArray(data) ? data : (data?.lists ?? []);
}

export function resumesQueryOptions() {
  return queryOptions({ queryKey: interviewKeys.resumes, queryFn: listResumes });
}

export function useResumeList() {
  return useQuery(resumesQueryOptions());
}
