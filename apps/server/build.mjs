// Bundles the server into dist/server.js; npm dependencies stay external, workspace code is inlined.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: {
    server: 'src/server.ts',
    seed: 'src/seed/cli.ts',
    'create-db': 'src/create-db.ts',
    // Documents are parsed in a worker thread; worker-runner.ts finds it beside server.js.
    'parse-worker': 'src/modules/uploads/parse-worker.ts',
    // Recordings are checked and given their seekable header in another, when an interview finishes.
    'recording-worker': 'src/modules/uploads/recording-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Some dependencies are CommonJS and call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
