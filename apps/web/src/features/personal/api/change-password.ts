// POST /api/user/changePassword: proven by an SMS code to the account's mobile or by the current password.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { refreshProfile } from './query-keys';

export type ChangePasswordInput =
  | { mobile: string; code: string; password: string }
  | { old_password: string; password: string };

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  unwrap(await api.post('/api/user/changePassword', input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, onSuccess: refreshProfile });
}
