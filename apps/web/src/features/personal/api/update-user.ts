// POST /api/user/updateUser: several profile fields at once (the basic page and the profile editor).
import { routes } from '@app/shared/routes';
import type { updateUserInput } from '@app/shared/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { refreshProfile } from './query-keys';

/** What is sent (the input side of the schema: every field optional). */
export type UpdateUserInput = z.input<typeof updateUserInput>;

export async function updateUser(input: UpdateUserInput): Promise<void> {
  await api.call(routes.users.updateUser, { body: input });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: updateUser, onSuccess: refreshProfile });
}
