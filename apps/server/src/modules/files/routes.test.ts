import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../infra/storage/local-storage.ts';
import { SIGNED_URL_TTL_SECONDS } from '../../infra/storage/storage.ts';
import { createTestApp, type TestApp } from '../../test/backends.ts';

describe('signed file URLs', () => {
  let t: TestApp;
  let storage: LocalStorage;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    storage = t.infra.storage as LocalStorage;
  });
  afterAll(() => t.close());

  it('serves a stored file through its signed URL', async () => {
    await storage.put('resume/1/a.txt', Buffer.from('简历内容'), 'text/plain');
    const url = await storage.signedUrl('resume/1/a.txt');
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('简历内容');
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers one byte range (a video seeking), and 416 past the end', async () => {
    await storage.put('recording/1/v.webm', Buffer.from('0123456789'), 'video/webm');
    const url = await storage.signedUrl('recording/1/v.webm');
    const part = await t.app.inject({ url, headers: { range: 'bytes=2-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('2345');
    expect(part.headers['content-range']).toBe('bytes 2-5/10');
    expect(part.headers['content-type']).toBe('video/webm');
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-3' } });
    expect(tail.body).toBe('789');
    const open = await t.app.inject({ url, headers: { range: 'bytes=7-' } });
    expect(open.body).toBe('789');
    expect((await t.app.inject({ url, headers: { range: 'bytes=10-' } })).statusCode).toBe(416);
    const whole = await t.app.inject({ url });
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
    const clocked = new LocalStorage(t.config.dataDir, 'a-secret-of-sixteen+', () => now);
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
    await storage.put('jd/3/c.txt', Buffer.from('x'), 'text/plain');
    const url = await storage.signedUrl('jd/3/c.txt');
    await storage.delete('jd/3/c.txt');
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/files/jd/3/c.txt' })).statusCode).toBe(400);
  });

  it('rejects keys that try to leave the storage folder', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.signedUrl('a/../../b')).rejects.toThrow(/unsafe/);
  });
});
