// Brings a database to the current schema and, on a new embedded database, plants the demo world.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { migrationsFolder } from '../../paths.ts';
import type { Database, Db } from './client.ts';

/** What plants the demo world; the entry points hand in seed/'s, so infra/ imports no module. */
export interface DemoSeeder {
  /** Whether the database holds no account yet (only then is the demo world planted). */
  isEmpty(db: Db): Promise<boolean>;
  seed(db: Db, options: { jobs: number; demoUser: boolean; log: (msg: string) => void }): Promise<void>;
}

/** Content the product ships with (on every database, production too), loaded idempotently on each start. */
export interface ProductContent {
  load(db: Db, log: (msg: string) => void): Promise<void>;
}

export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  seeder?: DemoSeeder,
  content?: ProductContent,
): Promise<void> {
  // Processes of a cluster start together: one at a time migrates and seeds, the others then find it done.
  await database.exclusive(() => migrateAndSeed(database, config, log, seeder, content));
}

async function migrateAndSeed(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  seeder?: DemoSeeder,
  content?: ProductContent,
): Promise<void> {
  const started = Date.now();
  await database.migrate(migrationsFolder);
  log.info({ ms: Date.now() - started }, 'database migrated');
  if (content) await content.load(database.db, (msg) => log.info(msg));

  if (database.kind !== 'pglite' || !config.SEED_DEMO || !seeder) return;
  if (!(await seeder.isEmpty(database.db))) return;
  const seedStarted = Date.now();
  await seeder.seed(database.db, {
    jobs: config.SEED_JOBS,
    demoUser: !config.isProduction,
    log: (msg) => log.info(msg),
  });
  log.info({ ms: Date.now() - seedStarted, jobs: config.SEED_JOBS }, 'demo world seeded');
}
