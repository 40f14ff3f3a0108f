// DELETE /api/resume/delete?id=.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export async function deleteResume(id: number): Promise<void> {
  unwrap(await api.delete('/api/resume/delete', { params: { id } }));
}

export function useDeleteResume() {
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personalKeys.resumes }),
        queryClient.invalidateQueries({ queryKey: personalKeys.center }),
      ]),
  });
}
