// POST /api/login/account: account (or mobile) + password, the account trimmed (SPEC §5).
import type { AccountLoginInput } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

/** `scene` 'business' logs a recruiter in; a job seeker's login (the default) sends 'user'. */
export function accountLogin({
  account,
  password,
  scene = 'user',
}: Pick<AccountLoginInput, 'account' | 'password' | 'scene'>) {
  return unwrapWithToast(
    api.request(routes.auth.accountLogin, { body: { account: account.trim(), password, scene } }),
  );
}

export function useAccountLogin() {
  return useMutation({ mutationFn: accountLogin });
}
