import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/backends.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'ai-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp('pglite', { env: { WEB_DIST: web } });
  });
  afterAll(async () => {
    await t.close();
    await rm(web, { recursive: true, force: true });
  });

  it.each(['/', '/store/entry/loginPwd', '/interview_mianshilishi', '/nope/deeper?x=1'])(
    'falls back to index.html for the page path %s',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    },
  );

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never answers an API path with the page', async () => {
    const res = await t.app.inject({ url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(0);
  });

  it('answers a POST to a page path with 404 rather than the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/store/entry' });
    expect(res.statusCode).toBe(404);
  });
});
