// One lock on password guessing, shared by every place that checks a password: five wrong passwords in
// 15 minutes lock that subject (an account, or a typed name with no account) for 15 minutes.
import { TooManyRequestsError } from '../../http/errors.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import { AUTH_MESSAGES } from './messages.ts';

export const PASSWORD_LOCK = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  /** Wrong passwords from one address across all accounts per hour: spraying many accounts is capped. */
  perIpPerHour: 30,
} as const;

export const PASSWORD_LOCK_KEYS = {
  failures: (subject: string) => `login:fail:${subject}`,
  lock: (subject: string) => `login:lock:${subject}`,
  ip: (ip: string) => `login:ipfail:${ip}`,
};

/** The lock subject of an account; every password check of that account counts against it. */
export const userSubject = (userId: number) => `u:${userId}`;

function lockedError(secondsLeft: number): TooManyRequestsError {
  return new TooManyRequestsError(
    AUTH_MESSAGES.locked(Math.max(1, Math.ceil(secondsLeft / 60))),
    secondsLeft,
  );
}

/** Throws 429 while the subject is locked. */
export async function assertNotLocked(kv: Kv, subject: string): Promise<void> {
  const left = await kv.ttl(PASSWORD_LOCK_KEYS.lock(subject));
  if (left > 0) throw lockedError(left);
}

/** Counts a wrong password; the one that reaches the limit locks the subject and throws 429. */
export async function recordFailure(kv: Kv, subject: string): Promise<void> {
  const failures = await kv.incr(PASSWORD_LOCK_KEYS.failures(subject), PASSWORD_LOCK.windowSeconds);
  if (failures < PASSWORD_LOCK.maxFailures) return;
  await kv.set(PASSWORD_LOCK_KEYS.lock(subject), '1', PASSWORD_LOCK.lockSeconds);
  await kv.del(PASSWORD_LOCK_KEYS.failures(subject));
  throw lockedError(PASSWORD_LOCK.lockSeconds);
}

/** Forgets failures and any lock: after a right password, or a password reset. */
export async function clearFailures(kv: Kv, subject: string, { unlock = false } = {}): Promise<void> {
  await kv.del(PASSWORD_LOCK_KEYS.failures(subject));
  if (unlock) await kv.del(PASSWORD_LOCK_KEYS.lock(subject));
}

/** Throws 429 while one address has had too many wrong passwords this hour, whatever the account. */
export async function assertIpAllowed(kv: Kv, ip: string): Promise<void> {
  const key = PASSWORD_LOCK_KEYS.ip(ip);
  if (Number((await kv.get(key)) ?? 0) >= PASSWORD_LOCK.perIpPerHour) {
    throw new TooManyRequestsError(AUTH_MESSAGES.ipLocked, await kv.ttl(key));
  }
}

export async function recordIpFailure(kv: Kv, ip: string): Promise<void> {
  await kv.incr(PASSWORD_LOCK_KEYS.ip(ip), 3600);
}
