// POST /api/login/register: mobile + code + password (+ an account name); answers a login.
import type { LoginResponse, RegisterInput } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export function register(input: RegisterInput): Promise<LoginResponse> {
  return unwrapWithToast(api.request(routes.auth.register, { body: input }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
