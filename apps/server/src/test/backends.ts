// Test apps on each backend: PGlite (always) and PostgreSQL + Redis (when the run has them).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, RouteOptions } from 'fastify';
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, loggerOptions } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../infra/db/client.ts';
import { type Infra, openInfra } from '../infra/index.ts';

export type Backend = 'pglite' | 'postgres';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.href;
}

export function backends(): Backend[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database cloned from the run's template. */
export async function openTestDatabase(backend: Backend): Promise<Database> {
  if (backend === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: 'memory://', loadDataDir: template });
  }
  const template = inject('postgresTemplate')!;
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(base, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`).finally(() => admin.end());
  const database = await openDatabase({ url: databaseUrl(base, name), maxConnections: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = postgres(base, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  infra: Infra;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Adds routes before the app is ready (tests of shared mechanisms such as the error handler). */
  extend?: (app: FastifyInstance) => void;
  /** A database to share with another test app (a second process of one deployment); the caller closes it. */
  database?: Database;
  /** Told of every route of the app as it is added. */
  onRoute?: (route: RouteOptions) => void;
  /** Where the app logs (silent when unset). */
  logger?: FastifyBaseLogger;
}

export async function createTestApp(backend: Backend, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-test-'));
  const redisUrl = backend === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  });
  const database = options.database
    ? { ...options.database, close: async () => {} }
    : await openTestDatabase(backend);
  const infra = await openInfra(config, database);
  const app = await buildApp(config, infra, {
    logger: options.logger ?? false,
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    infra,
    config,
    close: async () => {
      await app.close();
      await infra.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second app on a test app's config and infra whose production logger (at trace) writes into `lines`. */
export function buildAppLoggingTo(test: TestApp, lines: string[]): Promise<FastifyInstance> {
  const logger = pino(
    { ...loggerOptions(test.config), level: 'trace' },
    { write: (line: string) => lines.push(line) },
  );
  return buildApp(test.config, test.infra, { logger });
}

/** Runs a suite once per backend; `ctx()` gives that backend's app inside tests. */
export function describeEachBackend(
  name: string,
  suite: (ctx: () => TestApp, backend: Backend) => void,
): void {
  for (const backend of backends()) {
    describe(`${name} [${backend}]`, () => {
      let current: TestApp | undefined;
      beforeAll(async () => {
        current = await createTestApp(backend);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error('test app not ready');
        return current;
      }, backend);
    });
  }
}
