// The demo world of DESIGN.md: companies with recruiters, jobs and the demo job seeker.
import type { Db } from '../infra/db/client.ts';
import type { DemoSeeder } from '../infra/db/prepare.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { syncQuestionBank } from '../modules/interviewer/index.ts';
import { users } from '../modules/users/tables.ts';
import { DEMO_PASSWORD, seedCompanies, seedDemoSeeker } from './companies.ts';
import { DEFAULT_SEED, seedJobs } from './jobs.ts';
import { createRng } from './prng.ts';

/** The shipped question bank (moved to the interviewer module, which owns it); kept here for older callers. */
export { QUESTION_BANK } from '../modules/interviewer/index.ts';
export { DEMO_PASSWORD, DEMO_RECRUITER_ACCOUNT, DEMO_SEEKER, seedCompanies } from './companies.ts';
export { loadLearningCatalogue, productContent } from './content.ts';
export { DEFAULT_SEED, type SeedJobsOptions, seedJobs } from './jobs.ts';

export interface SeedDemoWorldOptions {
  /** Number of jobs to publish. */
  jobs: number;
  /**
   * Whether to create the demo job seeker (never in production). Without it the recruiters get no
   * password either, so no account with the published demo password exists.
   */
  demoUser: boolean;
  log?: (msg: string) => void;
  /** Reference instant of publish times; tests pass a fixed one. */
  now?: Date;
  /** PRNG seed (default DEFAULT_SEED, the documented demo world). */
  seed?: number;
  /** Rows per job INSERT; see SeedJobsOptions. */
  batchSize?: number | undefined;
}

/** Seeds an empty database; the caller makes sure it is empty (prepareDatabase asks demoSeeder.isEmpty). */
export async function seedDemoWorld(db: Db, opts: SeedDemoWorldOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  // scrypt is deliberately slow: hash once and share it among all seeded accounts.
  const passwordHash = opts.demoUser ? await hashPassword(DEMO_PASSWORD) : null;
  const seed = opts.seed ?? DEFAULT_SEED;
  const companyCount = await seedCompanies(db, passwordHash, createRng(seed));
  log(
    `seed: ${companyCount} companies with recruiters${passwordHash ? ` (hr_demo / ${DEMO_PASSWORD})` : ''}`,
  );
  if (passwordHash) {
    await seedDemoSeeker(db, passwordHash);
    log(`seed: demo job seeker (demo / ${DEMO_PASSWORD})`);
  }
  // The bank is product content that prepareDatabase syncs anyway; a seed run on its own (seed/cli.ts)
  // needs it too, and syncing again is a no-op.
  const bank = await syncQuestionBank(db);
  if (bank.inserted + bank.updated + bank.deleted > 0) log(`seed: question bank ${JSON.stringify(bank)}`);
  await seedJobs(db, opts.jobs, { log, seed, now: opts.now, batchSize: opts.batchSize });
}

/** The demo world as prepareDatabase takes it: planted only into a database with no account yet. */
export const demoSeeder: DemoSeeder = {
  async isEmpty(db) {
    const anyUser = await db.select({ id: users.id }).from(users).limit(1);
    return anyUser.length === 0;
  },
  seed: seedDemoWorld,
};
