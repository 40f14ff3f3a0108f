import { CONSULT_MESSAGES } from '@app/shared/coaching';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { submitConsult } from './service.ts';
import { consults } from './tables.ts';

describeEachBackend('POST /api/consult', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  // Each test its own phone, so requests of other tests are not 'the same phone'.
  let phone = 13_900_000_000 + Math.floor(Math.random() * 90_000_000);
  const nextPhone = () => String(++phone);
  const send = (payload: object, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    app().inject({ method: 'POST', url: '/api/consult', headers, payload, remoteAddress: ip });
  const form = (mobile: string, extra: object = {}) => ({
    name: '王同学',
    mobile,
    topic: 'resume',
    preferred_time: '工作日晚上',
    message: '想改简历',
    ...extra,
  });
  const rowsOf = (mobile: string) => db().select().from(consults).where(eq(consults.mobile, mobile));

  it('needs no login: a guest’s request is stored as a lead and confirmed', async () => {
    const mobile = nextPhone();
    const res = await send(form(mobile));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, msg: CONSULT_MESSAGES.received, data: { updated: false } });
    expect(await rowsOf(mobile)).toEqual([
      expect.objectContaining({
        userId: null,
        name: '王同学',
        topic: 'resume',
        preferredTime: '工作日晚上',
        message: '想改简历',
        source: 'coaching',
        status: 'new',
      }),
    ]);
  });

  it('400 on bad input: the phone is validated, name and topic required', async () => {
    for (const payload of [
      form('12345'),
      form('2390000000a'),
      form(nextPhone(), { name: '  ' }),
      form(nextPhone(), { topic: 'lottery' }),
      { name: '王', topic: 'resume' },
      form(nextPhone(), { message: 'x'.repeat(501) }),
    ]) {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(0);
    }
    expect((await send(form('12345'))).json().msg).toContain(CONSULT_MESSAGES.mobileInvalid);
  });

  it('a second request from the same phone within a day updates the first', async () => {
    const mobile = nextPhone();
    const first = (await send(form(mobile))).json().data;
    const { headers, user } = await buildSession(db());
    const second = await send(form(mobile, { topic: 'offer', preferred_time: '周末上午' }), headers);
    expect(second.json()).toMatchObject({
      msg: CONSULT_MESSAGES.updated,
      data: { id: first.id, updated: true },
    });
    const rows = await rowsOf(mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ topic: 'offer', preferredTime: '周末上午', userId: user.id });
  });

  it('after a day the same phone makes a new lead', async () => {
    const mobile = nextPhone();
    const input = { ...form(mobile), source: 'business' as const, topic: 'hiring' as const };
    const first = await submitConsult(db(), null, input, new Date('2026-01-01T10:00:00Z'));
    await db()
      .update(consults)
      .set({ createdAt: new Date('2026-01-01T10:00:00Z') })
      .where(eq(consults.id, first.id));
    const later = await submitConsult(db(), null, input, new Date('2026-01-02T10:00:01Z'));
    expect(later).toMatchObject({ updated: false });
    expect(later.id).not.toBe(first.id);
    expect(await rowsOf(mobile)).toHaveLength(2);
  });

  it('limits the requests of one address', async () => {
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i++) expect((await send(form(nextPhone()), {}, ip)).statusCode).toBe(200);
    const over = await send(form(nextPhone()), {}, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toBe(CONSULT_MESSAGES.tooMany);
  });
});
