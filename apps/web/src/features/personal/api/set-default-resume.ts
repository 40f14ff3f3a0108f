// POST /api/resume/setDefault: the resume interviews start with.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resumeKeys } from '@/lib/data/resumes';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export async function setDefaultResume(id: number): Promise<void> {
  await api.call(routes.resumes.setDefault, { body: { id } });
}

export function useSetDefaultResume() {
  return useMutation({
    mutationFn: setDefaultResume,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resumeKeys.all }),
        queryClient.invalidateQueries({ queryKey: personalKeys.center }),
      ]),
  });
}
