// POST /api/user/resetPassword: the reset token and the new password; every session of the account ends.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export async function resetPassword(input: { reset_token: string; password: string }): Promise<void> {
  await unwrapWithToast(api.request(routes.auth.resetPassword, { body: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
