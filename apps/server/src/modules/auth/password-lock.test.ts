import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { buildUser, randomIp, requestSmsCode, TEST_PASSWORD, uniqueAccount } from '../../test/factories.ts';
import type { User } from '../users/index.ts';
import { issueToken } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { PASSWORD_LOCK, PASSWORD_LOCK_KEYS } from './password-lock.ts';

const WRONG = 'Wrong1234';

const from = (app: FastifyInstance, ip: string, payload: { account: string | null; password: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/login/account',
    payload,
    headers: { terminal: '4' },
    remoteAddress: ip,
  });

/** Logs in by SMS code from `ip`, as the owner would with the phone in hand. */
async function smsLogin(app: FastifyInstance, user: User, ip: string) {
  const code = await requestSmsCode(app, user.mobile!);
  return app.inject({
    method: 'POST',
    url: '/api/login/mobileLogin',
    payload: { mobile: user.mobile, code },
    remoteAddress: ip,
  });
}

/** Logs in by QR from `ip`: the phone, already logged in as the user, scans and confirms. */
async function qrLogin(app: FastifyInstance, user: User, ip: string) {
  const { token } = await issueToken(app.db, user.id, { terminal: 4, userAgent: 'phone', ip: randomIp() });
  const headers = { token, terminal: '4' };
  const created = (
    await app.inject({ method: 'POST', url: '/api/login/qrcode/create', remoteAddress: ip })
  ).json().data as { id: string; secret: string };
  const phone = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
  await phone('/api/login/qrcode/scan', { id: created.id });
  await phone('/api/login/qrcode/confirm', { id: created.id, approve: true });
  return app.inject({
    method: 'POST',
    url: '/api/login/qrcode/exchange',
    payload: created,
    remoteAddress: ip,
  });
}

describeEachBackend('password guessing limits', (ctx) => {
  it('five failures from one address lock the account there for 15 minutes, even for the right password', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const ip = randomIp();
    for (let i = 1; i < PASSWORD_LOCK.maxFailures; i++) {
      expect((await from(app, ip, { account: user.account, password: WRONG })).json().msg).toBe(
        '账号或密码错误',
      );
    }
    // The fifth failure, here by mobile: the same account, the same count.
    const fifth = await from(app, ip, { account: user.mobile, password: WRONG });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      code: 0,
      msg: '密码错误次数过多，账号已锁定，请15分钟后再试',
      data: null,
    });
    expect(Number(fifth.headers['retry-after'])).toBe(900);
    const locked = await from(app, ip, { account: user.account, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().msg).toMatch(/^密码错误次数过多，账号已锁定，请1[45]分钟后再试$/);
    const lockKey = PASSWORD_LOCK_KEYS.lock({ subject: `u:${user.id}`, ip });
    expect(await app.kv.ttl(lockKey)).toBeGreaterThan(890);
    // Fifteen minutes pass.
    await app.kv.del(lockKey);
    expect((await from(app, ip, { account: user.account, password: TEST_PASSWORD })).json().code).toBe(1);
  });

  it('a lock at one address never locks the owner out at another', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const attacker = randomIp();
    for (let i = 0; i < PASSWORD_LOCK.maxFailures + 2; i++) {
      await from(app, attacker, { account: user.account, password: WRONG });
    }
    expect((await from(app, attacker, { account: user.account, password: TEST_PASSWORD })).statusCode).toBe(
      429,
    );
    const owner = await from(app, randomIp(), { account: user.account, password: TEST_PASSWORD });
    expect(owner.json()).toMatchObject({ code: 1, msg: '登录成功' });
  });

  it('a success clears the failure count of that address', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const ip = randomIp();
    for (let i = 1; i < PASSWORD_LOCK.maxFailures; i++)
      await from(app, ip, { account: user.account, password: WRONG });
    expect((await from(app, ip, { account: user.account, password: TEST_PASSWORD })).json().code).toBe(1);
    for (let i = 1; i < PASSWORD_LOCK.maxFailures; i++) {
      expect((await from(app, ip, { account: user.account, password: WRONG })).statusCode).toBe(200);
    }
  });

  it('unknown names lock too, so a lock never tells whether an account exists', async () => {
    const { app } = ctx();
    const ip = randomIp();
    const name = uniqueAccount();
    for (let i = 1; i < PASSWORD_LOCK.maxFailures; i++)
      await from(app, ip, { account: name, password: WRONG });
    expect((await from(app, ip, { account: name, password: WRONG })).statusCode).toBe(429);
  });

  it('caps wrong passwords from one address across many accounts', async () => {
    const { app } = ctx();
    const ip = randomIp();
    const victim = await buildUser(app.db);
    for (let i = 0; i < PASSWORD_LOCK.perIpPerHour; i++) {
      // A different made-up name each time: no single account reaches its own lock.
      expect((await from(app, ip, { account: uniqueAccount(), password: WRONG })).statusCode).toBe(200);
    }
    const blocked = await from(app, ip, { account: victim.account, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('当前网络密码错误次数过多，请稍后再试');
    // Another address is not affected, and the victim's account was never locked.
    const elsewhere = await from(app, randomIp(), { account: victim.account, password: TEST_PASSWORD });
    expect(elsewhere.json().code).toBe(1);
  });

  it('twenty failures from many addresses in an hour pause password checks of the account everywhere', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    // Four guesses from each of five addresses: no address reaches its own lock.
    for (let a = 0; a < PASSWORD_LOCK.perAccountPerHour / 4; a++) {
      const ip = randomIp();
      for (let i = 0; i < 4; i++) {
        expect((await from(app, ip, { account: user.account, password: WRONG })).statusCode).toBe(200);
      }
    }
    const paused = await from(app, randomIp(), { account: user.account, password: TEST_PASSWORD });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().msg).toMatch(
      /^该账号密码错误次数过多，已暂停密码登录，请(60|59)分钟后再试，或使用验证码登录$/,
    );
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(3500);
    // The security page checks the same limits.
    const { token } = await issueToken(app.db, user.id, { terminal: 4, userAgent: 'vitest', ip: randomIp() });
    const change = await app.inject({
      method: 'POST',
      url: '/api/user/changePassword',
      headers: { token, terminal: '4' },
      payload: { old_password: TEST_PASSWORD, password: 'Brandnew99' },
      remoteAddress: randomIp(),
    });
    expect(change.statusCode).toBe(429);
    // Another account is not touched.
    const other = await buildUser(app.db);
    expect(
      (await from(app, randomIp(), { account: other.account, password: TEST_PASSWORD })).json().code,
    ).toBe(1);
  });

  it('never blocks SMS or QR login because of wrong passwords', async () => {
    const { app } = ctx();
    const user = await buildUser(app.db);
    const ip = randomIp();
    // Locked at this address, and paused for the account everywhere.
    for (let i = 0; i < PASSWORD_LOCK.perAccountPerHour; i++) {
      await from(app, i < PASSWORD_LOCK.maxFailures ? ip : randomIp(), {
        account: user.account,
        password: WRONG,
      });
    }
    expect((await from(app, ip, { account: user.account, password: TEST_PASSWORD })).statusCode).toBe(429);
    expect((await from(app, randomIp(), { account: user.account, password: TEST_PASSWORD })).statusCode).toBe(
      429,
    );
    expect((await smsLogin(app, user, ip)).json()).toMatchObject({ code: 1, msg: '登录成功' });
    expect((await qrLogin(app, user, ip)).json()).toMatchObject({ code: 1, msg: '登录成功' });
    // The same from an address whose wrong passwords across accounts are capped.
    const sprayer = randomIp();
    for (let i = 0; i < PASSWORD_LOCK.perIpPerHour; i++) {
      await from(app, sprayer, { account: uniqueAccount(), password: WRONG });
    }
    expect((await from(app, sprayer, { account: user.account, password: TEST_PASSWORD })).json().msg).toBe(
      AUTH_MESSAGES.ipLocked,
    );
    expect((await smsLogin(app, user, sprayer)).json().code).toBe(1);
    expect((await qrLogin(app, user, sprayer)).json().code).toBe(1);
  });

  it("another account's failures never lock this one", async () => {
    const { app } = ctx();
    const ip = randomIp();
    const victim = await buildUser(app.db);
    const other = await buildUser(app.db);
    for (let i = 0; i < PASSWORD_LOCK.maxFailures + 1; i++)
      await from(app, ip, { account: other.account, password: WRONG });
    expect((await from(app, ip, { account: victim.account, password: TEST_PASSWORD })).json().code).toBe(1);
  });
});
