// The one way the web reports a failed call a user started: a red toast with the server's sentence,
// or the caller's fallback when the server gave none (a network failure, an answer without `msg`).
import { COMMON_MESSAGES } from '@/config/messages';
import { isApiError } from './api-error';
import { getMessage } from './feedback';

/** What to tell the user about `error`: the server's `msg` when there is one, else `fallback`. */
export function errorText(error: unknown, fallback: string = COMMON_MESSAGES.requestFailed): string {
  return isApiError(error) && error.msg.trim() ? error.msg : fallback;
}

/**
 * Shows `error` as a red toast. `durationSeconds` as antd counts it (SPEC §8: 3 s on login errors);
 * `key` replaces the toast of the same key (a 已保存 that was shown a moment earlier).
 */
export function reportMutationError(
  error: unknown,
  fallback?: string,
  { durationSeconds, key }: { durationSeconds?: number; key?: string } = {},
): void {
  getMessage().error({ content: errorText(error, fallback), duration: durationSeconds, key });
}
