// POST /api/user/changePassword: proven by an SMS code to the account's mobile or by the current password.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfile } from './query-keys';

export type ChangePasswordInput =
  | { mobile: string; code: string; password: string }
  | { old_password: string; password: string };

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.call(routes.auth.changePassword, { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: refreshProfile });
}
