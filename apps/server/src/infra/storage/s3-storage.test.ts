// The S3 adapter against a stand-in that speaks S3's REST wire format (path-style PUT/GET/DELETE).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.ts';

function fakeS3(): Promise<{
  server: Server;
  url: string;
  objects: Map<string, Buffer>;
  requests: string[];
}> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    requests.push(`${req.method} ${key} ${req.headers.authorization?.split(' ')[0] ?? 'unsigned'}`);
    if (req.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200, { etag: '"abc"' }).end();
    } else if (req.method === 'GET' && objects.has(key)) {
      const body = objects.get(key)!;
      res
        .writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' })
        .end(body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res
        .writeHead(404, { 'content-type': 'application/xml' })
        .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>not found</Message></Error>');
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, objects, requests });
    }),
  );
}

describe('S3 storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  let storage: S3Storage;
  beforeAll(async () => {
    s3 = await fakeS3();
    storage = new S3Storage({
      endpoint: s3.url,
      region: 'cn-north-4',
      bucket: 'bucket',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
    });
  });
  afterAll(() => new Promise<void>((r) => s3.server.close(() => r())));

  it('puts, gets and deletes objects with signed requests', async () => {
    await storage.put('resume/1/cv.txt', Buffer.from('简历'), 'text/plain');
    expect(s3.objects.get('/bucket/resume/1/cv.txt')?.toString()).toBe('简历');
    expect(s3.requests.at(-1)).toBe('PUT /bucket/resume/1/cv.txt AWS4-HMAC-SHA256');

    const object = await storage.get('resume/1/cv.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('简历');

    await storage.delete('resume/1/cv.txt');
    expect(await storage.get('resume/1/cv.txt')).toBeNull();
  });

  it('counts the bytes of a streamed upload', async () => {
    const { size } = await storage.put(
      'jd/1/a.txt',
      Readable.from([Buffer.from('abc'), Buffer.from('de')]),
      'text/plain',
    );
    expect(size).toBe(5);
    expect(s3.objects.get('/bucket/jd/1/a.txt')?.toString()).toBe('abcde');
  });

  it('presigns GET URLs that expire', async () => {
    const url = new URL(await storage.signedUrl('avatar/1/a.png', 600));
    expect(url.pathname).toBe('/bucket/avatar/1/a.png');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('presigns for 15 minutes by default, not days', async () => {
    const url = new URL(await storage.signedUrl('resume/1/cv.pdf'));
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(15 * 60));
  });
});
