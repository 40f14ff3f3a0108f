// The keyword search's indexes work for the keywords people type most: two Chinese characters, which a
// trigram index cannot serve. Checked through the plan with sequential scans ruled out, so the answer does
// not depend on how many rows the test database holds.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { type Db, queryRows } from '../../infra/db/client.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { jobColumnTokens, jobRecentTokens, jobSearchTokens, jobs } from './tables.ts';

describeEachBackend('the jobs keyword indexes', (ctx) => {
  const db = () => ctx().app.db;

  async function planOf(db: Db, where: ReturnType<typeof sql>): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await queryRows<Record<string, string>>(
        tx,
        sql`explain select count(*) from ${jobs} where ${where}`,
      );
      return plan.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it('cuts the text into lower-cased characters and pairs, and the filters into tokens', async () => {
    const [row] = await queryRows<{ tokens: string[]; recent: string[] }>(
      db(),
      sql`select jobs_search_tokens(${'前端React'}, '上海', 4::smallint, 0::smallint, '技术') as tokens,
                 jobs_recent_tokens(${'前端Re'}, '2025-11-18 23:00:00+00', '', null, 2::smallint, '') as recent`,
    );
    expect([...new Set(row!.tokens)].sort()).toEqual(
      [
        'c:上海',
        'e:4',
        't:0',
        'k:技术',
        '前',
        '端',
        'r',
        'e',
        'a',
        'c',
        't',
        '前端',
        '端r',
        're',
        'ea',
        'ac',
        'ct',
      ].sort(),
    );
    // 2025-11-18 is day 20410 since 1970; no city or category, no token for them.
    expect([...row!.recent].sort()).toEqual(['t:2', '20410:前端', '20410:端r', '20410:re'].sort());
  });

  it('cuts the title, company name and skills into lower-cased characters and pairs, tagged', async () => {
    const [row] = await queryRows<{ tokens: string[] }>(
      db(),
      sql`select jobs_column_tokens(${'前端'}, '', ${'Re'}) as tokens`,
    );
    expect([...new Set(row!.tokens)].sort()).toEqual(['o:前', 'o:端', 'o:前端', 's:r', 's:e', 's:re'].sort());
  });

  it('serves a filter on a column from the column index', async () => {
    const plan = await planOf(db(), sql`${jobColumnTokens} @> ${'{o:前端}'}::text[]`);
    expect(plan).toContain('jobs_column_tokens_idx');
  });

  it('serves a two-character keyword with filters from the search index', async () => {
    const plan = await planOf(
      db(),
      sql`${jobSearchTokens} @> jobs_keyword_grams(${'前端'}) and ${jobSearchTokens} @> ${'{c:上海,e:4}'}::text[]`,
    );
    expect(plan).toContain('jobs_search_tokens_idx');
  });

  it('serves a keyword over a few days from the recent index', async () => {
    const plan = await planOf(db(), sql`${jobRecentTokens} && ${'{20410:前端,20411:前端}'}::text[]`);
    expect(plan).toContain('jobs_recent_tokens_idx');
  });
});
