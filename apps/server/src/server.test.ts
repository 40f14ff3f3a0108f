// The server as a process: start-up errors name the setting, SIGTERM closes cleanly, restarts are healthy.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningPort, startServer } from './test/server-process.ts';

describe('start-up with a bad setting', () => {
  it.each<[Record<string, string>, string]>([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'redis://127.0.0.1:1' }, 'REDIS_URL'],
    [{ S3_BUCKET: 'files' }, 'S3_ACCESS_KEY, S3_SECRET_KEY missing'],
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
