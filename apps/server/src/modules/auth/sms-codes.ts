// Verification codes by SMS: issuing with limits, and checking with a cap on wrong guesses.
import { randomInt } from 'node:crypto';
import type { SmsScene } from '@app/shared/auth';
import { SMS_RESEND_SECONDS } from '@app/shared/constants';
import { BusinessError, TooManyRequestsError } from '../../http/errors.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import type { Kv } from '../../infra/kv/kv.ts';
import { SmsSendError, type SmsSender } from '../../infra/sms/sms.ts';

export const SMS_LIMITS = {
  codeTtlSeconds: 5 * 60,
  resendSeconds: SMS_RESEND_SECONDS,
  perMobilePerDay: 10,
  perIpPerHour: 30,
  maxWrongGuesses: 5,
} as const;

export const SMS_MESSAGES = {
  cooldown: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  dailyLimit: '该手机号今日验证码发送次数已达上限，请明天再试',
  ipLimit: '发送验证码过于频繁，请稍后再试',
  sendFailed: '短信发送失败，请稍后重试',
  expired: '验证码已失效，请重新获取',
  wrong: '验证码错误，请重新输入',
  tooManyWrong: '验证码错误次数过多，请重新获取',
} as const;

export interface SmsCodeDeps {
  kv: Kv;
  sms: SmsSender;
  /** Told why a provider refused (for the logs; the code itself is never passed). */
  onSendError?: (err: unknown) => void;
}

function today(): string {
  // Days in China Standard Time, the users' day.
  return new Date(Date.now() + 8 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The Kv keys of codes and the resend wait (exported so tests can stand in for the clock). */
export const SMS_KEYS = {
  code: (scene: SmsScene, mobile: string) => `sms:code:${scene}:${mobile}`,
  cooldown: (mobile: string) => `sms:cooldown:${mobile}`,
};
const codeKey = SMS_KEYS.code;

/** The counted limits: codes per address and hour, per mobile and day, wrong guesses per code. */
export const SMS_RULES = {
  perIp: { name: 'sms:ip', limit: SMS_LIMITS.perIpPerHour, windowSeconds: 3600 },
  perMobileDay: { name: 'sms:day', limit: SMS_LIMITS.perMobilePerDay, windowSeconds: 24 * 3600 },
  wrongGuesses: {
    name: 'sms:fail',
    limit: SMS_LIMITS.maxWrongGuesses,
    windowSeconds: SMS_LIMITS.codeTtlSeconds,
  },
} as const;
const guessKey = (scene: SmsScene, mobile: string) => `${scene}:${mobile}`;

/** Sends a fresh code; returns the seconds before another may be sent. */
export async function sendSmsCode(
  deps: SmsCodeDeps,
  input: { mobile: string; scene: SmsScene; ip: string },
): Promise<number> {
  const { kv } = deps;
  const { mobile, scene, ip } = input;
  const cooldownKey = SMS_KEYS.cooldown(mobile);
  if (!(await kv.setIfAbsent(cooldownKey, '1', SMS_LIMITS.resendSeconds))) {
    const wait = await kv.ttl(cooldownKey);
    throw new TooManyRequestsError(SMS_MESSAGES.cooldown(wait), wait);
  }
  // A refusal below releases the 60 s cooldown, so the next try hears the real reason again.
  try {
    await rateLimiter(kv, SMS_RULES.perIp).consume(ip, SMS_MESSAGES.ipLimit);
    await rateLimiter(kv, SMS_RULES.perMobileDay).consume(`${today()}:${mobile}`, SMS_MESSAGES.dailyLimit);
  } catch (err) {
    await kv.del(cooldownKey);
    throw err;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await kv.set(codeKey(scene, mobile), code, SMS_LIMITS.codeTtlSeconds);
  await rateLimiter(kv, SMS_RULES.wrongGuesses).reset(guessKey(scene, mobile));
  try {
    await deps.sms.sendCode(mobile, code, scene);
  } catch (err) {
    await kv.del(codeKey(scene, mobile));
    await kv.del(cooldownKey);
    deps.onSendError?.(err);
    if (err instanceof SmsSendError) {
      throw err.kind === 'limited'
        ? new TooManyRequestsError(err.userMessage)
        : new BusinessError(err.userMessage);
    }
    throw new BusinessError(SMS_MESSAGES.sendFailed);
  }
  return SMS_LIMITS.resendSeconds;
}

/**
 * Checks a code and uses it up; a wrong guess counts, the fifth voids the code. Throws a readable error.
 * With `keep`, a right code stays for `spendSmsCode`: the caller first proves the mobile, then says what
 * only its owner may hear (a taken account name), and a refusal there does not cost the user a new code.
 */
export async function verifySmsCode(
  deps: Pick<SmsCodeDeps, 'kv'>,
  input: { mobile: string; scene: SmsScene; code: string },
  options: { keep?: boolean } = {},
): Promise<void> {
  const { kv } = deps;
  const key = codeKey(input.scene, input.mobile);
  const expected = await kv.get(key);
  if (!expected) throw new BusinessError(SMS_MESSAGES.expired);
  const guesses = rateLimiter(kv, SMS_RULES.wrongGuesses);
  if (expected !== input.code) {
    // The guess that reaches the limit voids the code.
    if ((await guesses.hit(guessKey(input.scene, input.mobile))).remaining === 0) {
      await kv.del(key);
      throw new BusinessError(SMS_MESSAGES.tooManyWrong);
    }
    throw new BusinessError(SMS_MESSAGES.wrong);
  }
  await guesses.reset(guessKey(input.scene, input.mobile));
  if (!options.keep) await kv.del(key);
}

/** Uses up a code checked with `keep`. */
export async function spendSmsCode(kv: Kv, input: { mobile: string; scene: SmsScene }): Promise<void> {
  await kv.del(codeKey(input.scene, input.mobile));
}
