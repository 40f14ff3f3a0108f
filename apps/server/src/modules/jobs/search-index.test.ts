// The keyword search's index works for the keywords people type most: two Chinese characters, which a
// trigram index cannot serve. Checked through the plan with sequential scans ruled out, so the answer does
// not depend on how many rows the test database holds.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';

/** PGlite's driver answers `{ rows }`, postgres.js the rows themselves. */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

describeEachBackend('the jobs keyword index', (ctx) => {
  const db = () => ctx().app.db;

  it('cuts a keyword into lower-cased characters and pairs, as the column does', async () => {
    const result = await db().execute(sql`select jobs_search_grams(${'前端React'}) as grams`);
    const grams = rowsOf(result)[0]?.grams as string[];
    expect([...grams].sort()).toEqual(
      ['前', '端', 'r', 'e', 'a', 'c', 't', '前端', '端r', 're', 'ea', 'ac', 'ct'].sort(),
    );
  });

  it('serves a two-character keyword from the grams index', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select count(*) from jobs where search_grams @> jobs_search_grams(${'前端'})`,
      );
      return rowsOf(result)
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('jobs_search_grams_idx');
  });
});
