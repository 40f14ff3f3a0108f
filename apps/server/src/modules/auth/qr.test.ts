import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { expect, it, vi } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import { createTestApp, describeEachBackend, openTestDatabase } from '../../test/backends.ts';
import { buildSession, randomIp } from '../../test/factories.ts';
import { connect, socketBase } from '../../test/ws-client.ts';
import { resolveToken } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { QR_CREATE_RULE, QR_KEYS, QR_LIMITS, type QrRecord } from './qr-service.ts';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

interface Created {
  id: string;
  secret: string;
  url: string;
  expires_in: number;
}

async function createCode(app: FastifyInstance, ip = randomIp()): Promise<Created> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/qrcode/create',
    headers: { 'user-agent': CHROME_LINUX },
    remoteAddress: ip,
  });
  expect(res.json().code).toBe(1);
  return res.json().data as Created;
}

const postAs = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { terminal: '4', ...headers } });

/** A desktop watching a code: every message it got, and the close code once closed. */
async function watch(app: FastifyInstance, id: string, secret: string) {
  const messages: unknown[] = [];
  const state: { closeCode?: number } = {};
  const ws = await app.injectWS(
    `/api/login/qrcode/socket?id=${encodeURIComponent(id)}&secret=${encodeURIComponent(secret)}`,
    {},
    {
      onInit: (socket) => {
        socket.on('message', (data) => messages.push(JSON.parse(String(data))));
        socket.on('close', (code) => {
          state.closeCode = code;
        });
      },
    },
  );
  return { ws, messages, state };
}

const isState = (message: unknown, state: string) => (message as { state?: string }).state === state;
const httpBase = (app: FastifyInstance) => socketBase(app).replace(/^ws:/, 'http:');

const sees = (messages: unknown[], event: object) =>
  vi.waitFor(() => expect(messages).toContainEqual(event), { timeout: 5000, interval: 20 });

describeEachBackend('QR login', (ctx, backend) => {
  it('requires auth to scan and to confirm', async () => {
    const { app } = ctx();
    const { id } = await createCode(app);
    expect((await postAs(app, '/api/login/qrcode/scan', { id })).statusCode).toBe(401);
    expect((await postAs(app, '/api/login/qrcode/confirm', { id, approve: true })).statusCode).toBe(401);
    expect((await postAs(app, '/api/login/qrcode/scan', { id }, { token: 'forged' })).statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const { app } = ctx();
    const { headers } = await buildSession(app.db);
    expect((await postAs(app, '/api/login/qrcode/scan', {}, headers)).statusCode).toBe(400);
    expect((await postAs(app, '/api/login/qrcode/confirm', { id: 'x' }, headers)).statusCode).toBe(400);
    expect(
      (await postAs(app, '/api/login/qrcode/confirm', { id: 'x', approve: 'yes' }, headers)).statusCode,
    ).toBe(400);
    expect((await postAs(app, '/api/login/qrcode/exchange', { id: 'x' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/login/qrcode/status?id=x' })).statusCode).toBe(400);
    await expect(app.injectWS('/api/login/qrcode/socket?id=x')).rejects.toThrow(/400/);
  });

  it('creates a code of a product page, valid for 120 s', async () => {
    const { app } = ctx();
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/qrcode/create',
      headers: { host: 'localhost:8080' },
    });
    const data = res.json().data as Created;
    expect(data.expires_in).toBe(120);
    expect(data.url).toBe(`http://localhost:8080/m/login-confirm?id=${data.id}`);
    expect(data.secret.length).toBeGreaterThanOrEqual(40);
    const raw = JSON.parse((await app.kv.get(QR_KEYS.record(data.id)))!) as QrRecord;
    expect(raw).toMatchObject({ state: 'waiting', device: '未知设备' });
    expect(JSON.stringify(raw)).not.toContain(data.secret);
    expect(await app.kv.ttl(QR_KEYS.record(data.id))).toBeGreaterThan(115);
  });

  it('end to end: waiting, scanned, confirmed, one token for the phone’s user, then gone', async () => {
    const { app } = ctx();
    const phone = await buildSession(app.db, { nickname: '扫码人' });
    const ip = randomIp();
    const { id, secret } = await createCode(app, ip);
    const desktop = await watch(app, id, secret);
    await sees(desktop.messages, { state: 'waiting' });

    const scan = await postAs(app, '/api/login/qrcode/scan', { id }, phone.headers);
    expect(scan.json()).toEqual({
      code: 1,
      msg: 'success',
      data: { state: 'scanned', device: 'Chrome · Linux', ip, created_at: expect.any(String) },
    });
    await sees(desktop.messages, { state: 'scanned' });
    expect(
      (await app.inject({ url: `/api/login/qrcode/status?id=${id}&secret=${secret}` })).json().data,
    ).toEqual({
      state: 'scanned',
    });

    desktop.ws.send(JSON.stringify({ type: 'heartbeat' }));
    await sees(desktop.messages, { type: 'heartbeat' });

    const early = await postAs(app, '/api/login/qrcode/exchange', { id, secret });
    expect(early.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrWaitConfirm, data: null });

    const confirm = await postAs(app, '/api/login/qrcode/confirm', { id, approve: true }, phone.headers);
    expect(confirm.json()).toEqual({ code: 1, msg: 'success', data: { state: 'confirmed' } });
    await sees(desktop.messages, { state: 'confirmed' });
    await vi.waitFor(() => expect(desktop.state.closeCode).toBe(1000));
    expect(desktop.messages.filter((m) => (m as { state?: string }).state)).toEqual([
      { state: 'waiting' },
      { state: 'scanned' },
      { state: 'confirmed' },
    ]);

    const exchange = await postAs(app, '/api/login/qrcode/exchange', { id, secret });
    expect(exchange.json()).toMatchObject({ code: 1, msg: '登录成功', data: { name: '扫码人' } });
    const token = exchange.json().data.token as string;
    expect(token).not.toBe(phone.token);
    expect((await resolveToken(app.db, token))?.userId).toBe(phone.user.id);
    // The new token works on a protected route.
    const probe = await postAs(app, '/api/login/qrcode/scan', { id: 'probe' }, { token });
    expect(probe.statusCode).toBe(200);
    expect(probe.json().msg).toBe(AUTH_MESSAGES.qrExpired);

    const second = await postAs(app, '/api/login/qrcode/exchange', { id, secret });
    expect(second.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrExpired, data: null });
    expect(
      (await app.inject({ url: `/api/login/qrcode/status?id=${id}&secret=${secret}` })).json().data,
    ).toEqual({
      state: 'expired',
    });
  });

  it('refuses a wrong secret: no socket, no status, no token', async () => {
    const { app } = ctx();
    const phone = await buildSession(app.db);
    const { id, secret } = await createCode(app);
    await expect(app.injectWS(`/api/login/qrcode/socket?id=${id}&secret=wrong${secret}`)).rejects.toThrow(
      /403/,
    );
    const status = await app.inject({ url: `/api/login/qrcode/status?id=${id}&secret=nope` });
    expect(status.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrInvalid, data: null });
    await postAs(app, '/api/login/qrcode/scan', { id }, phone.headers);
    await postAs(app, '/api/login/qrcode/confirm', { id, approve: true }, phone.headers);
    const stolen = await postAs(app, '/api/login/qrcode/exchange', { id, secret: 'guess' });
    expect(stolen.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrInvalid, data: null });
    // The right secret still collects it.
    expect((await postAs(app, '/api/login/qrcode/exchange', { id, secret })).json().code).toBe(1);
  });

  it('pushes expired when the code runs out though nobody acts, and closes', async () => {
    const { app } = ctx();
    const { id, secret } = await createCode(app);
    // Stand in for the clock: the code has under a second left.
    const record = JSON.parse((await app.kv.get(QR_KEYS.record(id)))!) as QrRecord;
    await app.kv.set(QR_KEYS.record(id), JSON.stringify({ ...record, expires_at: Date.now() + 600 }), 2);
    const desktop = await watch(app, id, secret);
    await sees(desktop.messages, { state: 'waiting' });
    await sees(desktop.messages, { state: 'expired' });
    await vi.waitFor(() => expect(desktop.state.closeCode).toBe(1000));
    const { headers } = await buildSession(app.db);
    expect((await postAs(app, '/api/login/qrcode/scan', { id }, headers)).json()).toEqual({
      code: 0,
      msg: '二维码已过期，请刷新',
      data: null,
    });
    expect(
      (await app.inject({ url: `/api/login/qrcode/status?id=${id}&secret=${secret}` })).json().data,
    ).toEqual({
      state: 'expired',
    });
  });

  it('an unknown code reads as expired everywhere', async () => {
    const { app } = ctx();
    const desktop = await watch(app, 'unknown-id', 'whatever');
    await sees(desktop.messages, { state: 'expired' });
    await vi.waitFor(() => expect(desktop.state.closeCode).toBe(1000));
    const { headers } = await buildSession(app.db);
    for (const [url, payload] of [
      ['/api/login/qrcode/scan', { id: 'unknown-id' }],
      ['/api/login/qrcode/confirm', { id: 'unknown-id', approve: true }],
    ] as const) {
      expect((await postAs(app, url, payload, headers)).json().msg).toBe('二维码已过期，请刷新');
    }
    expect(
      (await postAs(app, '/api/login/qrcode/exchange', { id: 'unknown-id', secret: 'x' })).json().msg,
    ).toBe('二维码已过期，请刷新');
  });

  it('the phone may cancel: the desktop hears it and gets no token', async () => {
    const { app } = ctx();
    const phone = await buildSession(app.db);
    const { id, secret } = await createCode(app);
    const desktop = await watch(app, id, secret);
    await postAs(app, '/api/login/qrcode/scan', { id }, phone.headers);
    const cancel = await postAs(app, '/api/login/qrcode/confirm', { id, approve: false }, phone.headers);
    expect(cancel.json().data).toEqual({ state: 'cancelled' });
    await sees(desktop.messages, { state: 'cancelled' });
    await vi.waitFor(() => expect(desktop.state.closeCode).toBe(1000));
    expect((await postAs(app, '/api/login/qrcode/exchange', { id, secret })).json().msg).toBe(
      AUTH_MESSAGES.qrCancelled,
    );
  });

  it('confirm needs a scan first, by the same user; another user can neither take over nor confirm', async () => {
    const { app } = ctx();
    const a = await buildSession(app.db);
    const b = await buildSession(app.db);
    const { id, secret } = await createCode(app);
    expect(
      (await postAs(app, '/api/login/qrcode/confirm', { id, approve: true }, a.headers)).json().msg,
    ).toBe(AUTH_MESSAGES.qrNotScanned);
    expect((await postAs(app, '/api/login/qrcode/scan', { id }, a.headers)).json().code).toBe(1);
    expect((await postAs(app, '/api/login/qrcode/scan', { id }, a.headers)).json().code).toBe(1);
    expect((await postAs(app, '/api/login/qrcode/scan', { id }, b.headers)).json().msg).toBe(
      AUTH_MESSAGES.qrScannedByOther,
    );
    expect(
      (await postAs(app, '/api/login/qrcode/confirm', { id, approve: true }, b.headers)).json().msg,
    ).toBe(AUTH_MESSAGES.qrScannedByOther);
    expect(
      (await postAs(app, '/api/login/qrcode/confirm', { id, approve: true }, a.headers)).json().code,
    ).toBe(1);
    expect(
      (await postAs(app, '/api/login/qrcode/confirm', { id, approve: false }, a.headers)).json().msg,
    ).toBe(AUTH_MESSAGES.qrUsed);
    const token = (await postAs(app, '/api/login/qrcode/exchange', { id, secret })).json().data.token;
    expect((await resolveToken(app.db, token))?.userId).toBe(a.user.id);
  });

  it('never writes the secret to the log', async () => {
    const { config, infra } = ctx();
    const lines: string[] = [];
    const logger = pino(
      { ...loggerOptions(config), level: 'info' },
      { write: (line: string) => lines.push(line) },
    );
    const logged = await buildApp(config, infra, { logger });
    await logged.ready();
    try {
      const phone = await buildSession(logged.db);
      const { id, secret } = await createCode(logged);
      const desktop = await watch(logged, id, secret);
      await sees(desktop.messages, { state: 'waiting' });
      await logged.inject({ url: `/api/login/qrcode/status?id=${id}&secret=${secret}` });
      await postAs(logged, '/api/login/qrcode/scan', { id }, phone.headers);
      await postAs(logged, '/api/login/qrcode/confirm', { id, approve: true }, phone.headers);
      await postAs(logged, '/api/login/qrcode/exchange', { id, secret });
      expect(lines.some((line) => line.includes('/api/login/qrcode/create'))).toBe(true);
      expect(lines.join('\n')).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });

  it('429 when one IP creates codes too fast', async () => {
    const { app } = ctx();
    const ip = randomIp();
    const creates = rateLimiter(app.kv, QR_CREATE_RULE);
    for (let i = 0; i < QR_LIMITS.createsPerIp; i++) await creates.hit(ip);
    const res = await app.inject({ method: 'POST', url: '/api/login/qrcode/create', remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrTooMany, data: null });
  });

  // Only where there is a Redis to share (defined, not skipped, elsewhere: CI treats skips as failures).
  if (backend !== 'postgres') return;
  it('two processes on one Redis: the socket held by A hears a confirmation made through B', async () => {
    // Two instances of one deployment: one database, one Redis, the same REDIS_PREFIX.
    const env = { REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:` };
    const database = await openTestDatabase('postgres');
    const a = await createTestApp('postgres', { env, database });
    const b = await createTestApp('postgres', { env, database });
    try {
      await a.app.listen({ port: 0, host: '127.0.0.1' });
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const callB = async (url: string, body: object, headers: Record<string, string> = {}) => {
        const res = await fetch(new URL(url, httpBase(b.app)), {
          method: 'POST',
          headers: { 'content-type': 'application/json', terminal: '4', ...headers },
          body: JSON.stringify(body),
        });
        return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> | null };
      };

      const phone = await buildSession(b.app.db, { nickname: '另一台' });
      const { id, secret } = await createCode(a.app);
      const query = new URLSearchParams({ id, secret });
      const desktop = await connect(`${socketBase(a.app)}/api/login/qrcode/socket?${query}`);
      await desktop.received((m) => isState(m, 'waiting'));

      expect((await callB('/api/login/qrcode/scan', { id }, phone.headers)).code).toBe(1);
      await desktop.received((m) => isState(m, 'scanned'));
      expect((await callB('/api/login/qrcode/confirm', { id, approve: true }, phone.headers)).data).toEqual({
        state: 'confirmed',
      });
      await desktop.received((m) => isState(m, 'confirmed'));
      expect(await desktop.closed).toBe(1000);

      const exchange = await callB('/api/login/qrcode/exchange', { id, secret });
      expect((await resolveToken(a.app.db, String(exchange.data?.token)))?.userId).toBe(phone.user.id);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
