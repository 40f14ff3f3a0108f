import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimiter } from '../../http/rate-limit.ts';
import { users } from '../../infra/db/schema.ts';
import { backends, createTestApp, describeEachBackend, type TestApp } from '../../test/backends.ts';
import { buildSession, buildUser, randomIp } from '../../test/factories.ts';
import { resolveToken } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { WECHAT_LIMITS, WECHAT_START_RULE } from './wechat-service.ts';

interface WechatUser {
  openid: string;
  unionid?: string;
  nickname: string;
  headimgurl: string;
}

/** A stand-in for api.weixin.qq.com speaking its JSON shapes; codes it knows map to WeChat users. */
class WechatStandIn {
  readonly codes = new Map<string, WechatUser>();
  readonly requests: URL[] = [];
  private server: Server | undefined;
  base = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      this.requests.push(url);
      // WeChat labels its JSON text/plain.
      res.setHeader('content-type', 'text/plain');
      const q = url.searchParams;
      if (url.pathname === '/sns/oauth2/access_token') {
        const user = this.codes.get(q.get('code') ?? '');
        if (q.get('appid') !== 'wx-test-app' || q.get('secret') !== 'wx-test-secret') {
          return res.end(JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' }));
        }
        if (!user || q.get('grant_type') !== 'authorization_code') {
          return res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code, rid: 6650f2a1-1b2c3d4e' }));
        }
        return res.end(
          JSON.stringify({
            access_token: `at-${q.get('code')}`,
            expires_in: 7200,
            refresh_token: 'rt',
            openid: user.openid,
            scope: 'snsapi_login',
            ...(user.unionid ? { unionid: user.unionid } : {}),
          }),
        );
      }
      if (url.pathname === '/sns/userinfo') {
        const user = this.codes.get((q.get('access_token') ?? '').replace(/^at-/, ''));
        if (!user || user.openid !== q.get('openid')) {
          return res.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential' }));
        }
        return res.end(
          JSON.stringify({
            openid: user.openid,
            nickname: user.nickname,
            sex: 0,
            province: '',
            city: '',
            country: 'CN',
            headimgurl: user.headimgurl,
            privilege: [],
            ...(user.unionid ? { unionid: user.unionid } : {}),
          }),
        );
      }
      res.statusCode = 404;
      res.end('{"errcode":-1,"errmsg":"system error"}');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** A code WeChat would hand the browser for this user. */
  codeFor(user: WechatUser): string {
    const code = `code-${Math.random().toString(36).slice(2)}`;
    this.codes.set(code, user);
    return code;
  }
}

let seq = 0;
function wechatUser(overrides: Partial<WechatUser> = {}): WechatUser {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  return {
    openid: `o6_bmjrPTlm6_2sgVt7hMZOP${tag}`,
    unionid: `o6_bmasdasdsad6_2sgVt7hMZO${tag}`,
    nickname: `微信昵称${seq}`,
    headimgurl: `http://thirdwx.qlogo.cn/mmopen/g3MonUZtNHkdmzicIlibx6iaFqAc56vxLSUfpb6n5WKSYVY0ChQKkiaJSgQ1dZuTOgvLLrhJbERQQ4eMsv84eavHiaiceqxibJxCfHe/${seq}`,
    ...overrides,
  };
}

const scanCode = (
  app: FastifyInstance,
  query: string,
  headers: Record<string, string> = {},
  ip = randomIp(),
) => app.inject({ url: `/api/login/getScanCode${query}`, headers, remoteAddress: ip });

/** The `state` WeChat would carry back, read from the authorize URL the server built. */
function stateOf(authorizeUrl: string): string {
  return new URL(authorizeUrl).searchParams.get('state')!;
}

const callback = (app: FastifyInstance, query: Record<string, string>) =>
  app.inject({ url: `/api/login/wechat/callback?${new URLSearchParams(query)}` });

function returnOf(location: string): URL {
  return new URL(location, 'http://return.invalid');
}

for (const backend of backends()) {
  describe(`WeChat login [${backend}]`, () => {
    const wechat = new WechatStandIn();
    let current: TestApp | undefined;
    const app = () => current!.app;

    beforeAll(async () => {
      await wechat.start();
      current = await createTestApp(backend, {
        env: {
          WECHAT_APPID: 'wx-test-app',
          WECHAT_SECRET: 'wx-test-secret',
          WECHAT_API_BASE: wechat.base,
          WECHAT_OPEN_BASE: 'https://open.weixin.qq.com',
        },
      });
    });
    afterAll(async () => {
      await current?.close();
      await wechat.stop();
    });

    async function loginUrl(returnPath = '/store/dashboard/profile'): Promise<string> {
      const res = await scanCode(app(), `?url=${encodeURIComponent(returnPath)}`);
      expect(res.json().code).toBe(1);
      return res.json().data.url as string;
    }

    it('getScanCode requires auth to bind', async () => {
      const res = await scanCode(app(), '?purpose=bind');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 0, data: null });
    });

    it('400 on bad input', async () => {
      expect((await scanCode(app(), '?purpose=steal')).statusCode).toBe(400);
      expect((await scanCode(app(), `?url=/${'a'.repeat(600)}`)).statusCode).toBe(400);
      expect((await app().inject({ url: '/api/login/wechat/callback?code=x' })).statusCode).toBe(400);
      const exchange = await app().inject({ method: 'POST', url: '/api/login/wechat/exchange', payload: {} });
      expect(exchange.statusCode).toBe(400);
    });

    it("builds WeChat's QR page URL with our callback and a fresh state", async () => {
      const url = await loginUrl();
      const parsed = new URL(url);
      expect(`${parsed.origin}${parsed.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
      expect(parsed.hash).toBe('#wechat_redirect');
      expect(Object.fromEntries(parsed.searchParams)).toEqual({
        appid: 'wx-test-app',
        redirect_uri: 'http://localhost/api/login/wechat/callback',
        response_type: 'code',
        scope: 'snsapi_login',
        state: expect.stringMatching(/^[\w-]{32}$/),
      });
      expect(stateOf(await loginUrl())).not.toBe(stateOf(url));
    });

    it('accepts only return paths of this product (no open redirect)', async () => {
      for (const bad of [
        'https://evil.example/x',
        '//evil.example/x',
        '/\\evil.example',
        '/\t/evil.example',
        'javascript:alert(1)',
      ]) {
        const res = await scanCode(app(), `?url=${encodeURIComponent(bad)}`);
        expect(res.json(), bad).toEqual({ code: 0, msg: AUTH_MESSAGES.badReturnPath, data: null });
      }
      // A full URL of our own origin is reduced to its path.
      const own = await scanCode(app(), `?url=${encodeURIComponent('http://localhost:80/qzpp?a=1')}`);
      const state = stateOf(own.json().data.url);
      const user = wechatUser();
      const res = await callback(app(), { code: wechat.codeFor(user), state });
      expect(returnOf(res.headers.location as string).pathname).toBe('/qzpp');
      expect(returnOf(res.headers.location as string).searchParams.get('a')).toBe('1');
    });

    it('logs a new WeChat user in: a new account, a one-time ticket, a token', async () => {
      const user = wechatUser();
      const state = stateOf(await loginUrl('/store/dashboard/profile?from=wx'));
      const code = wechat.codeFor(user);
      const res = await callback(app(), { code, state });
      expect(res.statusCode).toBe(302);
      const back = returnOf(res.headers.location as string);
      expect(back.pathname).toBe('/store/dashboard/profile');
      expect(back.searchParams.get('from')).toBe('wx');
      const ticket = back.searchParams.get('wx_ticket')!;
      expect(ticket).toMatch(/^[\w-]{32}$/);
      const exchange = () =>
        app().inject({
          method: 'POST',
          url: '/api/login/wechat/exchange',
          payload: { ticket },
          headers: { terminal: '4' },
          remoteAddress: randomIp(),
        });
      const login = await exchange();
      expect(login.json()).toMatchObject({
        code: 1,
        msg: '登录成功',
        data: { name: user.nickname, avatar: user.headimgurl.replace('http://', 'https://'), account: '' },
      });
      const auth = await resolveToken(app().db, login.json().data.token);
      const [row] = await app().db.select().from(users).where(eq(users.id, auth!.userId));
      expect(row).toMatchObject({ wechatOpenid: user.openid, wechatUnionid: user.unionid, mobile: null });
      expect((await exchange()).json()).toEqual({
        code: 0,
        msg: AUTH_MESSAGES.wechatTicketExpired,
        data: null,
      });

      const tokenCall = wechat.requests.find(
        (u) => u.pathname === '/sns/oauth2/access_token' && u.searchParams.get('code') === code,
      );
      expect(Object.fromEntries(tokenCall!.searchParams)).toMatchObject({
        appid: 'wx-test-app',
        secret: 'wx-test-secret',
        grant_type: 'authorization_code',
      });

      // The same WeChat again is the same account.
      const again = await callback(app(), { code: wechat.codeFor(user), state: stateOf(await loginUrl()) });
      const ticket2 = returnOf(again.headers.location as string).searchParams.get('wx_ticket')!;
      const login2 = await app().inject({
        method: 'POST',
        url: '/api/login/wechat/exchange',
        payload: { ticket: ticket2 },
      });
      expect((await resolveToken(app().db, login2.json().data.token))?.userId).toBe(auth!.userId);
    });

    it('an invalid code (errcode 40029) returns with a message, not a login', async () => {
      const state = stateOf(await loginUrl('/store/entry/loginQRCode'));
      const res = await callback(app(), { code: 'expired-or-made-up', state });
      expect(res.statusCode).toBe(302);
      const back = returnOf(res.headers.location as string);
      expect(back.pathname).toBe('/store/entry/loginQRCode');
      expect(back.searchParams.get('wx_error')).toBe(AUTH_MESSAGES.wechatFailed);
      expect(back.searchParams.has('wx_ticket')).toBe(false);
    });

    it('a state is good once; an unknown one returns to the login page with a message', async () => {
      const state = stateOf(await loginUrl());
      const user = wechatUser();
      expect((await callback(app(), { code: wechat.codeFor(user), state })).statusCode).toBe(302);
      const replay = await callback(app(), { code: wechat.codeFor(user), state });
      const back = returnOf(replay.headers.location as string);
      expect(back.pathname).toBe('/store/entry/loginQRCode');
      expect(back.searchParams.get('wx_error')).toBe(AUTH_MESSAGES.wechatStateExpired);
    });

    it('the user declining on WeChat (no code) returns with a message', async () => {
      const state = stateOf(await loginUrl());
      const res = await callback(app(), { state });
      expect(returnOf(res.headers.location as string).searchParams.get('wx_error')).toBe(
        AUTH_MESSAGES.wechatDenied,
      );
    });

    it('a WeChat without unionid is found by openid', async () => {
      const user = wechatUser({ unionid: undefined });
      const first = await callback(app(), { code: wechat.codeFor(user), state: stateOf(await loginUrl()) });
      const second = await callback(app(), { code: wechat.codeFor(user), state: stateOf(await loginUrl()) });
      const ids = [];
      for (const res of [first, second]) {
        const ticket = returnOf(res.headers.location as string).searchParams.get('wx_ticket')!;
        const login = await app().inject({
          method: 'POST',
          url: '/api/login/wechat/exchange',
          payload: { ticket },
        });
        ids.push((await resolveToken(app().db, login.json().data.token))?.userId);
      }
      expect(ids[0]).toBeTypeOf('number');
      expect(ids[1]).toBe(ids[0]);
    });

    it('binds WeChat to the logged-in account; another account cannot take it', async () => {
      const a = await buildSession(app().db);
      const b = await buildSession(app().db);
      const user = wechatUser();
      const bindUrl = async (headers: Record<string, string>) => {
        const res = await scanCode(app(), '?purpose=bind', headers);
        expect(res.json().code).toBe(1);
        return stateOf(res.json().data.url);
      };
      const res = await callback(app(), { code: wechat.codeFor(user), state: await bindUrl(a.headers) });
      const back = returnOf(res.headers.location as string);
      expect(back.pathname).toBe('/store/personal/security');
      expect(back.searchParams.get('wx_bind')).toBe('ok');
      const [row] = await app().db.select().from(users).where(eq(users.id, a.user.id));
      expect(row).toMatchObject({ wechatOpenid: user.openid, wechatUnionid: user.unionid });

      const taken = await callback(app(), { code: wechat.codeFor(user), state: await bindUrl(b.headers) });
      expect(returnOf(taken.headers.location as string).searchParams.get('wx_bind')).toBe(
        '该微信已绑定其他账号',
      );
      const [rowB] = await app().db.select().from(users).where(eq(users.id, b.user.id));
      expect(rowB!.wechatOpenid).toBeNull();

      // Logging in with that WeChat now reaches account A.
      const login = await callback(app(), { code: wechat.codeFor(user), state: stateOf(await loginUrl()) });
      const ticket = returnOf(login.headers.location as string).searchParams.get('wx_ticket')!;
      const exchange = await app().inject({
        method: 'POST',
        url: '/api/login/wechat/exchange',
        payload: { ticket },
      });
      expect((await resolveToken(app().db, exchange.json().data.token))?.userId).toBe(a.user.id);
    });

    it('a failed bind says why on the return page', async () => {
      const a = await buildSession(app().db);
      const res = await scanCode(app(), '?purpose=bind&url=/store/personal/basic', a.headers);
      const cb = await callback(app(), { code: 'bad', state: stateOf(res.json().data.url) });
      const back = returnOf(cb.headers.location as string);
      expect(back.pathname).toBe('/store/personal/basic');
      expect(back.searchParams.get('wx_bind')).toBe(AUTH_MESSAGES.wechatFailed);
    });

    it('keeps a WeChat nickname to 20 characters without splitting an emoji', async () => {
      const user = wechatUser({ nickname: `${'小'.repeat(19)}😀😀` });
      const res = await callback(app(), { code: wechat.codeFor(user), state: stateOf(await loginUrl()) });
      const ticket = returnOf(res.headers.location as string).searchParams.get('wx_ticket')!;
      const login = await app().inject({
        method: 'POST',
        url: '/api/login/wechat/exchange',
        payload: { ticket },
      });
      expect(login.json().data.name).toBe(`${'小'.repeat(19)}😀`);
    });

    it('429 when one IP starts too many authorisations', async () => {
      const ip = randomIp();
      const starts = rateLimiter(app().kv, WECHAT_START_RULE);
      for (let i = 0; i < WECHAT_LIMITS.startsPerIp; i++) await starts.hit(ip);
      const res = await scanCode(app(), '?url=/', {}, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.lookupLimit, data: null });
    });

    it('tells the web app WeChat is on', async () => {
      expect((await app().inject({ url: '/api/auth/config' })).json().data.wechat).toBe(true);
    });

    it('a user of another account is never logged in by someone else’s WeChat', async () => {
      const victim = await buildUser(app().db);
      const stranger = wechatUser();
      const res = await callback(app(), { code: wechat.codeFor(stranger), state: stateOf(await loginUrl()) });
      const ticket = returnOf(res.headers.location as string).searchParams.get('wx_ticket')!;
      const login = await app().inject({
        method: 'POST',
        url: '/api/login/wechat/exchange',
        payload: { ticket },
      });
      expect((await resolveToken(app().db, login.json().data.token))?.userId).not.toBe(victim.id);
    });
  });
}

describeEachBackend('WeChat login when not configured', (ctx) => {
  it('answers a clear code-0 message on every step', async () => {
    const { app } = ctx();
    const off = { code: 0, msg: '微信登录未开通', data: null };
    expect((await app.inject({ url: '/api/login/getScanCode?url=/' })).json()).toEqual(off);
    expect((await app.inject({ url: '/api/login/wechat/callback?code=a&state=b' })).json()).toEqual(off);
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/login/wechat/exchange',
      payload: { ticket: 't' },
    });
    expect(exchange.json()).toEqual(off);
  });
});
