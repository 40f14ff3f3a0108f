// POST /api/user/forgotPwd: proves the mobile with a `reset` code; answers a short-lived reset token.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export interface ForgotPwdResult {
  reset_token: string;
  expires_in: number;
}

export function forgotPwd(input: { mobile: string; code: string }): Promise<ForgotPwdResult> {
  return unwrapWithToast(api.request(routes.auth.forgotPassword, { body: input }));
}

export function useForgotPwd() {
  return useMutation({ mutationFn: forgotPwd });
}
