// The user's resumes (GET /api/resume/list), read by the personal centre's resume management and by the
// interview's CV picker under one query key, so an upload, rename or delete in either refreshes both.
import { routes } from '@app/shared/routes';
import type { ResumeItem } from '@app/shared/uploads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export const resumeKeys = {
  /** Every resume query: invalidate this after a change. */
  all: ['resumes'] as const,
  list: ['resumes', 'list'] as const,
  detail: (id: number) => ['resumes', 'detail', id] as const,
};

/** Newest first, the default one marked. */
export function listResumes(): Promise<ResumeItem[]> {
  return api.call(routes.resumes.list);
}

export function resumesQueryOptions() {
  return queryOptions({ queryKey: resumeKeys.list, queryFn: listResumes });
}

export function useResumes() {
  return useQuery(resumesQueryOptions());
}
