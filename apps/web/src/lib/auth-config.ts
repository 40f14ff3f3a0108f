// GET /api/auth/config: which optional ways in this deployment offers (WeChat, the dev SMS outbox).
import type { authConfigResponse } from '@app/shared/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap } from './api-client';

export type AuthConfig = z.infer<typeof authConfigResponse>;

const NOTHING_OPTIONAL: AuthConfig = { wechat: false, sms_outbox: false };

export async function getAuthConfig(): Promise<AuthConfig> {
  return unwrap(await api.get<AuthConfig>('/api/auth/config'));
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
