// POST /api/resume/rename.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export async function renameResume(input: { id: number; name: string }): Promise<void> {
  unwrap(await api.post('/api/resume/rename', input));
}

export function useRenameResume() {
  return useMutation({
    mutationFn: renameResume,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.resumes }),
  });
}
