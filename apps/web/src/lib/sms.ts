// SMS codes (SPEC §4, §7): the send call and the 60 s resend countdown kept in a 1-day cookie.
import type { SmsScene } from '@app/shared/auth';
import { SMS_COOKIE, SMS_COOKIE_DAYS, SMS_RESEND_SECONDS } from '@app/shared/constants';
import { routes } from '@app/shared/routes';
import Cookies from 'js-cookie';
import { api, type ResponseOf } from './api-client';
import { unwrapWithToast } from './server-toast';

export type SendCodeResult = ResponseOf<typeof routes.auth.sendCode>;

/** POST /api/sms/sendCode; a failure shows the server's message as a red toast for 3 s and rejects. */
export function sendSmsCode(mobile: string, scene: SmsScene): Promise<SendCodeResult> {
  return unwrapWithToast(api.request(routes.auth.sendCode, { body: { mobile, scene } }));
}

/**
 * The cookie holds, per mobile, the moment its countdown ends. Keeping the end time rather than the
 * seconds left makes the countdown right after a reload however long the tab was closed, and keying
 * it by mobile lets the phone-change form send to the old and the new number one after the other
 * (the server limits sends per mobile, not per browser).
 */
type Deadlines = Record<string, number>;

function readDeadlines(): Deadlines {
  const raw = Cookies.get(SMS_COOKIE);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** Whole seconds until `mobile` may be sent another code; 0 when it may now. */
export function smsSecondsLeft(mobile: string | undefined, now: number = Date.now()): number {
  if (!mobile) return 0;
  const deadline = readDeadlines()[mobile.trim()];
  if (deadline === undefined) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** Starts (or restarts) the countdown of `mobile`, dropping the ones that have run out. */
export function startSmsCountdown(
  mobile: string,
  seconds: number = SMS_RESEND_SECONDS,
  now: number = Date.now(),
): void {
  const kept = Object.entries(readDeadlines()).filter(([, deadline]) => deadline > now);
  const next: Deadlines = { ...Object.fromEntries(kept), [mobile.trim()]: now + seconds * 1000 };
  Cookies.set(SMS_COOKIE, JSON.stringify(next), { path: '/', expires: SMS_COOKIE_DAYS, sameSite: 'lax' });
}
