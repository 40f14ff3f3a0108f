// GET /api/resume/detail: one resume with the text parsed from it (for previewing DOCX, DOC and TXT).
import type { ResumeDetail } from '@app/shared/uploads';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { personalKeys } from './query-keys';

export async function getResumeDetail(id: number): Promise<ResumeDetail> {
  return unwrap(await api.get<ResumeDetail>('/api/resume/detail', { params: { id } }));
}

export function useResumeDetail(id: number | null) {
  return useQuery({
    queryKey: personalKeys.resumeDetail(id ?? 0),
    queryFn: () => getResumeDetail(id ?? 0),
    enabled: id !== null,
  });
}
