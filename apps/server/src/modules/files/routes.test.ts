import { Readable } from 'node:stream';
import { TOKEN_COOKIE } from '@app/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileUrls } from '../../infra/storage/file-urls.ts';
import { LocalStorage } from '../../infra/storage/local-storage.ts';
import { SIGNED_URL_TTL_SECONDS } from '../../infra/storage/storage.ts';
import { createTestApp, type TestApp } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';

describe('signed file URLs', () => {
  let t: TestApp;
  let storage: LocalStorage;
  /** The owner of the private files below (resume/{id}/…, recording/{id}/…) and their token header. */
  let owner: { id: number; headers: Record<string, string> };
  let key: (dir: string, name: string) => string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    storage = t.infra.storage as LocalStorage;
    const session = await buildSession(t.app.db);
    owner = { id: session.user.id, headers: session.headers };
    key = (dir, name) => `${dir}/${owner.id}/${name}`;
  });
  afterAll(() => t.close());

  it('serves a stored file through its signed URL', async () => {
    await storage.put(key('resume', 'a.txt'), Buffer.from('简历内容'), 'text/plain');
    const url = await storage.signedUrl(key('resume', 'a.txt'));
    const res = await t.app.inject({ url, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('简历内容');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers one byte range (a video seeking), and 416 past the end', async () => {
    await storage.put(key('recording', 'v.webm'), Buffer.from('0123456789'), 'video/webm');
    const url = await storage.signedUrl(key('recording', 'v.webm'));
    // The <video> element sends the login cookie, not the token header.
    const cookie = `${TOKEN_COOKIE}=${owner.headers.token}`;
    const get = (range?: string) => t.app.inject({ url, headers: { cookie, ...(range ? { range } : {}) } });
    const part = await get('bytes=2-5');
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['content-type']).toBe('video/webm');
    const tail = await get('bytes=-3');
    expect(tail.body).toBe('789');
    const open = await get('bytes=7-');
    expect(open.body).toBe('789');
    expect((await get('bytes=10-')).statusCode).toBe(416);
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
  });

  it('stores streams as well as buffers', async () => {
    const { size } = await storage.put(
      'jd/2/b.txt',
      Readable.from([Buffer.from('ab'), Buffer.from('c')]),
      'text/plain',
    );
    expect(size).toBe(3);
  });

  it('refuses a forged or expired signature', async () => {
    await storage.put('avatar/1/x.png', Buffer.from([1, 2, 3]), 'image/png');
    const url = await storage.signedUrl('avatar/1/x.png');
    expect((await t.app.inject({ url: url.replace(/s=[^&]+/, 's=forged') })).statusCode).toBe(403);
    const expired = await storage.signedUrl('avatar/1/x.png', -10);
    expect((await t.app.inject({ url: expired })).statusCode).toBe(403);
  });

  it('signs URLs for 15 minutes, not days: refused once that has passed', async () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const clocked = new LocalStorage(t.config.dataDir, new FileUrls('a-secret-of-sixteen+', () => now));
    await clocked.put('resume/9/ttl.txt', Buffer.from('x'), 'text/plain');
    const url = await clocked.signedUrl('resume/9/ttl.txt');
    const query = new URL(url, 'http://local').searchParams;
    const check = () => clocked.verify('resume/9/ttl.txt', Number(query.get('e')), query.get('s')!);
    expect(Number(query.get('e'))).toBe(now / 1000 + SIGNED_URL_TTL_SECONDS);
    expect(SIGNED_URL_TTL_SECONDS).toBe(15 * 60);
    now += 14 * 60_000;
    expect(check()).toBe(true);
    now += 2 * 60_000;
    expect(check()).toBe(false);
  });

  it('answers 404 for a signed URL of a deleted file and 400 without a signature', async () => {
    await storage.put(key('jd', 'c.txt'), Buffer.from('x'), 'text/plain');
    const url = await storage.signedUrl(key('jd', 'c.txt'));
    await storage.delete(key('jd', 'c.txt'));
    expect((await t.app.inject({ url, headers: owner.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/files/${key('jd', 'c.txt')}` })).statusCode).toBe(400);
  });

  it('opens a private file to its owner alone: another user and a visitor are refused', async () => {
    await storage.put(key('resume', 'mine.txt'), Buffer.from('我的简历'), 'text/plain');
    const url = await storage.signedUrl(key('resume', 'mine.txt'));
    const other = await buildSession(t.app.db);
    const theirs = await t.app.inject({ url, headers: other.headers });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().msg).toBe('无权查看该文件');
    const byCookie = await t.app.inject({ url, headers: { cookie: `${TOKEN_COOKIE}=${other.token}` } });
    expect(byCookie.statusCode).toBe(403);
    const visitor = await t.app.inject({ url });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().msg).toMatch(/登录/);
    expect((await t.app.inject({ url, headers: { cookie: `${TOKEN_COOKIE}=not-a-token` } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url, headers: owner.headers })).body).toBe('我的简历');
  });

  it('opens a public file (an avatar) to whoever holds its URL', async () => {
    await storage.put(key('avatar', 'me.png'), Buffer.from([1, 2, 3]), 'image/png');
    const res = await t.app.inject({ url: await storage.signedUrl(key('avatar', 'me.png')) });
    expect(res.statusCode).toBe(200);
  });

  it('rejects keys that try to leave the storage folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.signedUrl('a/../../b')).rejects.toThrow(/unsafe/);
  });
});
