// Creates a new embedded database (initdb, migrations, demo world) in a short-lived child process.
// PGlite's WebAssembly heap never shrinks, and creating and seeding a database touches far more of it
// than serving does; doing it in a child keeps the long-running server lean (bench/RESULTS.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { StartupError } from '../index.ts';

/** True when DATA_DIR has no embedded database yet. */
export function needsEmbeddedDatabase(config: Config): boolean {
  return !config.DATABASE_URL && !existsSync(path.join(config.dataDir, 'pg', 'PG_VERSION'));
}

/**
 * Runs the entry that creates the database (src/create-db.ts, shipped as dist/create-db.js) as a child
 * process and waits for it. The caller names the entry: infra/ knows no entry point that seeds modules.
 */
export async function createEmbeddedDatabase(log: FastifyBaseLogger, entry: string): Promise<void> {
  const started = Date.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry], {
      stdio: 'inherit',
      env: process.env,
    });
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new StartupError(`Could not create the embedded database in DATA_DIR (exit ${code})`);
  log.info({ ms: Date.now() - started }, 'embedded database created');
}
