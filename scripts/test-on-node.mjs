// `npm run test:node24`: the server suite on PGlite under another Node major (the npm registry's `node`
// package provides the runtime), so CI proves the product on each supported Node, not only the one it has.
// Usage: node scripts/test-on-node.mjs <major> [vitest arguments…]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major, ...vitestArgs] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? '')) {
  console.error('usage: node scripts/test-on-node.mjs <major> [vitest arguments…]');
  process.exit(2);
}

// The `node` package stays out of package.json: as a dependency its binary would shadow the system's
// node in every npm script. `npm exec` fetches it once into npm's cache.
const found = spawnSync(
  'npm',
  [
    'exec',
    '--yes',
    `--package=node@${major}`,
    '--',
    'node',
    '-p',
    'process.execPath + " " + process.version',
  ],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
const [nodePath, version] = (found.stdout ?? '').trim().split(' ');
if (found.status !== 0 || !nodePath || !version?.startsWith(`v${major}.`)) {
  console.error(
    `test-on-node: could not get Node ${major} from the npm registry (got ${version ?? 'nothing'})`,
  );
  process.exit(1);
}
console.log(`test-on-node: server suite on PGlite under Node ${version} (${nodePath})`);

// Vitest runs its workers, and the tests their child servers, with process.execPath: all on this Node.
const env = {
  ...process.env,
  TEST_PGLITE_ONLY: 'true',
  PATH: `${path.dirname(nodePath)}:${process.env.PATH}`,
};
delete env.TEST_DATABASE_URL;
delete env.TEST_REDIS_URL;
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const run = spawnSync(nodePath, [vitest, 'run', ...vitestArgs], {
  cwd: path.join(root, 'apps/server'),
  env,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
