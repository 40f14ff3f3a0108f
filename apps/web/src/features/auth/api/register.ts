// POST /api/login/register: mobile + code + password (+ an account name); answers a login.
import type { LoginResponse, RegisterInput } from '@app/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export function register(input: RegisterInput): Promise<LoginResponse> {
  return unwrapWithToast(api.post<LoginResponse>('/api/login/register', input));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
