// The TanStack Query client shared by the whole app, and the query keys more than one feature touches.
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

export const queryKeys = {
  userInfo: ['user', 'info'] as const,
};

const MAX_RETRIES = 2;

/** Retry only what may heal by itself: network failures and 5xx, never a 4xx or a business failure. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.status === undefined) return error.code === undefined;
  return error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
