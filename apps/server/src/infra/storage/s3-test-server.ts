// For tests: a real S3 implementation (s3rver) on loopback, with the settings of an S3Storage and of the
// app's S3_* environment that reach it. s3rver checks V2 signatures only and takes any V4 one, so every
// request first meets the V4 check written here from AWS's specification (header-signed and presigned
// requests alike, expiry included): a wrong secret, a tampered URL or an expired one is refused as S3 would.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3rverContext } from 's3rver';
import S3rver from 's3rver';
import type { S3Settings } from './s3-storage.ts';

/** s3rver's one account: any other key or secret is refused. */
export const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  settings: S3Settings;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'uploads'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  // Runs before s3rver's own middleware (Koa composes them when the server starts).
  (server as unknown as { middleware: unknown[] }).middleware.unshift(checkSignatureV4);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    settings: {
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: S3RVER_KEY,
      secretAccessKey: S3RVER_KEY,
      forcePathStyle: true,
    },
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY: S3RVER_KEY,
      S3_SECRET_KEY: S3RVER_KEY,
    },
    close: async () => {
      // Keep-alive connections of the SDK and of fetch would hold close() open.
      const http = (server as unknown as { httpServer: import('node:http').Server }).httpServer;
      const closed = server.close();
      http.closeAllConnections();
      await closed;
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const SECRET = S3RVER_KEY;

/** RFC 3986 encoding, as SigV4 wants it for query keys and values. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

function refuse(ctx: S3rverContext, code: string, message: string): void {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

/** Koa middleware: the request's SigV4 signature must be the one the secret makes, and not expired. */
async function checkSignatureV4(ctx: S3rverContext, next: () => Promise<void>): Promise<void> {
  const url = new URL(ctx.req.url ?? '/', 'http://s3');
  const query = [...url.searchParams.entries()];
  const header = ctx.req.headers.authorization;
  const presigned = url.searchParams.get('X-Amz-Algorithm');
  if (!header && !presigned) return next();
  let credential: string;
  let signedHeaders: string;
  let given: string;
  let amzDate: string;
  let payloadHash: string;
  if (header) {
    const parts = Object.fromEntries(
      header
        .replace(/^AWS4-HMAC-SHA256 /, '')
        .split(/,\s*/)
        .map((p) => p.split('=') as [string, string]),
    );
    credential = parts.Credential ?? '';
    signedHeaders = parts.SignedHeaders ?? '';
    given = parts.Signature ?? '';
    amzDate = String(ctx.req.headers['x-amz-date'] ?? '');
    payloadHash = String(ctx.req.headers['x-amz-content-sha256'] ?? 'UNSIGNED-PAYLOAD');
  } else {
    credential = url.searchParams.get('X-Amz-Credential') ?? '';
    signedHeaders = url.searchParams.get('X-Amz-SignedHeaders') ?? '';
    given = url.searchParams.get('X-Amz-Signature') ?? '';
    amzDate = url.searchParams.get('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    const signedAt = Date.parse(
      amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!Number.isFinite(expires) || !Number.isFinite(signedAt) || Date.now() > signedAt + expires * 1000) {
      return refuse(ctx, 'AccessDenied', 'Request has expired');
    }
  }
  const [, date, region, service] = credential.split('/');
  const canonicalQuery = query
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(ctx.req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    ctx.req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${SECRET}`, date ?? ''), region ?? ''), service ?? ''),
    'aws4_request',
  );
  const expected = Buffer.from(hmac(key, stringToSign).toString('hex'));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    return refuse(
      ctx,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  return next();
}
