// The one rate limiter: fixed windows counted in the Kv port, so a limit holds across every server process.
import type { Kv } from '../infra/kv/kv.ts';
import { TooManyRequestsError } from './errors.ts';

/** What a caller past an endpoint's limit hears. */
export const RATE_LIMIT_MESSAGE = '操作过于频繁，请稍后再试';

export interface RateLimitRule {
  /** Prefix of this limit's counters in the Kv ('sms:ip' counts under 'sms:ip:<key>'). */
  name: string;
  /** Hits allowed per window. */
  limit: number;
  /** The window starts at the first hit and lasts this long. */
  windowSeconds: number;
}

export interface RateLimitResult {
  /** For `hit`: this hit is within the limit. For `peek`: the next hit would be. */
  allowed: boolean;
  /** Hits counted in the current window. */
  count: number;
  /** Hits left in the window (0 once the limit is reached). */
  remaining: number;
  /** Seconds until the window ends when not allowed, else 0 (the Retry-After of a 429). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `key`. */
  hit(key: string): Promise<RateLimitResult>;
  /** Counts one hit and throws 429 with `message` when it is over the limit. */
  consume(key: string, message: string): Promise<RateLimitResult>;
  /** Reads the window without counting. */
  peek(key: string): Promise<RateLimitResult>;
  /** Throws 429 with `message` while the limit is reached, without counting (a cap counted elsewhere). */
  assertOpen(key: string, message: string): Promise<void>;
  /** Forgets the window (after a success that should wipe earlier failures). */
  reset(key: string): Promise<void>;
}

export function rateLimiter(kv: Kv, rule: RateLimitRule): RateLimiter {
  const keyOf = (key: string) => `${rule.name}:${key}`;
  const result = async (key: string, count: number, allowed: boolean): Promise<RateLimitResult> => ({
    allowed,
    count,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, await kv.ttl(keyOf(key))),
  });

  const limiter: RateLimiter = {
    async hit(key) {
      const count = await kv.incr(keyOf(key), rule.windowSeconds);
      return result(key, count, count <= rule.limit);
    },
    async consume(key, message) {
      const hit = await limiter.hit(key);
      if (!hit.allowed) throw new TooManyRequestsError(message, hit.retryAfterSeconds);
      return hit;
    },
    async peek(key) {
      const count = Number((await kv.get(keyOf(key))) ?? 0);
      return result(key, count, count < rule.limit);
    },
    async assertOpen(key, message) {
      const state = await limiter.peek(key);
      if (!state.allowed) throw new TooManyRequestsError(message, state.retryAfterSeconds);
    },
    async reset(key) {
      await kv.del(keyOf(key));
    },
  };
  return limiter;
}
