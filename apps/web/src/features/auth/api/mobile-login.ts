// POST /api/login/mobileLogin: mobile + SMS code; a mobile seen for the first time becomes a new account.
import type { LoginResponse, MobileLoginInput } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export function mobileLogin(input: MobileLoginInput): Promise<LoginResponse> {
  return unwrapWithToast(api.request(routes.auth.mobileLogin, { body: input }));
}

export function useMobileLogin() {
  return useMutation({ mutationFn: mobileLogin });
}
