// The Drizzle schema and the committed migrations agree: a table edited without `npm run db:generate -w
// apps/server` would reach no database, so generating from the last snapshot must find nothing to do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import drizzleConfig from '../../../drizzle.config.ts';
import { migrationsFolder } from '../../paths.ts';
import * as schema from './schema.ts';

function readJson(file: string) {
  return JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', file), 'utf8'));
}

describe('migrations', () => {
  it('match the schema: generating a migration finds no change', async () => {
    const journal = readJson('_journal.json') as { entries: Array<{ idx: number }> };
    const last = journal.entries.at(-1)!;
    const snapshot = readJson(`${String(last.idx).padStart(4, '0')}_snapshot.json`);
    // A renamed column makes drizzle-kit want to ask (rename or drop and add?): that fails here too.
    const current = generateDrizzleJson(schema, snapshot.id, undefined, drizzleConfig.casing);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
