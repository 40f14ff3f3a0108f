// Brings a database to the current schema and, on a new embedded database, plants the demo world.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { users } from '../../modules/users/tables.ts';
import { migrationsFolder } from '../../paths.ts';
import { seedDemoWorld } from '../../seed/index.ts';
import type { Database } from './client.ts';

export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  // Processes of a cluster start together: one at a time migrates and seeds, the others then find it done.
  await database.exclusive(() => migrateAndSeed(database, config, log));
}

async function migrateAndSeed(database: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const started = Date.now();
  await database.migrate(migrationsFolder);
  log.info({ ms: Date.now() - started }, 'database migrated');

  if (database.kind !== 'pglite' || !config.SEED_DEMO) return;
  const anyUser = await database.db.select({ id: users.id }).from(users).limit(1);
  if (anyUser.length > 0) return;
  const seedStarted = Date.now();
  await seedDemoWorld(database.db, {
    jobs: config.SEED_JOBS,
    demoUser: !config.isProduction,
    log: (msg) => log.info(msg),
  });
  log.info({ ms: Date.now() - seedStarted, jobs: config.SEED_JOBS }, 'demo world seeded');
}
