// Local-disk storage; its files reach browsers through GET /api/files/* (file-urls.ts).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileUrls } from './file-urls.ts';
import { assertSafeKey, type Storage, type StoredObject } from './storage.ts';

export class LocalStorage implements Storage {
  constructor(
    private readonly root: string,
    private readonly urls: FileUrls,
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

  async signedUrl(key: string, expiresInSeconds?: number): Promise<string> {
    assertSafeKey(key);
    return this.urls.sign(key, expiresInSeconds);
  }

  verify(key: string, expires: number, signature: string): boolean {
    return this.urls.verify(key, expires, signature);
  }
}
