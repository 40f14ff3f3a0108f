// A QR code is made for one kind of account: only that kind may scan and confirm it.
import { USER_TYPE } from '@app/shared/constants';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession, randomIp } from '../../test/factories.ts';
import { resolveToken } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { QR_KEYS, type QrRecord } from './qr-service.ts';

type Scene = 'user' | 'business' | undefined;

async function createCode(app: FastifyInstance, scene: Scene) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login/qrcode/create',
    ...(scene ? { payload: { scene } } : {}),
    remoteAddress: randomIp(),
  });
  expect(res.json().code).toBe(1);
  return res.json().data as { id: string; secret: string };
}

const postAs = (app: FastifyInstance, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers: { terminal: '4', ...headers } });

/** Puts the code in the scanned state for `userId`, as if the scan had let them through. */
async function markScanned(app: FastifyInstance, id: string, userId: number) {
  const record = JSON.parse((await app.kv.get(QR_KEYS.record(id)))!) as QrRecord;
  await app.kv.set(QR_KEYS.record(id), JSON.stringify({ ...record, state: 'scanned', userId }), 60);
}

describeEachBackend('QR login by kind of account', (ctx) => {
  it("a job seeker's code cannot be scanned or confirmed by a recruiter", async () => {
    const { app } = ctx();
    const recruiter = await buildSession(app.db, { userType: USER_TYPE.business });
    for (const scene of [undefined, 'user'] as const) {
      const { id, secret } = await createCode(app, scene);
      const scan = await postAs(app, '/api/login/qrcode/scan', { id }, recruiter.headers);
      expect(scan.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrForSeekers, data: null });
      // Confirm checks on its own, whatever happened at the scan.
      await markScanned(app, id, recruiter.user.id);
      const confirm = await postAs(
        app,
        '/api/login/qrcode/confirm',
        { id, approve: true },
        recruiter.headers,
      );
      expect(confirm.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrForSeekers, data: null });
      const exchange = await postAs(app, '/api/login/qrcode/exchange', { id, secret });
      expect(exchange.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrWaitConfirm, data: null });
    }
  });

  it("a recruiter's code cannot be scanned or confirmed by a job seeker", async () => {
    const { app } = ctx();
    const seeker = await buildSession(app.db);
    const { id, secret } = await createCode(app, 'business');
    const scan = await postAs(app, '/api/login/qrcode/scan', { id }, seeker.headers);
    expect(scan.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrForBusiness, data: null });
    await markScanned(app, id, seeker.user.id);
    const confirm = await postAs(app, '/api/login/qrcode/confirm', { id, approve: true }, seeker.headers);
    expect(confirm.json()).toEqual({ code: 0, msg: AUTH_MESSAGES.qrForBusiness, data: null });
    const exchange = await postAs(app, '/api/login/qrcode/exchange', { id, secret });
    expect(exchange.json().code).toBe(0);
  });

  it('each kind confirms its own code', async () => {
    const { app } = ctx();
    for (const [scene, userType] of [
      ['user', USER_TYPE.seeker],
      ['business', USER_TYPE.business],
    ] as const) {
      const phone = await buildSession(app.db, { userType });
      const { id, secret } = await createCode(app, scene);
      expect((await postAs(app, '/api/login/qrcode/scan', { id }, phone.headers)).json().code).toBe(1);
      const confirm = await postAs(app, '/api/login/qrcode/confirm', { id, approve: true }, phone.headers);
      expect(confirm.json()).toEqual({ code: 1, msg: 'success', data: { state: 'confirmed' } });
      const exchange = await postAs(app, '/api/login/qrcode/exchange', { id, secret });
      const token = exchange.json().data.token as string;
      expect((await resolveToken(app.db, token))?.userId).toBe(phone.user.id);
    }
  });

  it('400 on an unknown scene', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/login/qrcode/create',
      payload: { scene: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('scene');
  });
});
