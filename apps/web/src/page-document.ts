// Node only (the server-render bundle): a rendered page written into the build's index.html, as one document
// that paints styled before any script runs. Used at build time (scripts/prerender.ts) and by the server for
// the pages it renders on request (the hot-jobs board).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAINT_FIRST_LOADER } from '@app/shared/page-loader';
import { ENTRY_KEY, type Manifest, readManifest, staticClosure } from './build-manifest';
import { PRERENDERED_ATTRIBUTE, type PrerenderRoute } from './config/prerender-routes';

/** What the app rendered: its markup, what goes into `<head>` (antd's styles), its tab title. */
export interface RenderedPage {
  html: string;
  head: string;
  title: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;

/** The stylesheets the chunks of `modules` need at once (their own and those of what they import). */
function stylesheetsOf(manifest: Manifest, modules: string[]): Set<string> {
  return new Set(staticClosure(manifest, modules).flatMap((chunk) => chunk.css ?? []));
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
  const manifest = readManifest(dist);
  const styles = new Map<string, string>();
  const style = (file: string) => {
    let text = styles.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(dist, file), 'utf8');
      styles.set(file, text);
    }
    return `<style>${text}</style>`;
  };
  // What index.html links already (the shell's stylesheets) is written in where it links them.
  const shell = stylesheetsOf(manifest, [ENTRY_KEY]);
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error(`${dist}/index.html has no module script`);
  const loader = `<script data-src="${entry}">${PAINT_FIRST_LOADER}</script>`;

  /** `tail`: what follows the page in `<body>` (the data it was rendered with). */
  return (route: PrerenderRoute, page: RenderedPage, tail = ''): string => {
    const own = [...stylesheetsOf(manifest, route.modules)].filter((file) => !shell.has(file)).map(style);
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
