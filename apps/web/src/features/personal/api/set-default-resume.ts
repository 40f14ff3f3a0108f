// POST /api/resume/setDefault: the resume interviews start with.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export async function setDefaultResume(id: number): Promise<void> {
  unwrap(await api.post('/api/resume/setDefault', { id }));
}

export function useSetDefaultResume() {
  return useMutation({
    mutationFn: setDefaultResume,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: personalKeys.resumes }),
        queryClient.invalidateQueries({ queryKey: personalKeys.center }),
      ]),
  });
}
