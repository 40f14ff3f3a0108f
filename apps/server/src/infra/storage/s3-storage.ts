// S3-compatible object storage (Huawei OBS, MinIO, Tencent COS, AWS). Browsers get the product's signed
// URLs (file-urls.ts); the files route checks them, then redirects to a presigned GET that lasts a minute.

import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FileUrls } from './file-urls.ts';
import { assertSafeKey, type Storage, type StoredObject } from './storage.ts';

export interface S3Settings {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key) instead of virtual-hosted ones (bucket.endpoint/key). */
  forcePathStyle: boolean;
  /** A CDN or public bucket origin: public files (avatars) are sent there, `${publicUrl}/${key}`, unsigned. */
  publicUrl?: string | undefined;
}

export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly urls: FileUrls,
  ) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<{ size: number }> {
    assertSafeKey(key);
    let size = 0;
    const counted = Buffer.isBuffer(body)
      ? body
      : body.map((chunk: Buffer) => {
          size += chunk.length;
          return chunk;
        });
    await new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: counted, ContentType: contentType },
    }).done();
    return { size: Buffer.isBuffer(body) ? body.length : size };
  }

  async get(key: string): Promise<StoredObject | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!res.Body) return null;
      return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NotFound') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async signedUrl(key: string, expiresInSeconds?: number): Promise<string> {
    assertSafeKey(key);
    return this.urls.sign(key, expiresInSeconds);
  }

  verify(key: string, expires: number, signature: string): boolean {
    return this.urls.verify(key, expires, signature);
  }

  async directUrl(key: string, options: { expiresInSeconds: number; public: boolean }): Promise<string> {
    assertSafeKey(key);
    if (options.public && this.settings.publicUrl)
      return `${this.settings.publicUrl.replace(/\/$/, '')}/${key}`;
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: options.expiresInSeconds });
  }
}
