// Migrations under a cluster: processes started together on one empty PostgreSQL take turns, so each
// migration is applied once and every process comes up.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths.ts';
import { databaseUrl } from '../../test/backends.ts';
import { listeningPort, type ServerProcess, startServer } from '../../test/server-process.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl)('three servers started together on an empty PostgreSQL', () => {
  const name = `app_cluster_${randomBytes(4).toString('hex')}`;
  const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
  const servers: ServerProcess[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.exited));
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('all come up, and each migration is applied exactly once', async () => {
    await admin.unsafe(`create database ${name}`);
    const url = databaseUrl(baseUrl!, name);
    const db = postgres(url, { max: 2, onnotice: () => {} });
    // A gate so that the three really meet: an open transaction holds the schema the migrator creates
    // first, so every process that reaches the migration waits on it until the gate opens.
    const gate = await db.reserve();
    await gate`begin`;
    await gate`create schema drizzle`;

    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-cluster-'));
    const env = {
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_SECRET: 'x'.repeat(32),
    };
    for (let i = 0; i < 3; i++) servers.push(startServer(env));
    const failed = Promise.race(servers.map((s) => s.exited.then(() => Promise.reject(new Error(s.stderr)))));
    failed.catch(() => {});

    // Three sessions of this database waiting on a lock: the gate's schema or, one behind the other, the
    // migration lock. Only then does the gate open.
    const waiting = async () => {
      const [row] = await db<{ n: number }[]>`
        select count(*)::int as n from pg_stat_activity
        where datname = ${name} and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
      return row!.n;
    };
    while ((await Promise.race([waiting(), failed])) < 3) await new Promise((r) => setTimeout(r, 50));
    await gate`rollback`;
    gate.release();

    const ports = await Promise.all(servers.map(listeningPort));
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await res.json()).toMatchObject({ code: 1, data: { db: 'ok' } });
    }
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
    const applied = await db<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
    await db.end();
  }, 120_000);
});
