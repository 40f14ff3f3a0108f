// POST /api/resume/rename.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resumeKeys } from '@/lib/data/resumes';
import { queryClient } from '@/lib/query-client';

export async function renameResume(input: { id: number; name: string }): Promise<void> {
  await api.call(routes.resumes.rename, { body: input });
}

export function useRenameResume() {
  return useMutation({
    mutationFn: renameResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumeKeys.all }),
  });
}
