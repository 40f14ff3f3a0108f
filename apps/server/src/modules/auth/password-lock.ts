// Limits on password guessing, shared by every place that checks a password (the login form, the security
// page). Three limits, so that guessing is slow but nobody can lock the owner out from elsewhere:
// - an account from one address: five wrong passwords in 15 minutes lock that account for that address only;
// - an account from anywhere: twenty wrong passwords in an hour pause its password checks (distributed
//   guessing), while SMS codes and QR login, which never look at these limits, still let the owner in;
// - an address across accounts: thirty wrong passwords in an hour pause password checks from it (spraying).
import { TooManyRequestsError } from '../../http/errors.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import { AUTH_MESSAGES } from './messages.ts';

export const PASSWORD_LOCK = {
  /** Wrong passwords for one account from one address before that address is locked out of it. */
  maxFailures: 5,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
  /** Wrong passwords for one account from all addresses per hour. */
  perAccountPerHour: 20,
  /** Wrong passwords from one address across all accounts per hour: spraying many accounts is capped. */
  perIpPerHour: 30,
} as const;

export const PASSWORD_RULES = {
  pair: { name: 'login:fail', limit: PASSWORD_LOCK.maxFailures, windowSeconds: PASSWORD_LOCK.windowSeconds },
  account: { name: 'login:acctfail', limit: PASSWORD_LOCK.perAccountPerHour, windowSeconds: 3600 },
  ip: { name: 'login:ipfail', limit: PASSWORD_LOCK.perIpPerHour, windowSeconds: 3600 },
} as const;

/** Who is guessing what: the lock subject (an account, or a typed name with no account) and the address. */
export interface Guesser {
  subject: string;
  ip: string;
}

const pairKey = ({ subject, ip }: Guesser) => `${subject}@${ip}`;

export const PASSWORD_LOCK_KEYS = {
  lock: (guesser: Guesser) => `login:lock:${pairKey(guesser)}`,
};

/** The lock subject of an account; every password check of that account counts against it. */
export const userSubject = (userId: number) => `u:${userId}`;

function lockedError(secondsLeft: number): TooManyRequestsError {
  return new TooManyRequestsError(
    AUTH_MESSAGES.locked(Math.max(1, Math.ceil(secondsLeft / 60))),
    secondsLeft,
  );
}

/** Throws 429 while any of the three limits holds for this guesser. */
async function assertMayGuess(kv: Kv, guesser: Guesser): Promise<void> {
  await rateLimiter(kv, PASSWORD_RULES.ip).assertOpen(guesser.ip, AUTH_MESSAGES.ipLocked);
  const left = await kv.ttl(PASSWORD_LOCK_KEYS.lock(guesser));
  if (left > 0) throw lockedError(left);
  const account = await rateLimiter(kv, PASSWORD_RULES.account).peek(guesser.subject);
  if (!account.allowed) {
    const minutes = Math.max(1, Math.ceil(account.retryAfterSeconds / 60));
    throw new TooManyRequestsError(AUTH_MESSAGES.accountPaused(minutes), account.retryAfterSeconds);
  }
}

/** Counts a wrong password everywhere; the one that reaches the pair's limit locks it and throws 429. */
async function recordFailure(kv: Kv, guesser: Guesser): Promise<void> {
  await rateLimiter(kv, PASSWORD_RULES.ip).hit(guesser.ip);
  await rateLimiter(kv, PASSWORD_RULES.account).hit(guesser.subject);
  const pair = rateLimiter(kv, PASSWORD_RULES.pair);
  if ((await pair.hit(pairKey(guesser))).remaining > 0) return;
  await kv.set(PASSWORD_LOCK_KEYS.lock(guesser), '1', PASSWORD_LOCK.lockSeconds);
  await pair.reset(pairKey(guesser));
  throw lockedError(PASSWORD_LOCK.lockSeconds);
}

/**
 * Runs one password check under the limits: 429 while they hold, a wrong answer counted (429 when it
 * locks), the address's count cleared by a right one. Returns whether the password was right.
 */
export async function checkUnderLock(
  kv: Kv,
  guesser: Guesser,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await assertMayGuess(kv, guesser);
  if (await check()) {
    // The account-wide count stays: a success of the owner must not give a distributed guesser new tries.
    await rateLimiter(kv, PASSWORD_RULES.pair).reset(pairKey(guesser));
    return true;
  }
  await recordFailure(kv, guesser);
  return false;
}

/** After the mobile was proven (a password reset): that address's lock and the account's count go. */
export async function liftLock(kv: Kv, guesser: Guesser): Promise<void> {
  await kv.del(PASSWORD_LOCK_KEYS.lock(guesser));
  await rateLimiter(kv, PASSWORD_RULES.pair).reset(pairKey(guesser));
  await rateLimiter(kv, PASSWORD_RULES.account).reset(guesser.subject);
}
