// Size limits on a real socket: a body over the limit is refused (413) before it is read, by its declared
// Content-Length or mid-stream when it has none, and leaves nothing behind. Images are re-encoded.
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { RECORDING_MESSAGES, UPLOAD_MESSAGES } from '@app/shared/uploads';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, upload } from '../../test/fixtures/helpers.ts';
import { files } from './tables.ts';

const MB = 1024 * 1024;

/** Files under the storage root, recursively. */
async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Sends a request by hand: the head, then body pieces while no answer has come. Resolves with the answer's
 * status line and how many body bytes had been sent when it came.
 */
function rawRequest(
  port: number,
  head: string,
  pieces: () => Buffer | null,
): Promise<{ status: string; sentBytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    const answer: Buffer[] = [];
    let answeredAt = -1;
    socket.on('error', () => {}); // the server may cut the line while we write: that is the point
    socket.on('data', (data) => {
      if (answeredAt < 0) answeredAt = sent;
      answer.push(data);
    });
    socket.on('close', () => {
      if (answeredAt < 0) return reject(new Error('closed without an answer'));
      const text = Buffer.concat(answer).toString('utf8');
      const body = text.slice(text.indexOf('\r\n\r\n') + 4);
      resolve({ status: text.split('\r\n')[0]!, sentBytes: answeredAt, body });
    });
    socket.write(head);
    const pump = () => {
      if (answeredAt >= 0 || socket.destroyed) return;
      const piece = pieces();
      if (!piece) return;
      sent += piece.length;
      if (socket.write(piece)) setImmediate(pump);
      else socket.once('drain', pump);
    };
    socket.once('connect', pump);
    setTimeout(() => socket.destroy(), 20_000).unref();
  });
}

describe('over-limit bodies', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());
  const boundary = 'xLimitBoundary';
  const partHead = (dir: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="dir"\r\n\r\n${dir}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );

  it('answers 413 by the declared Content-Length before reading the body', async () => {
    const { token } = await buildSession(t.app.db);
    const before = await storedFiles(path.join(t.config.dataDir, 'files'));
    let first = true;
    const res = await rawRequest(
      port,
      `POST /api/upload/image HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${600 * MB}\r\n\r\n`,
      () => {
        if (!first) return null; // the rest of the 600 MB is never sent: the answer must not wait for it
        first = false;
        return partHead('resume');
      },
    );
    expect(res.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(res.body)).toMatchObject({ code: 0, msg: UPLOAD_MESSAGES.tooLarge(10) });
    expect(await storedFiles(path.join(t.config.dataDir, 'files'))).toEqual(before);
  });

  it('cuts a chunked body off at the limit of its dir: answered long before the sender is done', async () => {
    const { user, token } = await buildSession(t.app.db);
    let sent = 0;
    const piece = Buffer.alloc(64 * 1024, 0x41);
    const res = await rawRequest(
      port,
      `POST /api/upload/image HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      () => {
        // Up to 200 MB offered; the server must stop us near 5 MB (the avatar limit).
        if (sent > 200 * MB) return null;
        const data = sent === 0 ? Buffer.concat([partHead('avatar'), piece]) : piece;
        sent += data.length;
        return Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
      },
    );
    expect(res.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(res.body).msg).toBe(UPLOAD_MESSAGES.tooLarge(5));
    expect(res.sentBytes).toBeLessThan(40 * MB);
    expect(await t.app.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  });

  it('refuses a recording chunk over 16 MB by its Content-Length', async () => {
    const { token } = await buildSession(t.app.db);
    const res = await rawRequest(
      port,
      `POST /api/upload/recording HTTP/1.1\r\nHost: x\r\ntoken: ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${17 * MB}\r\n\r\n`,
      () => null,
    );
    expect(res.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(JSON.parse(res.body).msg).toBe(RECORDING_MESSAGES.chunkTooLarge);
  });
});

describe('images and bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('re-encodes a photo: EXIF (place, device) and bytes hidden after the image are gone', async () => {
    const { headers } = await buildSession(t.app.db);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretPhone', Copyright: 'GPS 39.9N 116.4E' } })
      .toBuffer();
    expect(photo.includes('SecretPhone')).toBe(true);
    const smuggled = Buffer.concat([photo, Buffer.from('<script>alert(1)</script>')]);
    const res = await upload(t.app, headers, { filename: 'me.jpg', content: smuggled }, 'avatar');
    expect(res.json().code).toBe(1);
    const stored = (await t.app.inject({ url: res.json().data.url })).rawPayload;
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(stored.includes('SecretPhone')).toBe(false);
    expect(stored.includes('GPS')).toBe(false);
    expect(stored.includes('<script>')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 64, height: 48, format: 'jpeg' });
  });

  it('refuses an SVG with script, whatever its name, and a picture that does not decode', async () => {
    const { user, headers } = await buildSession(t.app.db);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const filename of ['x.svg', 'x.png', 'x.jpg']) {
      const res = await upload(t.app, headers, { filename, content: svg }, 'avatar');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(UPLOAD_MESSAGES.wrongType('avatar'));
    }
    const broken = Buffer.concat([fixture('avatar.png').subarray(0, 40)]);
    const res = await upload(t.app, headers, { filename: 'x.png', content: broken }, 'avatar');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(UPLOAD_MESSAGES.imageUnreadable);
    expect(await t.app.db.select().from(files).where(eq(files.ownerId, user.id))).toHaveLength(0);
  });

  it('refuses a .pdf that is an executable or HTML, and a dir that tries to leave the root; names are cleaned', async () => {
    const { headers } = await buildSession(t.app.db);
    const root = path.join(t.config.dataDir, 'files');
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    for (const content of [exe, Buffer.from('<!doctype html><html><script>x</script>')]) {
      const res = await upload(t.app, headers, { filename: 'cv.pdf', content }, 'resume');
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(UPLOAD_MESSAGES.wrongType('resume'));
    }
    const leaving = await upload(
      t.app,
      headers,
      { filename: 'a.pdf', content: fixture('resume.pdf') },
      '../../etc',
    );
    expect(leaving.statusCode).toBe(400);
    expect(leaving.json().msg).toBe(UPLOAD_MESSAGES.badDir);
    const weird = await upload(
      t.app,
      headers,
      { filename: `../../${'长'.repeat(300)}\u0000.pdf`, content: fixture('resume.pdf') },
      'resume',
    );
    expect(weird.json().code).toBe(1);
    expect(weird.json().data.name).toHaveLength(100);
    expect(weird.json().data.name).not.toMatch(/[./\\]{2}/);
    expect(weird.json().data.name.includes(String.fromCharCode(0))).toBe(false);
    for (const file of await storedFiles(root)) expect(file.startsWith(root + path.sep)).toBe(true);
  });
});
