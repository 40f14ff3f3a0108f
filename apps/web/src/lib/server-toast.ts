// SPEC §8: login and SMS send-code calls show the server's message as a red toast for 3 s, then reject.
import type { ApiResponse } from '@app/shared/api';
import { TOAST_SECONDS } from '@app/shared/constants';
import { COMMON_MESSAGES } from '@/config/messages';
import { unwrap } from './api-client';
import { isApiError } from './api-error';
import { getMessage } from './feedback';

export function toastServerError(msg: string | undefined): void {
  getMessage().error({ content: msg || COMMON_MESSAGES.requestFailed, duration: TOAST_SECONDS.loginError });
}

/** Unwraps the answer; on a failure (business or HTTP) shows its message as a red toast and rethrows. */
export async function unwrapWithToast<T>(request: Promise<ApiResponse<T>>): Promise<T> {
  try {
    return unwrap(await request);
  } catch (error) {
    toastServerError(isApiError(error) ? error.msg : undefined);
    throw error;
  }
}
