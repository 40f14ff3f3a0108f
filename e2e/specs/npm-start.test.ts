// `npm start` as the README gives it, twice on one data directory with Ctrl+C in between: the second start
// skips the build, comes up healthy and still has what the first one wrote.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server.ts';

interface Start {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  baseUrl: string;
}

/** The build outputs `npm start` checks, with their modification times. */
function builtTimes(): Record<string, number> {
  const outputs = [
    'apps/web/dist/index.html',
    'apps/web/dist-ssr/entry-server.js',
    'apps/server/dist/server.js',
  ];
  return Object.fromEntries(outputs.map((file) => [file, statSync(path.join(repoRoot, file)).mtimeMs]));
}

/** `npm start` from the repository root in its own process group, like a shell runs it. */
async function npmStart(dataDir: string): Promise<Start> {
  // A clean environment: nothing of the npm run that hosts this test (npm_* variables) leaks in.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('npm_')));
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_JOBS: '50', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = /listening at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) return resolve(Number(match[1]));
      if (child.exitCode !== null) return reject(new Error(`npm start exited:\n${output}`));
      child.stdout!.once('data', check);
    };
    child.once('exit', check);
    check();
  });
  return { child, output: () => output, exited, baseUrl: `http://127.0.0.1:${port}` };
}

/** Ctrl+C in a terminal: SIGINT to the whole foreground group (npm, its shell and the server). */
async function interrupt(start: Start): Promise<void> {
  if (start.child.exitCode === null && start.child.signalCode === null)
    process.kill(-start.child.pid!, 'SIGINT');
  await start.exited;
}

/** The server closed itself (npm then ends by the same signal, as it does in a terminal). */
function expectCleanStop(start: Start, dataDir: string): void {
  expect(start.output()).toMatch(/"signal":"SIGINT".*"msg":"shutting down"/);
  expect(start.output()).not.toMatch(/"level":(50|60)/);
  expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);
}

async function call(start: Start, route: string, body?: object) {
  const res = await fetch(start.baseUrl + route, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> };
}

describe('npm start', () => {
  let dataDir: string;
  let running: Start | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-npm-start-'));
  });
  afterAll(async () => {
    if (running) await interrupt(running);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts twice on one data directory, stopped with Ctrl+C in between', async () => {
    const mobile = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    const account = `starter${String(Date.now() % 100_000)}`;

    const first = await npmStart(dataDir);
    running = first;
    expect(await call(first, '/api/health')).toMatchObject({ code: 1, data: { db: 'ok' } });
    expect(await call(first, '/api/sms/sendCode', { mobile, scene: 'register' })).toMatchObject({ code: 1 });
    const sent = await call(first, `/api/dev/sms/latest?mobile=${mobile}`);
    const registered = await call(first, '/api/login/register', {
      mobile,
      code: sent.data.code,
      password: 'Start@2026',
      account,
    });
    expect(registered).toMatchObject({ code: 1, data: { account } });
    await interrupt(first);
    expectCleanStop(first, dataDir);

    const built = builtTimes();
    const second = await npmStart(dataDir);
    running = second;
    // The build from the first start (or from `npm run build` before it) is fresh: nothing is rebuilt.
    expect(builtTimes()).toEqual(built);
    expect(second.output()).not.toMatch(/vite build|node build\.mjs/);
    expect(await call(second, '/api/health')).toMatchObject({ code: 1, data: { db: 'ok' } });
    const login = await call(second, '/api/login/account', { account, password: 'Start@2026' });
    expect(login).toMatchObject({ code: 1, data: { account } });
    // The demo world seeded by the first start is there too, and was not seeded again.
    expect(
      await call(second, '/api/login/account', { account: 'demo', password: 'Demo@2026' }),
    ).toMatchObject({
      code: 1,
    });
    expect(second.output()).not.toContain('demo world seeded');
    // It renders the hot-jobs board for a visitor with the build's server-render bundle.
    const board = await (await fetch(`${second.baseUrl}/?mode=jobs`)).text();
    expect(board).toContain('data-prerendered');
    expect(board).toContain('id="boot-data"');
    await interrupt(second);
    expectCleanStop(second, dataDir);
  }, 180_000);
});
