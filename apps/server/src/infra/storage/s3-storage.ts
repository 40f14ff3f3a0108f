// S3-compatible object storage (Huawei OBS, MinIO, Tencent COS, AWS) with presigned GET URLs.

import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, SIGNED_URL_TTL_SECONDS, type Storage, type StoredObject } from './storage.ts';

export interface S3Settings {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A CDN or public bucket origin; when set, URLs are plain `${publicUrl}/${key}` instead of presigned. */
  publicUrl?: string | undefined;
}

export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
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

  async signedUrl(key: string, expiresInSeconds = SIGNED_URL_TTL_SECONDS): Promise<string> {
    assertSafeKey(key);
    if (this.settings.publicUrl) return `${this.settings.publicUrl.replace(/\/$/, '')}/${key}`;
    const command = new GetObjectCommand({ Bucket: this.settings.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }
}
