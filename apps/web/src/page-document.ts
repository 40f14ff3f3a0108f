// Node only (the server-render bundle): a rendered page written into the build's index.html, as one document
// that paints styled before any script runs. Used at build time (scripts/prerender.ts) and by the server for
// the pages it renders on request (the hot-jobs board).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAINT_FIRST_LOADER } from '@app/shared/page-loader';
import { PRERENDERED_ATTRIBUTE, type PrerenderRoute } from './config/prerender-routes';

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** What the app rendered: its markup, what goes into `<head>` (antd's styles), its tab title. */
export interface RenderedPage {
  html: string;
  head: string;
  title: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;

/** What a module needs at once: its chunk, the chunks it imports statically, and their stylesheets. */
function stylesheetsOf(manifest: Manifest, key: string, seen: Set<string>, out: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest (prerender-routes.ts is out of date)`);
  for (const css of chunk.css ?? []) out.add(css);
  for (const imported of chunk.imports ?? []) stylesheetsOf(manifest, imported, seen, out);
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * Writes pages into the build's index.html (in `dist`). Every stylesheet the page needs is written into it
 * (index.html's own and the route modules'): each linked one would be one more request before the first
 * paint, on a phone's network the longest wait of all.
 */
export function createPageDocument(dist: string) {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`${dist}/index.html has no ${EMPTY_ROOT}`);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const styles = new Map<string, string>();
  const style = (file: string) => {
    let text = styles.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(dist, file), 'utf8');
      styles.set(file, text);
    }
    return `<style>${text}</style>`;
  };
  const shell = new Set<string>();
  stylesheetsOf(manifest, 'index.html', new Set(), shell);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error(`${dist}/index.html has no module script`);
  const loader = `<script data-src="${entry}">${PAINT_FIRST_LOADER}</script>`;

  /** `tail`: what follows the page in `<body>` (the data it was rendered with). */
  return (route: PrerenderRoute, page: RenderedPage, tail = ''): string => {
    const routeStyles = new Set<string>();
    const seen = new Set<string>();
    for (const module of route.modules) stylesheetsOf(manifest, module, seen, routeStyles);
    const own = [...routeStyles].filter((file) => !shell.has(file)).map(style);
    // Function replacements throughout: a `$&` in a page's text is text, not a pattern.
    return (
      template
        // The scripts load once the page has painted, by the loader at the end of <body>: no preloads, no
        // module script in <head> (fetched at once, they hold the first paint back: Lighthouse mobile FCP
        // 3.2 s with the preloads, 1.6 s without).
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace(ENTRY_SCRIPT, '')
        .replace(/<noscript>.*?<\/noscript>/s, '')
        .replace(STYLESHEET_LINK, (_link, file: string) => style(file))
        .replace(/<title>.*?<\/title>/s, () => `<title>${escapeHtml(page.title)}</title>`)
        .replace('</head>', () => `${page.head}${own.join('')}</head>`)
        .replace(
          EMPTY_ROOT,
          () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${page.html}</div>${tail}${loader}`,
        )
    );
  };
}
