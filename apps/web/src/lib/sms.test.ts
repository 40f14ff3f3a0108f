import { SMS_COOKIE, SMS_COOKIE_DAYS, SMS_RESEND_SECONDS } from '@app/shared/constants';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsSecondsLeft, startSmsCountdown } from './sms';

const T0 = Date.UTC(2026, 0, 1, 8, 0, 0);

beforeEach(() => {
  Cookies.remove(SMS_COOKIE, { path: '/' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the SMS countdown cookie', () => {
  it('counts 60 s down from a send, per second, to 0', () => {
    expect(SMS_RESEND_SECONDS).toBe(60);
    startSmsCountdown('13800138000', SMS_RESEND_SECONDS, T0);
    expect(smsSecondsLeft('13800138000', T0)).toBe(60);
    expect(smsSecondsLeft('13800138000', T0 + 1)).toBe(60);
    expect(smsSecondsLeft('13800138000', T0 + 1_000)).toBe(59);
    expect(smsSecondsLeft('13800138000', T0 + 59_001)).toBe(1);
    expect(smsSecondsLeft('13800138000', T0 + 60_000)).toBe(0);
    expect(smsSecondsLeft('13800138000', T0 + 3_600_000)).toBe(0);
  });

  it('is kept in the cookie for 1 day, so a reload (a fresh read) still sees it', () => {
    const set = vi.spyOn(Cookies, 'set');
    startSmsCountdown('13800138000', 60, T0);
    expect(set).toHaveBeenCalledWith(
      SMS_COOKIE,
      expect.any(String),
      expect.objectContaining({ expires: SMS_COOKIE_DAYS, path: '/' }),
    );
    expect(SMS_COOKIE_DAYS).toBe(1);
    expect(JSON.parse(Cookies.get(SMS_COOKIE) ?? '{}')).toEqual({ '13800138000': T0 + 60_000 });
    // Nothing is held in memory: the answer comes from the cookie alone.
    expect(smsSecondsLeft('13800138000', T0 + 20_000)).toBe(40);
  });

  it('keeps one countdown per mobile, and drops the ones that ran out', () => {
    startSmsCountdown('13800138000', 60, T0);
    startSmsCountdown('13900139000', 60, T0 + 30_000);
    expect(smsSecondsLeft('13800138000', T0 + 30_000)).toBe(30);
    expect(smsSecondsLeft('13900139000', T0 + 30_000)).toBe(60);
    expect(smsSecondsLeft('13700137000', T0 + 30_000)).toBe(0);
    startSmsCountdown('13700137000', 60, T0 + 70_000);
    expect(Object.keys(JSON.parse(Cookies.get(SMS_COOKIE) ?? '{}')).sort()).toEqual([
      '13700137000',
      '13900139000',
    ]);
  });

  it('trims the mobile and treats no mobile as free to send', () => {
    startSmsCountdown(' 13800138000 ', 60, T0);
    expect(smsSecondsLeft('13800138000', T0)).toBe(60);
    expect(smsSecondsLeft(undefined, T0)).toBe(0);
    expect(smsSecondsLeft('', T0)).toBe(0);
  });

  it('ignores a cookie it cannot read', () => {
    Cookies.set(SMS_COOKIE, 'not json', { path: '/' });
    expect(smsSecondsLeft('13800138000', T0)).toBe(0);
    Cookies.set(SMS_COOKIE, JSON.stringify({ '13800138000': 'soon' }), { path: '/' });
    expect(smsSecondsLeft('13800138000', T0)).toBe(0);
    startSmsCountdown('13800138000', 60, T0);
    expect(smsSecondsLeft('13800138000', T0)).toBe(60);
  });
});
