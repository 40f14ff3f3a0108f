// `npm start`: builds the web app and the server when missing or older than their sources, then serves.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newest(dir) > built);
}

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = at('packages/shared/src');
if (stale(at('apps/web/dist/index.html'), [at('apps/web/src'), at('apps/web/index.html'), shared])) {
  run(['run', 'build', '-w', 'apps/web']);
}
if (stale(at('apps/server/dist/server.js'), [at('apps/server/src'), shared])) {
  run(['run', 'build', '-w', 'apps/server']);
}

// Run the server in this process, so that signals reach its graceful shutdown directly.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
