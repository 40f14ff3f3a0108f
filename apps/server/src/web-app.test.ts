import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { TOKEN_COOKIE } from '@app/shared/constants';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test/backends.ts';
import { buildCompany, buildJob } from './test/factories.ts';

/** What the web build leaves beside each text file (vite-plugin-compression2): `.br` and `.gz`. */
async function writePrecompressed(file: string, content: Buffer): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

function decode(encoding: string | undefined, body: Buffer): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

const INDEX_HTML = Buffer.from(`<!doctype html><div id="root"></div>${'<!-- padding -->'.repeat(100)}`);
const ASSET = Buffer.from(Array.from({ length: 400 }, (_, i) => `console.log(${i});`).join('\n'));

describe('serving the built web app', () => {
  let t: TestApp;
  let web: string;
  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'ai-web-'));
    await mkdir(path.join(web, 'assets'));
    await writePrecompressed(path.join(web, 'index.html'), INDEX_HTML);
    await writePrecompressed(path.join(web, 'assets', 'app-abc123.js'), ASSET);
    t = await createTestApp('pglite', {
      env: { WEB_DIST: web },
      extend: (app) => {
        app.get('/api/probe/events', (_request, reply) => {
          reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`);
        });
        app.get('/api/probe/file', (_request, reply) => {
          reply.type('application/octet-stream').send(Buffer.alloc(8000, 7));
        });
      },
    });
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

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['identity', undefined],
    [undefined, undefined],
  ])('serves an asset to Accept-Encoding %s as %s, the same bytes once decoded', async (accept, encoding) => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (encoding) expect(res.rawPayload.length).toBeLessThan(ASSET.length);
    expect(decode(encoding, res.rawPayload).equals(ASSET)).toBe(true);
  });

  it.each(['br', 'gzip'])(
    'serves the index.html fallback precompressed (%s), still never cached',
    async (enc) => {
      const res = await t.app.inject({ url: '/store/entry/loginPwd', headers: { 'accept-encoding': enc } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(enc);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(enc, res.rawPayload).equals(INDEX_HTML)).toBe(true);
    },
  );

  it('compresses a large JSON answer when the client accepts it', async () => {
    const plain = await t.app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode(encoding, res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves small JSON answers, event streams and binary files as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const health = await t.app.inject({ url: '/api/health', headers });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().code).toBe(1);

    const events = await t.app.inject({ url: '/api/probe/events', headers });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toBe(`data: ${'x'.repeat(4000)}\n\n`);

    const file = await t.app.inject({ url: '/api/probe/file', headers });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.length).toBe(8000);
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

describe('serving the pages rendered at build time', () => {
  let t: TestApp;
  let web: string;
  const HOME_HTML = Buffer.from(
    `<!doctype html><div id="root"><h1>prerendered home</h1></div>${' '.repeat(2000)}`,
  );
  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'ai-web-'));
    await mkdir(path.join(web, 'prerendered'));
    await writePrecompressed(path.join(web, 'index.html'), INDEX_HTML);
    await writePrecompressed(path.join(web, 'prerendered', 'home.html'), HOME_HTML);
    await writeFile(
      path.join(web, 'prerendered.json'),
      JSON.stringify({
        '/': 'prerendered/home.html',
        '/qzpp': 'prerendered/missing.html',
        '/evil': '../etc/passwd',
      }),
    );
    t = await createTestApp('pglite', { env: { WEB_DIST: web } });
  });
  afterAll(async () => {
    await t.close();
    await rm(web, { recursive: true, force: true });
  });

  it('serves the prerendered HTML for its exact path, never cached', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('prerendered home');
  });

  it('serves the app shell to someone logged in (the page is rendered as a visitor sees it)', async () => {
    const res = await t.app.inject({ url: '/', headers: { cookie: `a=1; ${TOKEN_COOKIE}=abc` } });
    expect(res.body).not.toContain('prerendered home');
    expect(res.body).toContain('id="root"');
  });

  it('serves it precompressed when the client accepts it', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(decode('br', res.rawPayload).equals(HOME_HTML)).toBe(true);
  });

  it.each(['/?mode=jobs', '/qzpp', '/evil', '/store/entry/loginPwd'])(
    'falls back to the client-rendered index.html for %s (query, missing file, outside the dist, not listed)',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('prerendered home');
      expect(res.body).toContain('id="root"');
    },
  );
});

/**
 * A stand-in for the web build's server-render bundle (apps/web/dist-ssr/entry-server.js), with its interface:
 * it renders the titles of the first page it is given, counts its renders and fails on a job titled BOOM.
 */
const STAND_IN_BUNDLE = `
let renders = 0;
export const rendersSoFar = () => renders;
export function createRenderer(dist) {
  return {
    async hotJobsBoard(firstPage) {
      renders += 1;
      const { lists, count } = JSON.parse(firstPage);
      if (lists.some((job) => job.title === 'BOOM')) throw new Error('render failed');
      const items = lists.map((job) => '<li>' + job.title + '</li>').join('');
      return '<!doctype html><div id="root" data-prerendered><ul>' + items + '</ul><p>' + count + ' jobs</p></div>' +
        '<p>' + dist + '</p>' + ' '.repeat(2000);
    },
  };
}
`;

describe('the hot-jobs board rendered on the server for a visitor', () => {
  let t: TestApp;
  let folder: string;
  let bundle: { rendersSoFar: () => number };
  let company: { id: number; name: string };
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'ai-web-'));
    const web = path.join(folder, 'dist');
    await mkdir(web);
    await mkdir(path.join(folder, 'dist-ssr'));
    await writePrecompressed(path.join(web, 'index.html'), INDEX_HTML);
    const bundleFile = path.join(folder, 'dist-ssr', 'entry-server.js');
    await writeFile(bundleFile, STAND_IN_BUNDLE);
    t = await createTestApp('pglite', { env: { WEB_DIST: web } });
    company = await buildCompany(t.app.db);
    for (const title of ['前端工程师', '数据分析师']) {
      await buildJob(t.app.db, { companyId: company.id, companyName: company.name, title });
    }
    // The module the server imports, the same instance: its render count.
    bundle = (await import(pathToFileURL(bundleFile).href)) as typeof bundle;
    // The server reads the first page at most once a second: the tests move the clock on, not wait.
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  const aSecondLater = () => vi.setSystemTime(Date.now() + 1000);

  /** The titles the search answers a visitor on its first page. */
  async function firstPageTitles(): Promise<string[]> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search/hotJobs',
      payload: { page_no: 1, page_size: 10 },
    });
    return (res.json() as { data: { lists: Array<{ title: string }> } }).data.lists.map((job) => job.title);
  }

  it('renders the board with the first page the search answers, with the dist to read', async () => {
    const res = await t.app.inject({ url: '/?mode=jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const titles = await firstPageTitles();
    expect(titles).toEqual(['数据分析师', '前端工程师']);
    expect(res.body).toContain(
      `<ul>${titles.map((title) => `<li>${title}</li>`).join('')}</ul><p>2 jobs</p>`,
    );
    expect(res.body).toContain(path.join(folder, 'dist'));
  });

  it('renders once for as long as the first page stays the same, and again when a new job tops it', async () => {
    const before = bundle.rendersSoFar();
    const visits = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/?mode=jobs' })));
    expect(new Set(visits.map((res) => res.body)).size).toBe(1);
    expect(bundle.rendersSoFar()).toBe(before);

    await buildJob(t.app.db, { companyId: company.id, companyName: company.name, title: '产品经理' });
    // The first page is read at most once a second, however many visit: the same second still shows the old.
    const sameSecond = await t.app.inject({ url: '/?mode=jobs' });
    expect(sameSecond.body).toBe(visits[0]?.body);
    aSecondLater();
    const after = await t.app.inject({ url: '/?mode=jobs' });
    expect(after.body).toContain('<ul><li>产品经理</li>');
    expect(bundle.rendersSoFar()).toBe(before + 1);
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('sends it to Accept-Encoding %s as %s, the same page once decoded', async (accept, encoding) => {
    const plain = await t.app.inject({ url: '/?mode=jobs' });
    const res = await t.app.inject({ url: '/?mode=jobs', headers: { 'accept-encoding': accept } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(decode(encoding, res.rawPayload).toString()).toBe(plain.body);
  });

  it.each([
    ['someone logged in', '/?mode=jobs', { cookie: `${TOKEN_COOKIE}=abc` }],
    ['a shared job', '/?mode=jobs&jobId=1', {}],
    ['another query', '/?mode=jobs&keyword=x', {}],
  ])('leaves the board to the browser for %s', async (_who, url, headers) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML.toString());
  });

  it('answers with the app shell when the render fails, and renders again at the next visit', async () => {
    await buildJob(t.app.db, { companyId: company.id, companyName: company.name, title: 'BOOM' });
    aSecondLater();
    const before = bundle.rendersSoFar();
    const failed = await t.app.inject({ url: '/?mode=jobs' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX_HTML.toString());
    await t.app.inject({ url: '/?mode=jobs' });
    expect(bundle.rendersSoFar()).toBe(before + 2);
    // Ten newer jobs push it off the first page.
    for (let i = 1; i <= 10; i++) {
      await buildJob(t.app.db, { companyId: company.id, companyName: company.name, title: `运营专员${i}` });
    }
    aSecondLater();
    const recovered = await t.app.inject({ url: '/?mode=jobs' });
    expect(recovered.body).toContain('<ul><li>运营专员10</li>');
  });
});
