// POST /api/user/resetPassword: the reset token and the new password; every session of the account ends.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export async function resetPassword(input: { reset_token: string; password: string }): Promise<void> {
  await unwrapWithToast(api.post('/api/user/resetPassword', input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
