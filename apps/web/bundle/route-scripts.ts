// What the home page costs before the user can act: the scripts it loads, read from Vite's build manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ENTRY_KEY, readManifest, staticClosure } from '../src/build-manifest';

/** The lazy module of `/`: the router awaits it before it renders the first screen, so it counts. */
export const HOME_ROUTE_KEY = 'src/app/routes/home-route.tsx';

export interface ScriptSize {
  file: string;
  raw: number;
  gzip: number;
}

/** Every script `/` loads before interaction, with its raw and gzip size (zlib's default level, as Vite reports). */
export function homeRouteScripts(distDir: string): ScriptSize[] {
  return staticClosure(readManifest(distDir), [ENTRY_KEY, HOME_ROUTE_KEY])
    .map((chunk) => chunk.file)
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
