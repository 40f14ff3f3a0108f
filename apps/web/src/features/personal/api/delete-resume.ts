// DELETE /api/resume/delete?id=.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resumeKeys } from '@/lib/data/resumes';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export async function deleteResume(id: number): Promise<void> {
  await api.call(routes.resumes.delete, { query: { id } });
}

export function useDeleteResume() {
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resumeKeys.all }),
        queryClient.invalidateQueries({ queryKey: personalKeys.center }),
      ]),
  });
}
