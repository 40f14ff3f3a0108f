// `npm run seed -- --jobs N`: adds N jobs to the configured database (DATABASE_URL, else the embedded one
// in DATA_DIR), planting the demo companies first when there are none. Used to fill benchmark databases.
import { parseArgs } from 'node:util';
import { USER_TYPE } from '@app/shared/constants';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../infra/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { users } from '../modules/users/tables.ts';
import { migrationsFolder } from '../paths.ts';
import { DEFAULT_SEED, DEMO_PASSWORD, seedCompanies, seedDemoWorld, seedJobs } from './index.ts';
import { createRng } from './prng.ts';

const USAGE = 'usage: npm run seed -- --jobs N [--seed S] [--batch ROWS]';

function positiveInt(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined) throw new Error(`--${name} is required\n${USAGE}`);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { jobs: { type: 'string' }, seed: { type: 'string' }, batch: { type: 'string' } },
  });
  const jobs = positiveInt('jobs', values.jobs);
  const seed = positiveInt('seed', values.seed, DEFAULT_SEED);
  const batchSize = values.batch === undefined ? undefined : positiveInt('batch', values.batch);
  const log = (msg: string) => console.log(msg);

  // npm runs a workspace's script in the workspace folder; go back to where `npm run seed` was typed, so
  // a relative DATA_DIR names the same directory as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const started = performance.now();
  try {
    log(
      `seed: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    );
    await database.exclusive(() => database.migrate(migrationsFolder));
    const { db } = database;
    const [anyUser] = await db.select({ n: count() }).from(users);
    const [recruiters] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(users.userType, USER_TYPE.business));
    if (!anyUser?.n) {
      // An empty database gets the whole demo world, as the server's first start would plant it.
      await seedDemoWorld(db, { jobs, demoUser: !config.isProduction, log, seed, batchSize });
    } else {
      if (!recruiters?.n) {
        const passwordHash = config.isProduction ? null : await hashPassword(DEMO_PASSWORD);
        const companies = await seedCompanies(db, passwordHash, createRng(seed));
        log(`seed: ${companies} companies with recruiters`);
      }
      await seedJobs(db, jobs, { seed, batchSize, log });
    }
    const seconds = (performance.now() - started) / 1000;
    log(`seed: done in ${seconds.toFixed(1)} s (${Math.round(jobs / seconds)} jobs/s overall)`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
