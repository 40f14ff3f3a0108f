import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { rateLimiter } from '../../http/rate-limit.ts';
import { users } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import {
  buildSession,
  buildUser,
  randomIp,
  requestSmsCode,
  TEST_PASSWORD,
  uniqueAccount,
  uniqueMobile,
} from '../../test/factories.ts';
import { resolveToken } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { PASSWORD_LOCK, PASSWORD_LOCK_KEYS } from './password-lock.ts';
import { FORGOT_RULES, LOGIN_KEYS, REGISTER_RULES, RESET_TOKEN_TTL_SECONDS } from './service.ts';
import { SMS_KEYS, SMS_MESSAGES } from './sms-codes.ts';

const post = (app: FastifyInstance, url: string, payload: object, ip = randomIp()) =>
  app.inject({ method: 'POST', url, payload, headers: { terminal: '4' }, remoteAddress: ip });

describeEachBackend('POST /api/login/register', (ctx) => {
  const register = (payload: object) => post(ctx().app, '/api/login/register', payload);

  it('400 on bad input, naming the rule', async () => {
    const mobile = uniqueMobile();
    expect((await register({})).statusCode).toBe(400);
    const weak = await register({ mobile, code: '123456', password: 'short1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toContain('密码需为8-32位，且同时包含字母和数字');
    const noDigit = await register({ mobile, code: '123456', password: 'abcdefghij' });
    expect(noDigit.json().msg).toContain('密码需为8-32位，且同时包含字母和数字');
    const badName = await register({ mobile, code: '123456', password: TEST_PASSWORD, account: '1abc' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().msg).toContain('账号需为4-20位字母、数字或下划线，并以字母开头');
    const notMainland = await register({ mobile: '12345678901', code: '123456', password: TEST_PASSWORD });
    expect(notMainland.statusCode).toBe(400);
    expect(notMainland.json().msg).toContain('请输入正确的11位手机号');
  });

  it('creates the account and logs in', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const account = uniqueAccount('new');
    const code = await requestSmsCode(app, mobile, 'register');
    const res = await register({ mobile, code, password: 'Newpass123', account, nickname: ' 新人 ' });
    expect(res.json()).toMatchObject({ code: 1, msg: '注册成功', data: { name: '新人', account } });
    expect((await resolveToken(app.db, res.json().data.token))?.userId).toBeTypeOf('number');
    const again = await post(app, '/api/login/account', { account, password: 'Newpass123' });
    expect(again.json().code).toBe(1);
    const byMobile = await post(app, '/api/login/account', { account: mobile, password: 'Newpass123' });
    expect(byMobile.json().code).toBe(1);
  });

  it('names a user without nickname after the mobile', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const code = await requestSmsCode(app, mobile, 'register');
    const res = await register({ mobile, code, password: TEST_PASSWORD });
    expect(res.json().data).toMatchObject({ name: `用户${mobile.slice(-4)}`, account: '' });
  });

  it('refuses a taken account name without using up the code', async () => {
    const { app } = ctx();
    const existing = await buildUser(app.db);
    const mobile = uniqueMobile();
    const code = await requestSmsCode(app, mobile, 'register');
    const taken = await register({ mobile, code, password: TEST_PASSWORD, account: existing.account });
    expect(taken.json()).toEqual({ code: 0, msg: '该账号已被使用', data: null });
    expect((await register({ mobile, code, password: TEST_PASSWORD })).json().code).toBe(1);
  });

  it('refuses a registered mobile, but only to who proved it', async () => {
    const { app } = ctx();
    const existing = await buildUser(app.db);
    const res = await register({ mobile: existing.mobile, code: '123456', password: TEST_PASSWORD });
    expect(res.json()).toEqual({ code: 0, msg: SMS_MESSAGES.expired, data: null });
    // A register code sent before someone else took the number (sendCode refuses a registered one).
    await app.kv.set(SMS_KEYS.code('register', existing.mobile!), '135790', 300);
    const proven = await register({ mobile: existing.mobile, code: '135790', password: TEST_PASSWORD });
    expect(proven.json()).toEqual({ code: 0, msg: '该手机号已注册，请直接登录', data: null });
  });

  it('tells nothing of who is registered to who has not proved the mobile (no enumeration)', async () => {
    const { app } = ctx();
    const existing = await buildUser(app.db);
    const answer = async (payload: object) => {
      const res = await register({ code: '123456', password: TEST_PASSWORD, ...payload });
      return { status: res.statusCode, body: res.json() };
    };
    const taken = await answer({ mobile: existing.mobile });
    const free = await answer({ mobile: uniqueMobile() });
    expect(taken).toEqual(free);
    const takenName = await answer({ mobile: uniqueMobile(), account: existing.account });
    const freeName = await answer({ mobile: uniqueMobile(), account: uniqueAccount('free') });
    expect(takenName).toEqual(freeName);
    // A code of the mobile that is wrong tells no more.
    const mobile = uniqueMobile();
    const code = await requestSmsCode(app, mobile, 'register');
    const wrong = code === '999999' ? '888888' : '999999';
    const guess = await register({ mobile, code: wrong, password: TEST_PASSWORD, account: existing.account });
    expect(guess.json()).toEqual({ code: 0, msg: SMS_MESSAGES.wrong, data: null });
  });

  it('429 past the tries one address or one mobile has, before any look-up', async () => {
    const { app } = ctx();
    const ip = randomIp();
    for (let i = 0; i < REGISTER_RULES.perIp.limit; i++) {
      await rateLimiter(app.kv, REGISTER_RULES.perIp).hit(ip);
    }
    const fromIp = await post(
      app,
      '/api/login/register',
      { mobile: uniqueMobile(), code: '123456', password: TEST_PASSWORD },
      ip,
    );
    expect(fromIp.statusCode).toBe(429);
    const mobile = uniqueMobile();
    const codes: number[] = [];
    for (let i = 0; i <= REGISTER_RULES.perMobile.limit; i++) {
      codes.push((await register({ mobile, code: '123456', password: TEST_PASSWORD })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((status) => status === 200)).toBe(true);
  });

  it('needs a code of the register scene', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const loginCode = await requestSmsCode(app, mobile, 'login');
    const res = await register({ mobile, code: loginCode, password: TEST_PASSWORD });
    expect(res.json()).toEqual({ code: 0, msg: SMS_MESSAGES.expired, data: null });
  });
});

describeEachBackend('POST /api/user/forgotPwd and /api/user/resetPassword', (ctx) => {
  const forgot = (payload: object) => post(ctx().app, '/api/user/forgotPwd', payload);
  const reset = (payload: object) => post(ctx().app, '/api/user/resetPassword', payload);

  it('400 on bad input', async () => {
    expect((await forgot({ mobile: '123', code: '123456' })).statusCode).toBe(400);
    expect((await forgot({ mobile: uniqueMobile() })).statusCode).toBe(400);
    expect((await reset({ reset_token: '', password: TEST_PASSWORD })).statusCode).toBe(400);
    const weak = await reset({ reset_token: 'x', password: '123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toContain('密码需为8-32位');
  });

  it('sets the new password, signs out every session, and works once', async () => {
    const { app } = ctx();
    const a = await buildSession(app.db);
    const second = await post(app, '/api/login/account', {
      account: a.user.account,
      password: TEST_PASSWORD,
    });
    const b = await buildSession(app.db);
    const code = await requestSmsCode(app, a.user.mobile!, 'reset');
    const step1 = await forgot({ mobile: a.user.mobile, code });
    expect(step1.json()).toEqual({
      code: 1,
      msg: 'success',
      data: { reset_token: expect.any(String), expires_in: RESET_TOKEN_TTL_SECONDS },
    });
    const resetToken = step1.json().data.reset_token as string;
    const step2 = await reset({ reset_token: resetToken, password: 'Brandnew99' });
    expect(step2.json()).toEqual({ code: 1, msg: AUTH_MESSAGES.resetOk, data: null });

    expect(await resolveToken(app.db, a.token)).toBeNull();
    expect(await resolveToken(app.db, second.json().data.token)).toBeNull();
    // Another user's sessions are untouched.
    expect((await resolveToken(app.db, b.token))?.userId).toBe(b.user.id);

    expect(
      (await post(app, '/api/login/account', { account: a.user.account, password: TEST_PASSWORD })).json()
        .msg,
    ).toBe('账号或密码错误');
    expect(
      (await post(app, '/api/login/account', { account: a.user.account, password: 'Brandnew99' })).json()
        .code,
    ).toBe(1);
    const replay = await reset({ reset_token: resetToken, password: 'Another123' });
    expect(replay.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.resetExpired, data: null });
  });

  it('also lifts the password lock of the address that reset (the mobile was just proven)', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const ip = randomIp();
    for (let i = 0; i < PASSWORD_LOCK.maxFailures; i++) {
      await post(app, '/api/login/account', { account: user.account, password: 'Wrong1234' }, ip);
    }
    expect(await app.kv.ttl(PASSWORD_LOCK_KEYS.lock({ subject: `u:${user.id}`, ip }))).toBeGreaterThan(0);
    const code = await requestSmsCode(app, user.mobile!, 'reset');
    const token = (await forgot({ mobile: user.mobile, code })).json().data.reset_token;
    await post(app, '/api/user/resetPassword', { reset_token: token, password: 'Brandnew99' }, ip);
    const login = await post(
      app,
      '/api/login/account',
      { account: user.account, password: 'Brandnew99' },
      ip,
    );
    expect(login.json().code).toBe(1);
  });

  it('refuses a wrong code, an unknown mobile and an unknown or expired reset token', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const code = await requestSmsCode(app, user.mobile!, 'reset');
    const wrong = code === '999999' ? '888888' : '999999';
    expect((await forgot({ mobile: user.mobile, code: wrong })).json().msg).toBe(SMS_MESSAGES.wrong);
    expect((await forgot({ mobile: uniqueMobile(), code })).json().msg).toBe(SMS_MESSAGES.expired);
    expect((await reset({ reset_token: 'made-up', password: 'Brandnew99' })).json()).toEqual({
      code: 0,
      msg: AUTH_MESSAGES.resetExpired,
      data: null,
    });
    // The code is still good after one wrong guess; ten minutes after it, the reset token is not.
    const token = (await forgot({ mobile: user.mobile, code })).json().data.reset_token as string;
    await app.kv.del(LOGIN_KEYS.reset(token));
    expect((await reset({ reset_token: token, password: 'Brandnew99' })).json().msg).toBe(
      AUTH_MESSAGES.resetExpired,
    );
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  it('429 past the tries one address or one mobile has', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const codes: number[] = [];
    for (let i = 0; i <= FORGOT_RULES.perMobile.limit; i++) {
      codes.push((await forgot({ mobile, code: '123456' })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    const ip = randomIp();
    for (let i = 0; i < FORGOT_RULES.perIp.limit; i++) await rateLimiter(app.kv, FORGOT_RULES.perIp).hit(ip);
    const fromIp = await post(app, '/api/user/forgotPwd', { mobile: uniqueMobile(), code: '123456' }, ip);
    expect(fromIp.statusCode).toBe(429);
  });

  it('a reset code of one user never resets another', async () => {
    const { app } = ctx();
    const a = await buildUser(app.db);
    const b = await buildUser(app.db);
    const code = await requestSmsCode(app, a.mobile!, 'reset');
    const res = await forgot({ mobile: b.mobile, code });
    expect(res.json().code).toBe(0);
  });
});
