// The keyword search's index works for the keywords people type most: two Chinese characters, which a
// trigram index cannot serve. Checked through the plan with sequential scans ruled out, so the answer does
// not depend on how many rows the test database holds.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../infra/db/client.ts';
import { describeEachBackend } from '../../test/backends.ts';

describeEachBackend('the jobs keyword index', (ctx) => {
  const db = () => ctx().app.db;

  it('cuts a keyword into lower-cased characters and pairs, as the column does', async () => {
    const [row] = await queryRows<{ grams: string[] }>(
      db(),
      sql`select jobs_search_grams(${'前端React'}) as grams`,
    );
    const grams = row!.grams;
    expect([...grams].sort()).toEqual(
      ['前', '端', 'r', 'e', 'a', 'c', 't', '前端', '端r', 're', 'ea', 'ac', 'ct'].sort(),
    );
  });

  it('serves a two-character keyword from the grams index', async () => {
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await queryRows<Record<string, string>>(
        tx,
        sql`explain select count(*) from jobs where search_grams @> jobs_keyword_grams(${'前端'})`,
      );
      return plan.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('jobs_search_grams_idx');
  });
});
