// Builds the migrated databases once per run: a PGlite data-directory dump and, when TEST_DATABASE_URL
// is set, a PostgreSQL template database. Each test file clones one instead of paying initdb itself.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../infra/db/client.ts';
import { migrationsFolder, serverRoot } from '../paths.ts';
import { databaseUrl } from './backends.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

async function buildPgliteTemplate(): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate(migrationsFolder);
  const dump = await database.dump!();
  await database.close();
  const dir = path.join(serverRoot, '.tmp');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

async function buildPostgresTemplate(url: string) {
  const name = `app_tmpl_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const template = await openDatabase({ url: databaseUrl(url, name), maxConnections: 1 });
  await template.migrate(migrationsFolder).finally(() => template.close());
  const drop = async () => {
    // Each test file's database was cloned from this template and carries its name as a prefix.
    const clones = await admin<{ datname: string }[]>`
      select datname from pg_database where datname like ${`${name}_%`}`;
    for (const { datname } of clones) await admin.unsafe(`drop database if exists ${datname} with (force)`);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { name, drop };
}

export default async function setup(project: TestProject) {
  // TEST_PGLITE_ONLY: a pass meant for PGlite alone (scripts/test-on-node.mjs, the other Node majors).
  const url = process.env.TEST_PGLITE_ONLY === 'true' ? undefined : process.env.TEST_DATABASE_URL;
  if (process.env.CI === 'true' && !url && process.env.TEST_PGLITE_ONLY !== 'true') {
    throw new Error('CI runs the server suite on PostgreSQL too: TEST_DATABASE_URL is not set');
  }
  const [pgliteTemplate, pgTemplate] = await Promise.all([
    buildPgliteTemplate(),
    url ? buildPostgresTemplate(url) : null,
  ]);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', pgTemplate?.name ?? null);
  return async () => {
    await pgTemplate?.drop();
    await rm(pgliteTemplate, { force: true });
  };
}
