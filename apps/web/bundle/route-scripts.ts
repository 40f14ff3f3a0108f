// What the home page costs before the user can act: the scripts it loads, read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of `.vite/manifest.json` (only the fields read here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export const MANIFEST_PATH = '.vite/manifest.json';
export const ENTRY_KEY = 'index.html';
/** The lazy module of `/`: the router awaits it before it renders the first screen, so it counts. */
export const HOME_ROUTE_KEY = 'src/app/routes/home-route.tsx';

export interface ScriptSize {
  file: string;
  raw: number;
  gzip: number;
}

/**
 * The files of `roots` and of every chunk they import statically, transitively. Dynamic imports (other
 * pages, the logged-in sidebar) are left out: they load only when the user goes there.
 */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** Every script `/` loads before interaction, with its raw and gzip size (zlib's default level, as Vite reports). */
export function homeRouteScripts(distDir: string): ScriptSize[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, MANIFEST_PATH), 'utf8')) as Manifest;
  return staticClosure(manifest, [ENTRY_KEY, HOME_ROUTE_KEY])
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(path.join(distDir, file));
      return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
    });
}

export function total(scripts: ScriptSize[]): { files: number; raw: number; gzip: number } {
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, s) => sum + s.raw, 0),
    gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
  };
}
