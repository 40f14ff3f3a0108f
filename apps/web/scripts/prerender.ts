// After `vite build` (the client, into dist/) and `vite build --ssr src/entry-server.tsx` (into dist-ssr/):
// renders each page of PRERENDER_ROUTES with its styles, writes it (and its .br/.gz) to dist/prerendered/, and
// lists them in dist/prerendered.json, which the server reads to serve them for exactly those paths. dist-ssr/
// stays: the server renders the hot-jobs board with it on request.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type * as EntryServer from '../src/entry-server';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');

function writeCompressed(file: string, content: string): void {
  const bytes = Buffer.from(content, 'utf8');
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

const entry = (await import(
  pathToFileURL(path.join(web, 'dist-ssr', 'entry-server.js')).href
)) as typeof EntryServer;
const renderer = entry.createRenderer(dist);

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const listed: Record<string, string> = {};
for (const route of entry.PRERENDER_ROUTES) {
  const html = await renderer.page(route);
  const name = route.path === '/' ? 'index' : route.path.slice(1).replaceAll('/', '_');
  const relative = `prerendered/${name}.html`;
  writeCompressed(path.join(dist, relative), html);
  listed[route.path] = relative;
  console.log(`prerendered ${route.path} (${Math.round(html.length / 1024)} KB)`);
}
writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify(listed, null, 2)}\n`);
