// `npm start`: builds the web app and the server when missing or older than their sources, then serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time of a source file, or of any file under a source folder. */
function newest(source) {
  if (!statSync(source).isDirectory()) return statSync(source).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    latest = Math.max(latest, newest(path.join(source, entry.name)));
  }
  return latest;
}

/** Whether `output` is missing or older than any of `sources` (files or folders; missing ones are skipped). */
function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => existsSync(source) && newest(source) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = at('packages/shared/src');
const webSources = ['src', 'public', 'index.html', 'vite.config.ts'].map((name) => at('apps/web', name));
// The client (dist) and the server-render bundle (dist-ssr, with which the server renders the hot-jobs board).
const webOutputs = [at('apps/web/dist/index.html'), at('apps/web/dist-ssr/entry-server.js')];
if (webOutputs.some((output) => stale(output, [...webSources, shared]))) {
  run(['run', 'build', '-w', 'apps/web']);
}
if (stale(at('apps/server/dist/server.js'), [at('apps/server/src'), at('apps/server/build.mjs'), shared])) {
  run(['run', 'build', '-w', 'apps/server']);
}

// Run the server in this process, so that signals reach its graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
