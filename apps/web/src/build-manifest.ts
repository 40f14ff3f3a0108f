// Node only: Vite's build manifest (`dist/.vite/manifest.json`), which says what each module's chunk loads at
// once. Read by the server-render bundle (the stylesheets a page needs, page-document.ts), the bundle budget
// test and the bench (the scripts home runs, bundle/route-scripts.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of the manifest (only the fields read here). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The key of index.html's entry: the app's shell, which every page loads. */
export const ENTRY_KEY = 'index.html';

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The chunks of `roots` and of every chunk they import statically, transitively, once each. Dynamic imports
 * (other pages, the logged-in sidebar) are left out: they load only when the user goes there.
 */
export function staticClosure(manifest: Manifest, roots: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return chunks;
}
