// GET /api/auth/config: which optional ways in this deployment offers (WeChat, the dev SMS outbox).
import { routes } from '@app/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from './api-client';

export type AuthConfig = ResponseOf<typeof routes.auth.config>;

const NOTHING_OPTIONAL: AuthConfig = { wechat: false, sms_outbox: false };

export async function getAuthConfig(): Promise<AuthConfig> {
  return api.call(routes.auth.config);
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: getAuthConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Until the answer arrives (or when it fails) nothing optional is offered. */
export function useAuthConfig(): AuthConfig {
  const { data } = useQuery(authConfigQueryOptions());
  return data ?? NOTHING_OPTIONAL;
}
