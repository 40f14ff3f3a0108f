// The server as a process: start-up errors name the setting, SIGTERM closes cleanly, restarts are healthy.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from './paths.ts';

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
  });
  const run: Run = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (d) => {
    run.stdout += d;
  });
  child.stderr!.on('data', (d) => {
    run.stderr += d;
  });
  return run;
}

async function listeningPort(run: Run): Promise<number> {
  for (let i = 0; i < 600; i++) {
    const match = /listening at http:\/\/[^:]+:(\d+)/.exec(run.stdout);
    if (match) return Number(match[1]);
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('start-up with a bad setting', () => {
  it.each<[Record<string, string>, string]>([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'redis://127.0.0.1:1' }, 'REDIS_URL'],
    [{ NODE_ENV: 'production' }, 'SMS_CONSOLE_IN_PRODUCTION'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
  ])('stops with one line naming the variable (%o)', async (env, name) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-srv-'));
    const run = startServer({ PORT: '0', ...env, DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(name);
    await rm(dataDir, { recursive: true, force: true });
  });
});

describe('the embedded database across restarts', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-srv-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('shuts down cleanly on SIGTERM and comes back healthy', async () => {
    const first = startServer({ DATA_DIR: dataDir, PORT: '0' });
    const port = await listeningPort(first);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toMatchObject({ code: 1, data: { db: 'ok' } });
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(true);

    // A second server on the same data directory would corrupt it: it must refuse to start.
    const intruder = startServer({ DATA_DIR: dataDir, PORT: '0' });
    expect(await intruder.exited).toBe(1);
    expect(intruder.stderr).toContain('in use');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg.lock'))).toBe(false);

    const second = startServer({ DATA_DIR: dataDir, PORT: '0' });
    const port2 = await listeningPort(second);
    const again = await fetch(`http://127.0.0.1:${port2}/api/health`);
    expect(await again.json()).toMatchObject({ code: 1, data: { db: 'ok' } });
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
