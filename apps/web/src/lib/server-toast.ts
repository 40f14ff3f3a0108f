// SPEC §8: login and SMS send-code calls show the server's message as a red toast for 3 s, then reject.
import type { ApiResponse } from '@app/shared/api';
import { TOAST_SECONDS } from '@app/shared/constants';
import { unwrap } from './api-client';
import { reportMutationError } from './mutation-error';

/** A red toast for 3 s saying `error`'s message, else `fallback` (or a plain sentence). */
export function toastServerError(error: unknown, fallback?: string): void {
  reportMutationError(error, fallback, { durationSeconds: TOAST_SECONDS.loginError });
}

/** Unwraps the answer; on a failure (business or HTTP) shows its message as a red toast and rethrows. */
export async function unwrapWithToast<T>(request: Promise<ApiResponse<T | null>>): Promise<T> {
  try {
    return unwrap(await request);
  } catch (error) {
    toastServerError(error);
    throw error;
  }
}
