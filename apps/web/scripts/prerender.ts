// After `vite build` (the client, into dist/) and `vite build --ssr src/entry-server.tsx` (into dist-ssr/):
// renders each page of PRERENDER_ROUTES to HTML with its antd styles, links its route modules'
// styles, writes it (and its .br/.gz) to dist/prerendered/, and lists them in dist/prerendered.json, which
// the server reads to serve them for exactly those paths.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type * as EntryServer from '../src/entry-server';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssrDist = path.join(web, 'dist-ssr');

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What a route module needs at once: its chunk, the chunks it imports statically, and their styles. */
function filesOf(
  manifest: Manifest,
  key: string,
  seen: Set<string>,
  out: { js: Set<string>; css: Set<string> },
) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest (prerender-routes.ts is out of date)`);
  out.js.add(chunk.file);
  for (const css of chunk.css ?? []) out.css.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, seen, out);
}

function writeCompressed(file: string, content: string): void {
  const bytes = Buffer.from(content, 'utf8');
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

// React's production build (the SSR bundle leaves NODE_ENV to run time), as the browser runs.
process.env.NODE_ENV = 'production';
const entry = (await import(pathToFileURL(path.join(ssrDist, 'entry-server.js')).href)) as typeof EntryServer;
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
// What index.html already loads (the entry and its imports) is not linked twice.
const shell = { js: new Set<string>(), css: new Set<string>() };
filesOf(manifest, 'index.html', new Set(), shell);

const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const listed: Record<string, string> = {};
for (const route of entry.PRERENDER_ROUTES) {
  const page = await entry.render(route.path);
  const files = { js: new Set<string>(), css: new Set<string>() };
  const seen = new Set<string>();
  for (const module of route.modules) filesOf(manifest, module, seen, files);
  const links = [...files.css]
    .filter((f) => !shell.css.has(f))
    .map((f) => `<link rel="stylesheet" href="/${f}">`)
    .join('');
  const html = template
    // No script preloads: fetched ahead, they share the phone's bandwidth with the HTML and the styles and
    // hold the first paint back (Lighthouse mobile: FCP 3.2 s with them, 1.6 s without). The entry's module
    // script still loads them, after the page has painted.
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<noscript>.*?<\/noscript>/s, '')
    .replace(/<title>.*?<\/title>/s, `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', `${page.head}${links}</head>`)
    .replace(EMPTY_ROOT, `<div id="root" ${entry.PRERENDERED_ATTRIBUTE}>${page.html}</div>`);
  const name = route.path === '/' ? 'index' : route.path.slice(1).replaceAll('/', '_');
  const relative = `prerendered/${name}.html`;
  writeCompressed(path.join(dist, relative), html);
  listed[route.path] = relative;
  console.log(`prerendered ${route.path} (${Math.round(html.length / 1024)} KB)`);
}
writeFileSync(path.join(dist, 'prerendered.json'), `${JSON.stringify(listed, null, 2)}\n`);
rmSync(ssrDist, { recursive: true, force: true });
