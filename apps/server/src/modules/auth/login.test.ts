import { USER_TYPE } from '@app/shared/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { authTokens, users } from '../../infra/db/schema.ts';
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
import { resolveToken, TOKEN_TTL_SECONDS } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { SMS_KEYS, SMS_MESSAGES } from './sms-codes.ts';

const post = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { terminal: '4', ...headers },
    remoteAddress: randomIp(),
  });

/** A protected route of this module: 401 for a bad token, 200 (a business answer) for a good one. */
const probe = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/login/qrcode/scan', headers: { token }, payload: { id: 'probe' } });

describeEachBackend('POST /api/login/mobileLogin', (ctx) => {
  const login = (payload: object) => post(ctx().app, '/api/login/mobileLogin', payload);

  it('400 on bad input', async () => {
    for (const payload of [{}, { mobile: uniqueMobile() }, { mobile: '1380013800', code: '123456' }]) {
      expect((await login(payload)).statusCode).toBe(400);
    }
    const res = await login({ mobile: uniqueMobile(), code: '12a456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('请输入6位数字验证码');
  });

  it('logs an existing user in with name, avatar, account and a working token', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db, { nickname: '小王', avatar: '/files/a.png' });
    const code = await requestSmsCode(app, user.mobile!);
    const res = await login({ mobile: user.mobile, code });
    expect(res.json()).toEqual({
      code: 1,
      msg: '登录成功',
      data: {
        token: expect.any(String),
        name: '小王',
        avatar: '/files/a.png',
        account: user.account,
        expires_in: TOKEN_TTL_SECONDS,
      },
    });
    const token = res.json().data.token as string;
    expect((await resolveToken(app.db, token))?.userId).toBe(user.id);
    expect((await probe(app, token)).statusCode).toBe(200);
    // The token is stored hashed, with where it came from.
    const [row] = await app.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.terminal).toBe(4);
  });

  it('a new mobile becomes a new job-seeker account named after its last four digits', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const code = await requestSmsCode(app, mobile);
    const res = await login({ mobile, code });
    expect(res.json()).toMatchObject({
      code: 1,
      data: { name: `用户${mobile.slice(-4)}`, account: '', avatar: '' },
    });
    const [row] = await app.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toMatchObject({ userType: USER_TYPE.seeker, passwordHash: null, account: null });
  });

  it('uses a code once', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const code = await requestSmsCode(app, mobile);
    expect((await login({ mobile, code })).json().code).toBe(1);
    expect((await login({ mobile, code })).json()).toEqual({
      code: 0,
      msg: SMS_MESSAGES.expired,
      data: null,
    });
  });

  it('says so when the code has expired (5 minutes)', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const code = await requestSmsCode(app, mobile);
    expect(await app.kv.ttl(SMS_KEYS.code('login', mobile))).toBeLessThanOrEqual(300);
    await app.kv.del(SMS_KEYS.code('login', mobile));
    expect((await login({ mobile, code })).json()).toEqual({
      code: 0,
      msg: SMS_MESSAGES.expired,
      data: null,
    });
  });

  it('a wrong code five times voids the code', async () => {
    const { app } = ctx();
    const mobile = uniqueMobile();
    const code = await requestSmsCode(app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < 5; i++) {
      expect((await login({ mobile, code: wrong })).json()).toEqual({
        code: 0,
        msg: SMS_MESSAGES.wrong,
        data: null,
      });
    }
    expect((await login({ mobile, code: wrong })).json().msg).toBe(SMS_MESSAGES.tooManyWrong);
    expect((await login({ mobile, code })).json().msg).toBe(SMS_MESSAGES.expired);
  });

  it('keeps the two sides apart: a recruiter logs in with scene business only', async () => {
    const { app } = ctx();
    const recruiter = await buildUser(app.db, { userType: USER_TYPE.business });
    let code = await requestSmsCode(app, recruiter.mobile!);
    expect((await login({ mobile: recruiter.mobile, code })).json()).toEqual({
      code: 0,
      msg: AUTH_MESSAGES.businessOnUserSide,
      data: null,
    });
    code = await requestSmsCode(app, recruiter.mobile!);
    expect((await login({ mobile: recruiter.mobile, code, scene: 'business' })).json().code).toBe(1);
    const mobile = uniqueMobile();
    code = await requestSmsCode(app, mobile);
    expect((await login({ mobile, code, scene: 'business' })).json().msg).toBe(
      AUTH_MESSAGES.noBusinessAccount,
    );
  });
});

describeEachBackend('POST /api/login/account', (ctx) => {
  const login = (payload: object) => post(ctx().app, '/api/login/account', payload);

  it('400 on bad input', async () => {
    for (const payload of [{}, { account: 'demo' }, { password: 'x' }, { account: '  ', password: 'x' }]) {
      const res = await login(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 0, data: null });
    }
    expect((await login({ account: 'a', password: 'b', scene: 'admin' })).statusCode).toBe(400);
  });

  it('logs in by account name, trimmed, or by mobile', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db, { nickname: '', realName: '王小明' });
    const byName = await login({ account: `  ${user.account}  `, password: TEST_PASSWORD });
    expect(byName.json()).toMatchObject({ code: 1, data: { name: '王小明', account: user.account } });
    const byMobile = await login({ account: user.mobile, password: TEST_PASSWORD, scene: 'user' });
    expect(byMobile.json().code).toBe(1);
    expect((await resolveToken(app.db, byMobile.json().data.token))?.userId).toBe(user.id);
  });

  it('answers the same for a wrong password, an unknown account and an account without password', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const smsOnly = await buildUser(app.db, { passwordHash: null });
    const expected = { code: 0, msg: '账号或密码错误', data: null };
    expect((await login({ account: user.account, password: 'Wrong1234' })).json()).toEqual(expected);
    expect((await login({ account: uniqueAccount(), password: TEST_PASSWORD })).json()).toEqual(expected);
    expect((await login({ account: smsOnly.account, password: TEST_PASSWORD })).json()).toEqual(expected);
  });

  it('scene business lets recruiters in only, the user side job seekers only', async () => {
    const { app } = ctx();
    const seeker = await buildUser(app.db);
    const recruiter = await buildUser(app.db, { userType: USER_TYPE.business });
    expect((await login({ account: recruiter.account, password: TEST_PASSWORD })).json().msg).toBe(
      '该账号为企业账号，请切换到企业端登录',
    );
    expect(
      (await login({ account: seeker.account, password: TEST_PASSWORD, scene: 'business' })).json().msg,
    ).toBe('该账号不是企业账号，请切换到求职者端登录');
    expect(
      (await login({ account: recruiter.account, password: TEST_PASSWORD, scene: 'business' })).json().code,
    ).toBe(1);
  });
});

describeEachBackend('POST /vue-admin-template/user/login', (ctx) => {
  it('400 on bad input', async () => {
    const res = await post(ctx().app, '/vue-admin-template/user/login', { account: 'demo', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('username');
  });

  it('answers like /api/login/account', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db, { nickname: '老用户' });
    const res = await post(app, '/vue-admin-template/user/login', {
      username: ` ${user.account} `,
      password: TEST_PASSWORD,
    });
    expect(res.json()).toMatchObject({
      code: 1,
      msg: '登录成功',
      data: { name: '老用户', account: user.account },
    });
    const wrong = await post(app, '/vue-admin-template/user/login', {
      username: user.account,
      password: 'Nope1234',
    });
    expect(wrong.json()).toEqual({ code: 0, msg: '账号或密码错误', data: null });
  });
});

describeEachBackend('POST /api/login/logout', (ctx) => {
  it('requires auth', async () => {
    const none = await post(ctx().app, '/api/login/logout', {});
    expect(none.statusCode).toBe(401);
    const bad = await post(ctx().app, '/api/login/logout', {}, { token: 'not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 0, data: null });
  });

  it('400 on bad input: there is none to send, and a stray body is ignored', async () => {
    const { headers } = await buildSession(ctx().app.db);
    const res = await post(ctx().app, '/api/login/logout', { anything: 1 }, headers);
    expect(res.json()).toEqual({ code: 1, msg: '已成功退出登录', data: null });
  });

  it('revokes this token only: other sessions and other users stay logged in', async () => {
    const { app } = ctx();
    const a = await buildSession(app.db);
    const otherDevice = await post(app, '/api/login/account', {
      account: a.user.account,
      password: TEST_PASSWORD,
    });
    const otherToken = otherDevice.json().data.token as string;
    const b = await buildSession(app.db);
    expect((await post(app, '/api/login/logout', {}, a.headers)).json().code).toBe(1);
    expect((await probe(app, a.token)).statusCode).toBe(401);
    expect((await post(app, '/api/login/logout', {}, a.headers)).statusCode).toBe(401);
    expect((await probe(app, otherToken)).statusCode).toBe(200);
    expect((await probe(app, b.token)).statusCode).toBe(200);
  });

  it("another user's token logs that user out, never this one", async () => {
    const { app } = ctx();
    const a = await buildSession(app.db);
    const b = await buildSession(app.db);
    await post(app, '/api/login/logout', {}, b.headers);
    expect((await resolveToken(app.db, a.token))?.userId).toBe(a.user.id);
    const [row] = await app.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row!.deletedAt).toBeNull();
  });
});
