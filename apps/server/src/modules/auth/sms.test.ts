import { expect, it } from 'vitest';
import { rateLimiter } from '../../http/rate-limit.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession, buildUser, randomIp, requestSmsCode, uniqueMobile } from '../../test/factories.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { LOGIN_LIMITS, LOOKUP_RULE } from './service.ts';
import { SMS_KEYS, SMS_LIMITS, SMS_MESSAGES, SMS_RULES } from './sms-codes.ts';

describeEachBackend('POST /api/sms/sendCode', (ctx) => {
  const send = (payload: object, options: { ip?: string; headers?: Record<string, string> } = {}) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/sms/sendCode',
      payload,
      headers: options.headers ?? {},
      remoteAddress: options.ip ?? randomIp(),
    });

  it('requires auth for the bind scene only', async () => {
    const res = await send({ mobile: uniqueMobile(), scene: 'bind' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 0, data: null });
    expect((await send({ mobile: uniqueMobile() })).json()).toMatchObject({ code: 1 });
  });

  it('400 on bad input', async () => {
    for (const payload of [
      {},
      { mobile: '12345' },
      { mobile: '23800138000' },
      { mobile: uniqueMobile(), scene: 'x' },
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, data: null });
    }
    expect((await send({ mobile: '138001380' })).json().msg).toContain('请输入正确的11位手机号');
  });

  it('takes mainland mobiles only: 1, then 3-9, then nine digits', async () => {
    for (const mobile of ['12345678901', '10012345678', '11912345678']) {
      const res = await send({ mobile });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('请输入正确的11位手机号');
    }
    for (const mobile of ['13012345678', '19912345678']) {
      expect((await send({ mobile })).json()).toMatchObject({ code: 1 });
    }
  });

  it('sends a code for the login scene by default and answers the resend wait', async () => {
    const mobile = uniqueMobile();
    const res = await send({ mobile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: '验证码已发送', data: { resend_in: 60 } });
    const outbox = await ctx().app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` });
    expect(outbox.json()).toMatchObject({ code: 1, data: { mobile, scene: 'login' } });
    expect(outbox.json().data.code).toMatch(/^\d{6}$/);
    expect(await ctx().app.kv.ttl(SMS_KEYS.code('login', mobile))).toBeGreaterThan(
      SMS_LIMITS.codeTtlSeconds - 5,
    );
  });

  it('trims the mobile', async () => {
    const mobile = uniqueMobile();
    expect((await send({ mobile: ` ${mobile} ` })).json().code).toBe(1);
    expect((await ctx().app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` })).json().code).toBe(1);
  });

  it('refuses a registered mobile for register, an unknown one for reset', async () => {
    const user = await buildUser(ctx().app.db);
    const registered = await send({ mobile: user.mobile, scene: 'register' });
    expect(registered.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.mobileRegistered, data: null });
    const unknown = await send({ mobile: uniqueMobile(), scene: 'reset' });
    expect(unknown.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.mobileUnknown, data: null });
    expect((await send({ mobile: uniqueMobile(), scene: 'register' })).json().code).toBe(1);
    expect((await send({ mobile: user.mobile, scene: 'reset' })).json().code).toBe(1);
  });

  it('bind: the caller may prove their own mobile or a free one, never another account’s', async () => {
    const { user, headers } = await buildSession(ctx().app.db);
    const other = await buildUser(ctx().app.db);
    expect((await send({ mobile: user.mobile, scene: 'bind' }, { headers })).json().code).toBe(1);
    expect((await send({ mobile: uniqueMobile(), scene: 'bind' }, { headers })).json().code).toBe(1);
    const taken = await send({ mobile: other.mobile, scene: 'bind' }, { headers });
    expect(taken.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.mobileTaken, data: null });
  });

  it('429 when a code is asked again within 60 s, with the seconds to wait', async () => {
    const mobile = uniqueMobile();
    expect((await send({ mobile })).json().code).toBe(1);
    const again = await send({ mobile });
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/^验证码发送过于频繁，请(60|59|58)秒后再试$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(55);
    // The minute passes.
    await ctx().app.kv.del(SMS_KEYS.cooldown(mobile));
    expect((await send({ mobile })).json().code).toBe(1);
  });

  it('429 after 10 codes to one mobile in a day', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < SMS_LIMITS.perMobilePerDay; i++) {
      await ctx().app.kv.del(SMS_KEYS.cooldown(mobile));
      expect((await send({ mobile })).json().code).toBe(1);
    }
    await ctx().app.kv.del(SMS_KEYS.cooldown(mobile));
    const res = await send({ mobile });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(SMS_MESSAGES.dailyLimit);
    // The refusal does not start a 60 s wait: asking again still names the real reason.
    expect((await send({ mobile })).json().msg).toBe(SMS_MESSAGES.dailyLimit);
  });

  it('429 after too many codes from one IP in an hour', async () => {
    const ip = randomIp();
    const perIp = rateLimiter(ctx().app.kv, SMS_RULES.perIp);
    for (let i = 0; i < SMS_LIMITS.perIpPerHour; i++) await perIp.hit(ip);
    const res = await send({ mobile: uniqueMobile() }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 0, msg: SMS_MESSAGES.ipLimit, data: null });
    expect((await send({ mobile: uniqueMobile() })).json().code).toBe(1);
  });

  it('429 when one IP asks too often whether mobiles are registered', async () => {
    const ip = randomIp();
    const lookups = rateLimiter(ctx().app.kv, LOOKUP_RULE);
    for (let i = 0; i < LOGIN_LIMITS.lookupsPerIpPerHour; i++) await lookups.hit(ip);
    const res = await send({ mobile: uniqueMobile(), scene: 'reset' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(AUTH_MESSAGES.lookupLimit);
  });

  it('a new code replaces the old one and is good for its own scene only', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const first = await requestSmsCode(app, user.mobile!, 'login');
    const second = await requestSmsCode(app, user.mobile!, 'login');
    const resetCode = await requestSmsCode(app, user.mobile!, 'reset');
    const login = (code: string) =>
      app.inject({ method: 'POST', url: '/api/login/mobileLogin', payload: { mobile: user.mobile, code } });
    if (first !== second) expect((await login(first)).json().msg).toBe(SMS_MESSAGES.wrong);
    if (resetCode !== second) expect((await login(resetCode)).json().msg).toBe(SMS_MESSAGES.wrong);
    expect((await login(second)).json().code).toBe(1);
  });
});

describeEachBackend('GET /api/dev/sms/latest', (ctx) => {
  it('is open without a token outside production', async () => {
    const mobile = uniqueMobile();
    await requestSmsCode(ctx().app, mobile, 'register');
    const res = await ctx().app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      mobile,
      code: expect.stringMatching(/^\d{6}$/),
      scene: 'register',
      sent_at: expect.any(String),
    });
  });

  it('answers loopback connections only, judged by the socket, never by a header', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    await requestSmsCode(app, mobile);
    const latest = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}`, remoteAddress, headers });
    for (const loopback of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await latest(loopback)).json().data.mobile).toBe(mobile);
    }
    const nobody = { code: 0, msg: '接口不存在', data: null };
    for (const [address, headers] of [
      ['192.168.1.20', {}],
      ['192.168.1.20', { 'x-forwarded-for': '127.0.0.1' }],
      // A proxy on this machine passing on a neighbour's request.
      ['127.0.0.1', { 'x-forwarded-for': '192.168.1.20' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 192.168.1.20' }],
    ] as const) {
      const res = await latest(address, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(nobody);
    }
    // Not even a bad query tells a neighbour the path exists.
    const probe = await app.inject({ url: '/api/dev/sms/latest?mobile=abc', remoteAddress: '192.168.1.20' });
    expect(probe.json()).toEqual(nobody);
  });

  it('400 on bad input', async () => {
    const res = await ctx().app.inject({ url: '/api/dev/sms/latest?mobile=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('404 for a mobile without a code', async () => {
    const res = await ctx().app.inject({ url: `/api/dev/sms/latest?mobile=${uniqueMobile()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.outboxEmpty, data: null });
  });
});

describeEachBackend('GET /api/auth/config', (ctx) => {
  it('is public and says what the login page may offer', async () => {
    const res = await ctx().app.inject({ url: '/api/auth/config' });
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: { wechat: false, sms_outbox: true } });
  });

  it('offers the outbox only where it would answer', async () => {
    const config = (remoteAddress: string) => ctx().app.inject({ url: '/api/auth/config', remoteAddress });
    expect((await config('::1')).json().data.sms_outbox).toBe(true);
    expect((await config('192.168.1.20')).json().data.sms_outbox).toBe(false);
  });
});
