// Local-disk storage with HMAC-signed, expiring URLs served by GET /api/files/*.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, SIGNED_URL_TTL_SECONDS, type Storage, type StoredObject } from './storage.ts';

export const FILES_ROUTE = '/api/files/';

export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<{ size: number }> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    if (Buffer.isBuffer(body)) await writeFile(file, body);
    else await pipeline(body, createWriteStream(file));
    return { size: (await stat(file)).size };
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file), size: info.size };
  }

  /** Bytes `start` to `end` (inclusive) of a stored file, for Range requests (a video seeking). */
  async getRange(key: string, start: number, end: number): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(file, { start, end }), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async signedUrl(key: string, expiresInSeconds = SIGNED_URL_TTL_SECONDS): Promise<string> {
    assertSafeKey(key);
    const expires = Math.floor(this.now() / 1000) + expiresInSeconds;
    return `${FILES_ROUTE}${key}?e=${expires}&s=${this.sign(key, expires)}`;
  }

  /** Checks a signature from a signed URL; false when forged or expired. */
  verify(key: string, expires: number, signature: string): boolean {
    if (!Number.isFinite(expires) || expires * 1000 < this.now()) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url');
  }
}
