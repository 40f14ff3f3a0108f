// The CSP names the origins the product uses, not every https host and every socket (issue 26).
import { createHash } from 'node:crypto';
import { PAINT_FIRST_LOADER } from '@app/shared/page-loader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/backends.ts';
import { sourceOf } from './csp.ts';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('sourceOf', () => {
  it('is the origin of a URL setting, a templated subdomain becoming a wildcard', () => {
    expect(sourceOf('https://webrd0{s}.is.autonavi.com/appmaptile?x={x}')).toBe('https://*.is.autonavi.com');
    expect(sourceOf('https://Files.Example.com:9000/bucket')).toBe('https://files.example.com:9000');
    expect(sourceOf(undefined)).toBeUndefined();
    expect(sourceOf('not a url')).toBeUndefined();
  });
});

describe('Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backends()[0]!, {
      env: {
        PUBLIC_URL: 'https://jobs.example.com',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY: 'a',
        S3_SECRET_KEY: 'b',
        S3_ENDPOINT: 'https://obs.example.net',
        S3_PUBLIC_URL: 'https://cdn.example.org/files',
      },
    });
  });
  afterAll(() => t.close());

  it('lets images and sockets come only from the origins the product uses', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const policy = String(res.headers['content-security-policy']);
    const img = directive(policy, 'img-src');
    const connect = directive(policy, 'connect-src');
    expect(img).not.toContain('https:');
    expect(img).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.is.autonavi.com',
        'https://cdn.example.org',
        'https://obs.example.net',
        'https://*.obs.example.net',
      ]),
    );
    expect(connect).toEqual(["'self'", 'wss://jobs.example.com']);
  });

  it("runs the pages' one inline script, the paint-first loader, by its hash, and no other", async () => {
    const res = await t.app.inject({ url: '/api/health' });
    const script = directive(String(res.headers['content-security-policy']), 'script-src');
    const hash = createHash('sha256').update(PAINT_FIRST_LOADER).digest('base64');
    expect(script).toEqual(["'self'", "'wasm-unsafe-eval'", `'sha256-${hash}'`]);
  });
});
