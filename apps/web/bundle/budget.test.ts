// @vitest-environment node
// The home page's JavaScript budget (issue 7): what `/` runs before the user can act stays under 250 KB gzip.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeRouteScripts, total } from './route-scripts';

const HOME_GZIP_BUDGET = 250 * 1024;
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);

describe('the home route bundle', () => {
  let outDir: string;
  beforeAll(async () => {
    // A fresh production build of the current sources, so the figure can never come from a stale dist/.
    outDir = await mkdtemp(path.join(os.tmpdir(), 'web-budget-'));
    await promisify(execFile)(
      process.execPath,
      [viteBin, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: webRoot, env: { ...process.env, NODE_ENV: 'production' } },
    );
  }, 180_000);
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it(`loads at most ${HOME_GZIP_BUDGET / 1024} KB of gzipped JavaScript before interaction`, () => {
    const scripts = homeRouteScripts(outDir);
    const sum = total(scripts);
    const table = scripts.map((s) => `${s.file}: ${(s.gzip / 1024).toFixed(1)} KB gzip`).join('\n');
    expect(sum.gzip, `home route scripts:\n${table}`).toBeLessThanOrEqual(HOME_GZIP_BUDGET);
  });
});
