// The S3 adapter through the official AWS SDK against s3rver, a real S3 implementation on loopback that
// checks every request's signature V4: objects in and out, streamed uploads, presigned URLs that expire,
// path-style or virtual-hosted as configured.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileUrls } from './file-urls.ts';
import { S3Storage } from './s3-storage.ts';
import { startTestS3, type TestS3 } from './s3-test-server.ts';

const text = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

describe('S3 storage against a real S3 server', () => {
  let s3: TestS3;
  let storage: S3Storage;
  const urls = new FileUrls('a-secret-of-sixteen+');
  beforeAll(async () => {
    s3 = await startTestS3();
    storage = new S3Storage(s3.settings, urls);
  });
  afterAll(() => s3.close());

  it('puts, gets and deletes objects with signed requests', async () => {
    await storage.put('resume/1/cv.txt', Buffer.from('简历'), 'text/plain');
    const object = await storage.get('resume/1/cv.txt');
    expect(object!.size).toBe(Buffer.byteLength('简历'));
    expect(await text(object!.body)).toBe('简历');
    await storage.delete('resume/1/cv.txt');
    expect(await storage.get('resume/1/cv.txt')).toBeNull();
  });

  it('is refused with a wrong secret: the server checks signatures', async () => {
    const forged = new S3Storage({ ...s3.settings, secretAccessKey: 'not-the-secret' }, urls);
    await expect(forged.put('x/1/a.txt', Buffer.from('a'), 'text/plain')).rejects.toThrow(/signature/i);
  });

  it('counts the bytes of a streamed upload, several MB in parts', async () => {
    const part = Buffer.alloc(3 * 1024 * 1024, 7);
    const { size } = await storage.put(
      'recording/1/a.webm',
      Readable.from([part, part, Buffer.from('de')]),
      'video/webm',
    );
    expect(size).toBe(6 * 1024 * 1024 + 2);
    expect((await storage.get('recording/1/a.webm'))!.size).toBe(size);
  });

  it('presigns GET URLs a browser can fetch; refused once expired or tampered with', async () => {
    await storage.put('avatar/1/a.png', Buffer.from('png-bytes'), 'image/png');
    const url = await storage.directUrl('avatar/1/a.png', { expiresInSeconds: 60, public: false });
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
    const ok = await fetch(url);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('png-bytes');

    await storage.put('avatar/2/b.png', Buffer.from('someone else'), 'image/png');
    const tampered = url.replace('/avatar/1/a.png', '/avatar/2/b.png');
    expect((await fetch(tampered)).status).toBe(403);

    // A second's URL signed by a clock two seconds behind (its time is whole seconds): past, refused.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 2_100);
    const brief = await storage
      .directUrl('avatar/1/a.png', { expiresInSeconds: 1, public: false })
      .finally(() => vi.useRealTimers());
    const late = await fetch(brief);
    expect(late.status).toBe(403);
    expect(await late.text()).toMatch(/expired/i);
  });

  it('hands browsers the product’s signed URL, never the store’s own', async () => {
    const url = await storage.signedUrl('resume/1/cv.pdf');
    expect(url).toMatch(/^\/api\/files\/resume\/1\/cv\.pdf\?e=\d+&s=/);
  });

  it('addresses the bucket in the path or in the host name, as configured', async () => {
    const options = { expiresInSeconds: 60, public: false };
    const pathStyle = new URL(await storage.directUrl('resume/1/cv.pdf', options));
    expect(pathStyle.host).toBe(new URL(s3.endpoint).host);
    expect(pathStyle.pathname).toBe('/uploads/resume/1/cv.pdf');
    // Presigning contacts no server; a host name, since the SDK keeps path style for an IP address.
    const endpoint = 'https://obs.example.com';
    const virtual = new S3Storage({ ...s3.settings, endpoint, forcePathStyle: false }, urls);
    const hosted = new URL(await virtual.directUrl('resume/1/cv.pdf', options));
    expect(hosted.host).toBe('uploads.obs.example.com');
    expect(hosted.pathname).toBe('/resume/1/cv.pdf');
  });

  it('sends public files to S3_PUBLIC_URL unsigned, private ones never', async () => {
    const cdn = new S3Storage({ ...s3.settings, publicUrl: 'https://cdn.example.com/' }, urls);
    expect(await cdn.directUrl('avatar/1/a.png', { expiresInSeconds: 60, public: true })).toBe(
      'https://cdn.example.com/avatar/1/a.png',
    );
    const resume = await cdn.directUrl('resume/1/cv.pdf', { expiresInSeconds: 60, public: false });
    expect(new URL(resume).searchParams.get('X-Amz-Signature')).toBeTruthy();
  });
});
