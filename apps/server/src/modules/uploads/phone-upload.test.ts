// Upload from the phone: the one-time QR code, the /wxUpload/{id} socket of the desktop, and the phone's
// upload reaching it (on one process, and across two processes on one Redis).
import { randomBytes } from 'node:crypto';
import { PHONE_UPLOAD_MESSAGES, UPLOAD_MESSAGES } from '@app/shared/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Backend,
  backends,
  createTestApp,
  openTestDatabase,
  type TestApp,
} from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, upload } from '../../test/fixtures/helpers.ts';
import { connect, socketBase } from '../../test/ws-client.ts';
import { files } from './tables.ts';

const isUpload = (m: unknown) => (m as { type?: string }).type === 'file_upload_complete';

async function listening(
  backend: Backend,
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<TestApp> {
  const test = await createTestApp(backend, options);
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return test;
}

async function newSession(t: TestApp, headers: Record<string, string>, dir = 'resume') {
  const res = await t.app.inject({ url: `/api/upload/generate_qrcode?dir=${dir}`, headers });
  const data = res.json().data as { url: string; ws_id: string; expires_at: number };
  return { ...data, code: new URL(data.url).searchParams.get('code')! };
}

/** What the phone page sends: the file and the code, no token. */
const phoneUpload = (
  t: TestApp,
  code: string,
  file = { filename: '简历.pdf', content: fixture('resume.pdf') },
) => upload(t.app, {}, file, undefined, { url: '/api/upload/ws/uploadToObs', extra: { code } });

for (const backend of backends()) {
  describe(`upload from the phone [${backend}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await listening(backend);
    });
    afterAll(() => t.close());

    it('the phone, holding only the code, uploads; the desktop socket hears the file at once; the code works once', async () => {
      const { user, headers, token } = await buildSession(t.app.db);
      const session = await newSession(t, headers);
      const look = await t.app.inject({ url: `/api/upload/ws/session?code=${session.code}` });
      expect(look.json()).toMatchObject({ code: 1, data: { dir: 'resume', expires_at: session.expires_at } });

      const desk = await connect(`${socketBase(t.app)}/wxUpload/${session.ws_id}?token=${token}`);
      const res = await phoneUpload(t, session.code);
      expect(res.json()).toMatchObject({ code: 1, data: { name: '简历.pdf' } });
      const heard = (await desk.received(isUpload)) as {
        data: { id: number; url: string };
        timestamp: number;
      };
      expect(heard).toEqual({
        type: 'file_upload_complete',
        data: { id: res.json().data.id, url: expect.any(String), name: '简历.pdf', dir: 'resume' },
        timestamp: expect.any(Number),
      });
      const [row] = await t.app.db.select().from(files).where(eq(files.id, heard.data.id));
      expect(row).toMatchObject({ ownerId: user.id, dir: 'resume' });
      // The desktop opens what it heard of.
      const opened = await t.app.inject({ url: heard.data.url, headers });
      expect(opened.rawPayload.equals(fixture('resume.pdf'))).toBe(true);

      const again = await phoneUpload(t, session.code);
      expect(again.statusCode).toBe(404);
      expect(again.json().msg).toBe(PHONE_UPLOAD_MESSAGES.codeInvalid);
      expect((await t.app.inject({ url: `/api/upload/ws/session?code=${session.code}` })).statusCode).toBe(
        404,
      );
      desk.ws.close(1000);
    });

    it('a refused file does not use the code up; two phones racing with one code store one file', async () => {
      const { user, headers } = await buildSession(t.app.db);
      const session = await newSession(t, headers);
      const html = await phoneUpload(t, session.code, {
        filename: 'cv.pdf',
        content: Buffer.from('<html><script>'),
      });
      expect(html.statusCode).toBe(400);
      expect(html.json().msg).toBe(UPLOAD_MESSAGES.wrongType('resume'));
      const both = await Promise.all([phoneUpload(t, session.code), phoneUpload(t, session.code)]);
      expect(both.map((r) => r.json().code).sort()).toEqual([0, 1]);
      const rows = await t.app.db.select().from(files).where(eq(files.ownerId, user.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses a guest without a code, a made-up code, and someone else’s or an unknown session id', async () => {
      const none = await upload(t.app, {}, { filename: 'a.pdf', content: fixture('resume.pdf') }, 'resume', {
        url: '/api/upload/ws/uploadToObs',
      });
      expect(none.statusCode).toBe(401);
      expect(none.json().msg).toBe(PHONE_UPLOAD_MESSAGES.needCode);
      const madeUp = await phoneUpload(t, randomBytes(24).toString('base64url'));
      expect(madeUp.statusCode).toBe(404);

      const owner = await buildSession(t.app.db);
      const stranger = await buildSession(t.app.db);
      const session = await newSession(t, owner.headers);
      // Logged in with ws_id: only one's own session.
      const theirs = await upload(
        t.app,
        stranger.headers,
        { filename: 'a.pdf', content: fixture('resume.pdf') },
        'resume',
        {
          url: '/api/upload/ws/uploadToObs',
          extra: { ws_id: session.ws_id },
        },
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().msg).toBe(PHONE_UPLOAD_MESSAGES.sessionNotFound);
      const mine = await upload(
        t.app,
        owner.headers,
        { filename: 'a.pdf', content: fixture('resume.pdf') },
        'resume',
        {
          url: '/api/upload/ws/uploadToObs',
          extra: { ws_id: session.ws_id },
        },
      );
      expect(mine.json().code).toBe(1);

      // The socket: a token, and one's own live session.
      const base = `${socketBase(t.app)}/wxUpload/${session.ws_id}`;
      await expect(connect(base)).rejects.toThrow(/401/);
      await expect(connect(`${base}?token=${stranger.token}`)).rejects.toThrow(/404/);
      const unknown = `${socketBase(t.app)}/wxUpload/${randomBytes(16).toString('hex')}?token=${owner.token}`;
      await expect(connect(unknown)).rejects.toThrow(/404/);
      await expect(connect(`${socketBase(t.app)}/wxUpload/..%2F..?token=${owner.token}`)).rejects.toThrow(
        /400/,
      );
    });

    it('the code expires after 10 minutes', async () => {
      const { headers } = await buildSession(t.app.db);
      const session = await newSession(t, headers);
      // The key-value store forgets it at its TTL; the record's own expiry is checked too.
      const raw = await t.app.kv.get(`upload:code:${session.code}`);
      expect(await t.app.kv.ttl(`upload:code:${session.code}`)).toBeGreaterThan(590);
      const stale = { ...JSON.parse(raw!), expiresAt: Date.now() - 1 };
      await t.app.kv.set(`upload:code:${session.code}`, JSON.stringify(stale), 600);
      const late = await phoneUpload(t, session.code);
      expect(late.statusCode).toBe(404);
      expect(late.json().msg).toBe(PHONE_UPLOAD_MESSAGES.codeInvalid);
    });
  });
}

// Only where there is a Redis to share (defined, not skipped, elsewhere: CI treats skips as failures).
if (backends().includes('postgres')) {
  describe('upload from the phone across processes', () => {
    it('the phone uploads to process B; the desktop socket held by process A hears it', async () => {
      const database = await openTestDatabase('postgres');
      const env = { REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:` };
      const a = await listening('postgres', { env, database });
      const b = await listening('postgres', { env, database });
      try {
        const { headers, token } = await buildSession(a.app.db);
        const session = await newSession(a, headers, 'jd');
        const desk = await connect(`${socketBase(a.app)}/wxUpload/${session.ws_id}?token=${token}`);
        const res = await phoneUpload(b, session.code, {
          filename: 'jd.txt',
          content: fixture('resume-utf8.txt'),
        });
        expect(res.json().code).toBe(1);
        expect(await desk.received(isUpload)).toMatchObject({ data: { name: 'jd.txt', dir: 'jd' } });
      } finally {
        await a.close();
        await b.close();
        await database.close();
      }
    });
  });
}
