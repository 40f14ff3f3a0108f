// GET /api/resume/detail: one resume with the text parsed from it (for previewing DOCX, DOC and TXT).
import { routes } from '@app/shared/routes';
import type { ResumeDetail } from '@app/shared/uploads';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resumeKeys } from '@/lib/data/resumes';

export async function getResumeDetail(id: number): Promise<ResumeDetail> {
  return api.call(routes.resumes.detail, { query: { id } });
}

export function useResumeDetail(id: number | null) {
  return useQuery({
    queryKey: resumeKeys.detail(id ?? 0),
    queryFn: () => getResumeDetail(id ?? 0),
    enabled: id !== null,
  });
}
