// X-Forwarded-For counts only from the proxies named in TRUST_PROXY; from anyone else it changes nothing.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { ORIGIN_MESSAGES } from '../../http/origin.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import { backends, createTestApp, type TestApp } from '../../test/backends.ts';
import { buildSession, buildUser, randomIp, TEST_PASSWORD, uniqueMobile } from '../../test/factories.ts';
import { SMS_RULES } from './sms-codes.ts';

describe('TRUST_PROXY setting', () => {
  it('is off when unset', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
  });

  it.each<[string, boolean | string[]]>([
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1,::1 ,fd00::/8', ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8']],
    ['10.0.0.0/255.0.0.0,loopback', ['10.0.0.0/255.0.0.0', 'loopback']],
  ])('takes %s as Fastify does', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes please', '2', '10.0.0.0/33', '300.1.1.1', '10.0.0.1,', '::1/129', '-1'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid setting TRUST_PROXY=/);
    },
  );
});

/** Logs in with a password through `headers` from `remoteAddress`; answers the address the session shows. */
async function sessionAddress(app: FastifyInstance, remoteAddress: string, headers: Record<string, string>) {
  const user = await buildUser(app.db);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login/account',
    payload: { account: user.account, password: TEST_PASSWORD },
    headers,
    remoteAddress,
  });
  const token = login.json().data.token as string;
  const devices = await app.inject({ url: '/api/user/devices', headers: { token } });
  return (devices.json().data as Array<{ ip: string }>)[0]!.ip;
}

/** Asks for an SMS code with a fresh mobile; answers the status. */
async function sendCode(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sms/sendCode',
    payload: { mobile: uniqueMobile() },
    headers,
    remoteAddress,
  });
  return res.statusCode;
}

async function useUpSmsBudget(app: FastifyInstance, ip: string) {
  const perIp = rateLimiter(app.kv, SMS_RULES.perIp);
  for (let i = 0; i < SMS_RULES.perIp.limit; i++) await perIp.hit(ip);
}

const backend = backends()[0]!;

describe('forwarded headers by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('a rotating X-Forwarded-For does not get past a per-address limit', async () => {
    const ip = randomIp();
    await useUpSmsBudget(t.app, ip);
    for (let i = 0; i < 3; i++) {
      expect(await sendCode(t.app, ip, { 'x-forwarded-for': randomIp() })).toBe(429);
    }
    expect(await sendCode(t.app, randomIp())).toBe(200);
  });

  it("stores the socket's address as the session's, never the header's text", async () => {
    const ip = randomIp();
    expect(await sessionAddress(t.app, ip, { 'x-forwarded-for': '<script>1.2.3.4' })).toBe(ip);
  });

  it('builds links on the scheme the request came with', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/qrcode/create',
      headers: { host: 'localhost', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.json().data.url).toMatch(/^http:\/\/localhost\//);
  });

  it('never builds a link on a Host that is not this machine (without PUBLIC_URL)', async () => {
    const { headers } = await buildSession(t.app.db);
    const evil = { host: 'evil.example' };
    const qr = await t.app.inject({ method: 'POST', url: '/api/login/qrcode/create', headers: evil });
    expect(qr.statusCode).toBe(400);
    expect(qr.json()).toEqual({ code: 0, msg: ORIGIN_MESSAGES.badHost, data: null });
    const phone = await t.app.inject({
      url: '/api/upload/generate_qrcode?dir=resume',
      headers: { ...headers, ...evil },
    });
    expect(phone.statusCode).toBe(400);
    expect(JSON.stringify(phone.json())).not.toContain('evil.example');
  });

  it('builds links on PUBLIC_URL whatever the Host says', async () => {
    const site = await createTestApp(backend, { env: { PUBLIC_URL: 'https://jobs.example.com' } });
    try {
      const { headers } = await buildSession(site.app.db);
      const evil = { host: 'evil.example' };
      const qr = await site.app.inject({ method: 'POST', url: '/api/login/qrcode/create', headers: evil });
      expect(qr.json().data.url).toMatch(/^https:\/\/jobs\.example\.com\/m\/login-confirm\?id=/);
      const phone = await site.app.inject({
        url: '/api/upload/generate_qrcode?dir=resume',
        headers: { ...headers, ...evil },
      });
      expect(JSON.stringify(phone.json())).toContain('https://jobs.example.com/m/upload?code=');
    } finally {
      await site.close();
    }
  });
});

describe('forwarded headers from a proxy named in TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    // app.inject comes from 127.0.0.1 unless told otherwise: that is the proxy here (and a neighbour's range).
    t = await createTestApp(backend, { env: { TRUST_PROXY: '127.0.0.1, 192.168.1.0/24' } });
  });
  afterAll(() => t.close());

  it('uses the forwarded address for limits and sessions', async () => {
    const client = randomIp();
    await useUpSmsBudget(t.app, client);
    expect(await sendCode(t.app, '127.0.0.1', { 'x-forwarded-for': client })).toBe(429);
    expect(await sendCode(t.app, '127.0.0.1', { 'x-forwarded-for': randomIp() })).toBe(200);
    const other = randomIp();
    expect(await sessionAddress(t.app, '127.0.0.1', { 'x-forwarded-for': other })).toBe(other);
  });

  it('uses the forwarded scheme for links', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/qrcode/create',
      headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
    });
    expect(res.json().data.url).toMatch(/^https:\/\/localhost\//);
  });

  it('never opens the dev SMS outbox to a forwarded address, not even one that says it is loopback', async () => {
    const headers = { 'x-forwarded-for': '127.0.0.1' };
    const latest = await t.app.inject({
      url: `/api/dev/sms/latest?mobile=${uniqueMobile()}`,
      headers,
      remoteAddress: '192.168.1.20',
    });
    expect(latest.statusCode).toBe(404);
    expect(latest.json().msg).toBe('接口不存在');
    const config = await t.app.inject({ url: '/api/auth/config', headers, remoteAddress: '192.168.1.20' });
    expect(config.json().data.sms_outbox).toBe(false);
  });

  it('ignores the headers from any other address', async () => {
    const ip = randomIp();
    expect(await sessionAddress(t.app, ip, { 'x-forwarded-for': randomIp() })).toBe(ip);
  });
});
