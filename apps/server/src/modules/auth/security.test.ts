import { PASSWORD_RULE } from '@app/shared/auth';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession, TEST_PASSWORD, uniqueMobile } from '../../test/factories.ts';
import { smsCodeFor, wrongCode } from '../../test/fixtures/helpers.ts';
import { issueToken } from '../users/index.ts';
import { verifyPassword } from './password.ts';
import { SMS_KEYS, SMS_MESSAGES } from './sms-codes.ts';

type Headers = Record<string, string>;
const NEW_PASSWORD = 'Newpass2026';

describeEachBackend('POST /api/user/changePassword', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const change = (headers: Headers, payload: object) =>
    app().inject({ method: 'POST', url: '/api/user/changePassword', headers, payload });
  const info = (token: string) => app().inject({ url: '/api/user/info', headers: { token } });
  const hashOf = async (id: number) =>
    (await db().select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

  it('requires auth', async () => {
    expect((await change({}, { old_password: TEST_PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    const noProof = await change(headers, { password: NEW_PASSWORD });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().msg).toContain('请填写手机号和验证码');
    const weak = await change(headers, { old_password: TEST_PASSWORD, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().msg).toContain(PASSWORD_RULE);
    const noPassword = await change(headers, { old_password: TEST_PASSWORD });
    expect(noPassword.statusCode).toBe(400);
    expect((await change(headers, { code: '12', password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('with the old password: sets it, signs out the other sessions, keeps the caller', async () => {
    const { user, headers, token } = await buildSession(db());
    const other = await issueToken(db(), user.id, { terminal: 4, userAgent: 'phone', ip: '10.0.0.2' });
    const stranger = await buildSession(db());
    const res = await change(headers, { old_password: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: null });
    expect(await verifyPassword(NEW_PASSWORD, await hashOf(user.id))).toBe(true);
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(other.token)).statusCode).toBe(401);
    // Nobody else is touched.
    expect((await info(stranger.token)).statusCode).toBe(200);
    expect(await verifyPassword(TEST_PASSWORD, await hashOf(stranger.user.id))).toBe(true);
  });

  it('refuses a wrong old password (原密码错误) and locks after five', async () => {
    const { user, headers } = await buildSession(db());
    for (let i = 1; i <= 4; i++) {
      const res = await change(headers, { old_password: 'Wrong1234', password: NEW_PASSWORD });
      expect(res.json()).toEqual({ code: 0, msg: '原密码错误', data: null });
    }
    const fifth = await change(headers, { old_password: 'Wrong1234', password: NEW_PASSWORD });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    // Locked: even the right password waits.
    const right = await change(headers, { old_password: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(await verifyPassword(TEST_PASSWORD, await hashOf(user.id))).toBe(true);
    // One lock for the account: guessing here also locks the login form.
    const login = await app().inject({
      method: 'POST',
      url: '/api/login/account',
      payload: { account: user.account, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(429);
  });

  it('with a reset code sent to the own mobile', async () => {
    const { user, headers, token } = await buildSession(db());
    const other = await issueToken(db(), user.id, { terminal: 4, userAgent: 'phone', ip: '10.0.0.2' });
    const code = await smsCodeFor(app(), user.mobile!, 'reset');
    const wrong = await change(headers, {
      mobile: user.mobile,
      code: wrongCode(code),
      password: NEW_PASSWORD,
    });
    expect(wrong.json()).toMatchObject({ code: 0, msg: SMS_MESSAGES.wrong });
    const res = await change(headers, { mobile: user.mobile, code, password: NEW_PASSWORD });
    expect(res.json().code).toBe(1);
    expect(await verifyPassword(NEW_PASSWORD, await hashOf(user.id))).toBe(true);
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(other.token)).statusCode).toBe(401);
    // The code is used up.
    const again = await change(headers, { code, password: 'Another2026' });
    expect(again.json()).toMatchObject({ code: 0, msg: SMS_MESSAGES.expired });
  });

  it('refuses a code for another mobile or of another scene', async () => {
    const { user, headers } = await buildSession(db());
    const stranger = await buildSession(db());
    const theirs = await smsCodeFor(app(), stranger.user.mobile!, 'reset');
    const mismatch = await change(headers, {
      mobile: stranger.user.mobile,
      code: theirs,
      password: NEW_PASSWORD,
    });
    expect(mismatch.json()).toEqual({ code: 0, msg: '手机号与账号绑定的不一致', data: null });
    // Their code does not work on this account either (it is checked against this account's mobile).
    const stolen = await change(headers, { code: theirs, password: NEW_PASSWORD });
    expect(stolen.json()).toMatchObject({ code: 0, msg: SMS_MESSAGES.expired });
    const bindCode = await smsCodeFor(app(), user.mobile!, 'bind');
    const wrongScene = await change(headers, { code: bindCode, password: NEW_PASSWORD });
    expect(wrongScene.json()).toMatchObject({ code: 0, msg: SMS_MESSAGES.expired });
    expect(await verifyPassword(TEST_PASSWORD, await hashOf(user.id))).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, await hashOf(stranger.user.id))).toBe(true);
  });

  it('asks an account without a mobile for the old password', async () => {
    const { headers } = await buildSession(db(), { mobile: null });
    const res = await change(headers, { code: '123456', password: NEW_PASSWORD });
    expect(res.json()).toMatchObject({ code: 0, msg: '账号未绑定手机号，请使用密码验证' });
  });
});

describeEachBackend('POST /api/user/bindMobile', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const bind = (headers: Headers, payload: object) =>
    app().inject({ method: 'POST', url: '/api/user/bindMobile', headers, payload });
  const mobileOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]!.mobile;

  it('requires auth', async () => {
    expect((await bind({}, { mobile: uniqueMobile(), code: '123456' })).statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    const badMobile = await bind(headers, { mobile: '2345', code: '123456' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().msg).toContain('请输入正确的11位手机号');
    expect((await bind(headers, { mobile: uniqueMobile() })).statusCode).toBe(400);
    expect((await bind(headers, { mobile: uniqueMobile(), code: 'abcdef' })).statusCode).toBe(400);
  });

  it('changes the mobile with both codes and answers the new profile', async () => {
    const { user, headers } = await buildSession(db());
    const next = uniqueMobile();
    const oldCode = await smsCodeFor(app(), user.mobile!, 'bind');
    const newCode = await smsCodeFor(app(), next, 'bind');
    const res = await bind(headers, {
      old_mobile: user.mobile,
      old_code: oldCode,
      mobile: next,
      code: newCode,
    });
    expect(res.json()).toMatchObject({ code: 1, data: { id: user.id, mobile: next, phone: next } });
    expect(await mobileOf(user.id)).toBe(next);
  });

  it('needs all four fields when a mobile is bound (请填写完整信息) and the right old mobile', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    const incomplete = await bind(headers, { mobile: uniqueMobile(), code: '123456' });
    expect(incomplete.json()).toEqual({ code: 0, msg: '请填写完整信息', data: null });
    const mismatch = await bind(headers, {
      old_mobile: other.user.mobile,
      old_code: '123456',
      mobile: uniqueMobile(),
      code: '123456',
    });
    expect(mismatch.json()).toMatchObject({ code: 0, msg: '原手机号与账号绑定的不一致' });
    const same = await bind(headers, {
      old_mobile: user.mobile,
      old_code: '123456',
      mobile: user.mobile,
      code: '123456',
    });
    expect(same.json()).toMatchObject({ code: 0, msg: '新手机号不能与原手机号相同' });
    expect(await mobileOf(user.id)).toBe(user.mobile);
    expect(await mobileOf(other.user.id)).toBe(other.user.mobile);
  });

  it('refuses a mobile bound to another account (该手机号已被其他账号绑定), only to who proved it', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    const unproven = await bind(headers, {
      old_mobile: user.mobile,
      old_code: '123456',
      mobile: other.user.mobile,
      code: '123456',
    });
    // Without the codes, a taken number answers as a free one would: no enumeration of mobiles.
    expect(unproven.json()).toEqual({ code: 0, msg: SMS_MESSAGES.expired, data: null });
    const oldCode = await smsCodeFor(app(), user.mobile!, 'bind');
    // A bind code sent before the other account took the number (sendCode refuses a taken one).
    await app().kv.set(SMS_KEYS.code('bind', other.user.mobile!), '135790', 300);
    const proven = await bind(headers, {
      old_mobile: user.mobile,
      old_code: oldCode,
      mobile: other.user.mobile,
      code: '135790',
    });
    expect(proven.json()).toEqual({ code: 0, msg: '该手机号已被其他账号绑定', data: null });
    expect(await mobileOf(other.user.id)).toBe(other.user.mobile);
    expect(await mobileOf(user.id)).toBe(user.mobile);
  });

  it('refuses a wrong old or new code, changing nothing', async () => {
    const { user, headers } = await buildSession(db());
    const next = uniqueMobile();
    const oldCode = await smsCodeFor(app(), user.mobile!, 'bind');
    const newCode = await smsCodeFor(app(), next, 'bind');
    const badOld = await bind(headers, {
      old_mobile: user.mobile,
      old_code: wrongCode(oldCode),
      mobile: next,
      code: newCode,
    });
    expect(badOld.json()).toMatchObject({ code: 0, msg: SMS_MESSAGES.wrong });
    const badNew = await bind(headers, {
      old_mobile: user.mobile,
      old_code: oldCode,
      mobile: next,
      code: wrongCode(newCode),
    });
    expect(badNew.json()).toMatchObject({ code: 0, msg: SMS_MESSAGES.wrong });
    expect(await mobileOf(user.id)).toBe(user.mobile);
  });

  it('binds a first mobile with the new code alone', async () => {
    const { user, headers } = await buildSession(db(), { mobile: null });
    const next = uniqueMobile();
    const code = await smsCodeFor(app(), next, 'bind');
    const res = await bind(headers, { mobile: next, code });
    expect(res.json()).toMatchObject({ code: 1, data: { mobile: next } });
    expect(await mobileOf(user.id)).toBe(next);
  });
});

describeEachBackend('GET /api/user/devices and POST /api/user/devices/logout', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const devices = async (headers: Headers) =>
    (await app().inject({ url: '/api/user/devices', headers })).json();
  const logout = (headers: Headers, payload: object) =>
    app().inject({ method: 'POST', url: '/api/user/devices/logout', headers, payload });
  const WINDOWS_CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

  it('requires auth', async () => {
    expect((await app().inject({ url: '/api/user/devices' })).statusCode).toBe(401);
    expect((await logout({}, { id: 1 })).statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    expect((await logout(headers, {})).statusCode).toBe(400);
    expect((await logout(headers, { id: 'abc' })).statusCode).toBe(400);
    expect((await logout(headers, { id: 0 })).statusCode).toBe(400);
  });

  it('lists the live sessions newest first, marking the current one', async () => {
    const { user, headers } = await buildSession(db());
    await issueToken(db(), user.id, { terminal: 4, userAgent: WINDOWS_CHROME, ip: '10.1.1.1' });
    const phone = await issueToken(db(), user.id, { terminal: 4, userAgent: IPHONE_SAFARI, ip: '10.2.2.2' });
    const revoked = await issueToken(db(), user.id, { terminal: 4, userAgent: 'old', ip: '10.3.3.3' });
    await logout(headers, { id: (await devices({ token: revoked.token })).data[0].id });
    const { data } = await devices({ token: phone.token });
    expect(data).toHaveLength(3);
    expect(data[0]).toMatchObject({ device: 'Safari · iPhone', ip: '10.2.2.2', current: true });
    expect(data[1]).toMatchObject({ device: 'Chrome · Windows', ip: '10.1.1.1', current: false });
    expect(data[2]).toMatchObject({ device: '未知设备', current: false });
    expect(data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(data.map((d: { ip: string }) => d.ip)).not.toContain('10.3.3.3');
  });

  it('logs one session out; its token then answers 401', async () => {
    const { user, headers } = await buildSession(db());
    const phone = await issueToken(db(), user.id, { terminal: 4, userAgent: IPHONE_SAFARI, ip: '10.2.2.2' });
    const before = (await devices(headers)).data;
    const phoneId = before.find((d: { device: string }) => d.device === 'Safari · iPhone').id;
    const res = await logout(headers, { id: phoneId });
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: null });
    expect((await app().inject({ url: '/api/user/info', headers: { token: phone.token } })).statusCode).toBe(
      401,
    );
    expect((await devices(headers)).data.map((d: { id: number }) => d.id)).not.toContain(phoneId);
    // Twice: it is gone.
    expect((await logout(headers, { id: phoneId })).statusCode).toBe(404);
  });

  it('may log out the current session', async () => {
    const { headers } = await buildSession(db());
    const [current] = (await devices(headers)).data;
    expect((await logout(headers, { id: current.id })).json().code).toBe(1);
    expect((await app().inject({ url: '/api/user/info', headers })).statusCode).toBe(401);
  });

  it("never lists or touches another user's session: 404", async () => {
    const a = await buildSession(db());
    const b = await buildSession(db());
    const [theirs] = (await devices(b.headers)).data;
    expect((await devices(a.headers)).data.map((d: { id: number }) => d.id)).not.toContain(theirs.id);
    const res = await logout(a.headers, { id: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('该登录设备不存在或已退出');
    expect((await app().inject({ url: '/api/user/info', headers: b.headers })).statusCode).toBe(200);
  });
});
