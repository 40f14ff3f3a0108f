// The database port: PGlite under DATA_DIR/pg by default, PostgreSQL when DATABASE_URL is set.
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { GENERIC_PLAN_SETTINGS, preparedStatementsOn } from './prepared.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw query, whichever driver runs it (postgres.js answers an array, PGlite `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations from the given folder. */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs `fn` while holding the start-up lock, so that processes started together on one PostgreSQL
   * migrate and seed one after the other. PGlite is only ever opened by one process: `fn` just runs.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Closes the connection; for PGlite this flushes and releases the data directory. */
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (tests clone a migrated template from it). */
  dump?: () => Promise<Blob>;
}

/** PostgreSQL extensions the schema uses, loaded into PGlite (PostgreSQL ships them as contrib). */
export const pgliteExtensions = { pg_trgm };

export interface DatabaseOptions {
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  dataDir?: string;
  /** A PGlite data directory dump to start from (tests clone a migrated template this way). */
  loadDataDir?: Blob;
  sharedBuffers?: string;
  /** PostgreSQL: the connections of each of the server's two pools (defaultPoolSize). */
  maxConnections?: number | undefined;
}

/**
 * Connections per pool where DATABASE_POOL_SIZE does not say: as many as this machine has cores, so that the
 * two pools together hold about twice the cores, PostgreSQL's rule of thumb for connections at work at once.
 * postgres.js sends further queries down busy connections behind the ones already there rather than waiting,
 * so a few connections keep the database busy; more only take turns on the same cores. With the board's
 * search under load on 2 cores (bench/RESULTS.md), 2 per pool answered 12-30% more searches than 10 per
 * pool, at a lower p99. Never fewer than 2: a query that takes long holds up those queued behind it.
 */
const defaultPoolSize = () => Math.max(2, availableParallelism());

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.maxConnections ?? defaultPoolSize());
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = new PGlite(dataDir, {
    loadDataDir: options.loadDataDir,
    postgresqlconf: `shared_buffers=${options.sharedBuffers ?? '16MB'}`,
    extensions: pgliteExtensions,
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  preparedStatementsOn(db as unknown as Db, { kind: 'pglite', client });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    exclusive: (fn) => fn(),
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const connect = (settings: Record<string, string> = {}) =>
    postgres(url, {
      max,
      onnotice: () => {},
      connect_timeout: 10,
      // Parallel workers and JIT compilation pay off for long reports, not for a web request's few
      // milliseconds: starting workers takes longer than most of this application's queries, and under
      // load they only take cores from the other requests; compiling a plan takes half a second, and the
      // generic pool's plans carry enable_sort's penalty in their cost, which would have every statement
      // with a sort of ten rows compiled on every run. A bitmap of the jobs an index hands back stays exact
      // up to a few hundred thousand of them: past the default 4 MB it keeps pages instead, and each job of
      // such a page is checked again, for the search index by computing its tokens (about 50 µs a job).
      connection: { max_parallel_workers_per_gather: '0', jit: 'off', work_mem: '32MB', ...settings },
    });
  const client = connect();
  await client`select 1`;
  const drizzleDb = drizzlePostgres({ client, schema, casing: 'snake_case' });
  const db = drizzleDb as unknown as Db;
  // A second pool, whose connections open only when used, for the statements written to be planned once
  // (prepared.ts genericPlan).
  const generic = connect(GENERIC_PLAN_SETTINGS);
  preparedStatementsOn(db, { kind: 'postgres', client, generic });
  return {
    db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migratePostgres(drizzleDb, { migrationsFolder }),
    exclusive: (fn) => withAdvisoryLock(url, fn),
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), generic.end({ timeout: 5 })]);
    },
  };
}

/** The advisory lock key of start-up work; any fixed number no other application on the database uses. */
const STARTUP_LOCK = 7_242_001;

/**
 * A session-level advisory lock lives on one connection, so it gets its own rather than one of the pool,
 * which `fn` needs. Should the process die holding it, PostgreSQL releases it with the connection.
 */
async function withAdvisoryLock<T>(url: string, fn: () => Promise<T>): Promise<T> {
  const session = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await session.unsafe(`select pg_advisory_lock(${STARTUP_LOCK})`);
    const result = await fn();
    await session.unsafe(`select pg_advisory_unlock(${STARTUP_LOCK})`);
    return result;
  } finally {
    await session.end({ timeout: 5 });
  }
}
