// The built web app: hashed assets, the public pages rendered at build time, the hot-jobs board rendered on
// request for a visitor, and index.html for every other page path.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { failure } from '@app/shared/api';
import { HOT_JOBS_PATH, TOKEN_COOKIE } from '@app/shared/constants';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/ws/', '/wxUpload/', '/vue-admin-template/'];

/** The manifest the web build leaves beside index.html: page path → its prerendered HTML file in the dist. */
export const PRERENDER_MANIFEST = 'prerendered.json';

/** The web build's server-render bundle, beside the dist (apps/web/dist-ssr). */
function serverRenderBundle(root: string): string {
  return path.join(path.dirname(path.resolve(root)), 'dist-ssr', 'entry-server.js');
}

/** What the server-render bundle offers (apps/web/src/entry-server.tsx). */
interface ServerRenderBundle {
  createRenderer(dist: string): { hotJobsBoard(firstPage: string): Promise<string> };
}

export interface WebAppOptions {
  /** The web build's dist folder. */
  root: string;
  /** The board's first page for a visitor: the `data` of the search's answer, as JSON. */
  visitorFirstPage: () => Promise<string>;
}

function readPrerenderedPages(root: string): Map<string, string> {
  const file = path.join(root, PRERENDER_MANIFEST);
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const pages = new Map<string, string>();
  for (const [pagePath, html] of Object.entries(entries)) {
    const resolved = path.resolve(root, html);
    // Only files inside the dist, so a broken manifest can never expose anything else.
    if (resolved.startsWith(`${path.resolve(root)}${path.sep}`) && existsSync(resolved)) {
      pages.set(pagePath, path.relative(root, resolved));
    }
  }
  return pages;
}

/** A page rendered on request, in each encoding the server sends. */
interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function compressed(html: string): Promise<RenderedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/**
 * `compute(key)`, kept for as long as the key stays the same: callers with that key share one computation and
 * its result. A failure is not kept, so the next call computes again.
 */
function keepLatest<K, V>(compute: (key: K) => Promise<V>): (key: K) => Promise<V> {
  let latest: { key: K; value: Promise<V> } | undefined;
  return (key) => {
    if (latest?.key !== key) {
      const current = { key, value: compute(key) };
      latest = current;
      current.value.catch(() => {
        if (latest === current) latest = undefined;
      });
    }
    return (latest as { value: Promise<V> }).value;
  };
}

/**
 * The first page is read at most once a second, whatever the number of visits: a visit costs no search of
 * its own (no rate limit guards the page as the search API is guarded), and a second is as fresh as anyone
 * can tell.
 */
const FIRST_PAGE_FRESH_MS = 1000;

/**
 * The board as a visitor first sees it, rendered with the search's first page. A render is kept, compressed,
 * for as long as the first page stays the same, so it costs once per change of that page (a new job on top),
 * not once per visit; visits during a render wait for that render. The bundle loads with the first visit.
 */
function boardRenderer(
  root: string,
  bundle: string,
  visitorFirstPage: () => Promise<string>,
): () => Promise<RenderedPage> {
  let renderer: Promise<ReturnType<ServerRenderBundle['createRenderer']>> | undefined;
  const firstPageOf = keepLatest((_second: number) => visitorFirstPage());
  const pageOf = keepLatest(async (firstPage: string) => {
    renderer ??= import(pathToFileURL(bundle).href).then((module: ServerRenderBundle) =>
      module.createRenderer(root),
    );
    return compressed(await (await renderer).hotJobsBoard(firstPage));
  });
  return async () => pageOf(await firstPageOf(Math.floor(Date.now() / FIRST_PAGE_FRESH_MS)));
}

const ENCODINGS = new Negotiator({ supportedValues: ['br', 'gzip'] });

function sendRendered(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  const encoding = ENCODINGS.negotiate(request.headers['accept-encoding'] ?? '') as 'br' | 'gzip' | null;
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? page[encoding] : page.identity);
}

/**
 * Serves the built SPA: hashed assets cached for good; a page rendered ahead where there is one (at build
 * time, or the board on request); every other page path falls back to index.html. The build leaves `.br` and
 * `.gz` beside each text file; `preCompressed` sends the one the client accepts (index.html too) with
 * Content-Encoding and `Vary: Accept-Encoding`, or the plain file otherwise.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { root } = options;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const prerendered = hasWeb ? readPrerenderedPages(root) : new Map<string, string>();
  const bundle = serverRenderBundle(root);
  const board =
    hasWeb && existsSync(bundle) ? boardRenderer(root, bundle, options.visitorFirstPage) : undefined;
  const log = app.log.child({ module: 'web-app' });
  if (hasWeb && !board)
    log.warn({ bundle }, 'no server-render bundle: the browser renders the hot-jobs board');

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(failure('接口不存在'));
    }
    // Pages rendered ahead are rendered as a visitor sees them: someone logged in gets the app's shell,
    // rendered for them. A page rendered at build time is served only for its exact path without a query: a
    // query can change what the page shows, and the HTML must equal the first client render.
    const loggedIn = request.headers.cookie?.includes(`${TOKEN_COOKIE}=`) === true;
    if (board && !loggedIn && url === HOT_JOBS_PATH) {
      try {
        return sendRendered(request, reply, await board());
      } catch (error) {
        // The browser renders the board, as it does for everyone else.
        log.error({ err: error }, 'the hot-jobs board could not be rendered on the server');
      }
    }
    const page = url.includes('?') || loggedIn ? undefined : prerendered.get(url);
    return reply.header('cache-control', 'no-cache').sendFile(page ?? 'index.html');
  });
}
