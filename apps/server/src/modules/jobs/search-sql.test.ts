// A walk planned once reads the index the statistics chose (search-stats.ts walkedIndex), whatever other
// filters the search has: a plan made once takes every filter to hold an average value's share and would
// otherwise pick its own (the city's for 上海 and a category no job has: 170,000 jobs read at a million).
import { fillPlaceholders, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { queryRows } from '../../infra/db/client.ts';
import { GENERIC_PLAN_SETTINGS } from '../../infra/db/prepared.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { walkCountSql, walkOnceSql } from './search-sql.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

describeEachBackend('the statements planned once', (ctx) => {
  const db = () => ctx().app.db;
  const used = new Set(['city', 'category', 'recruitmentType'] as const);
  const values = {
    city: '上海',
    category: '技术',
    recruitmentType: 0,
    viewer: 0,
    first: 1,
    last: 10,
    cap: 1000,
  };

  /** The plan PostgreSQL makes once for a statement, as the search's statements are planned. */
  async function genericPlan(name: string, statement: ReturnType<typeof sql>): Promise<string> {
    const query = dialect.sqlToQuery(statement);
    const params = fillPlaceholders(query.params, values).map(literal);
    return db().transaction(async (tx) => {
      for (const [setting, value] of Object.entries(GENERIC_PLAN_SETTINGS)) {
        await tx.execute(sql.raw(`set local ${setting} = ${value}`));
      }
      await tx.execute(sql.raw(`prepare ${name} as ${query.sql}`));
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql.raw(`explain execute ${name}(${params.join(', ')})`),
      );
      await tx.execute(sql.raw(`deallocate ${name}`));
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  it.each([
    ['city', 'jobs_city_publish_time_idx'],
    ['category', 'jobs_category_publish_time_idx'],
    ['recruitment_type', 'jobs_recruitment_type_publish_time_idx'],
  ] as const)(
    'walks and counts along the %s index, with the other filters checked',
    async (walked, index) => {
      const walk = await genericPlan(`walk_${walked}`, walkOnceSql('newest', 10, walked, used));
      const count = await genericPlan(`count_${walked}`, walkCountSql(walked, used));
      for (const plan of [walk, count]) {
        expect(plan).toContain(index);
        expect(plan.match(/_idx/g)).toHaveLength(1);
      }
    },
  );

  it("writes the status so that no index serves it along a filter's index in newest-first order", () => {
    // At a million jobs the index of all open jobs, in the same order and in step with the table, looked
    // cheaper to the plan: interns asking for less than any pays had the count read every job. The
    // statistics of this small database do not tell that plan apart, so the text is checked.
    const text = (statement: ReturnType<typeof sql>) => dialect.sqlToQuery(statement).sql;
    const status = '("jobs"."status" = $1) is true';
    expect(text(walkCountSql('recruitment_type', used))).toContain(status);
    expect(text(walkOnceSql('newest', 10, 'city', used))).toContain(status);
    // The indexes in pay order, and that of all open jobs, begin with the status.
    expect(text(walkOnceSql('salary', 10, 'city', used))).not.toContain(status);
    expect(text(walkCountSql(null, used))).not.toContain(status);
  });

  it.each([
    ['city', 'jobs_status_city_monthly_pay_idx'],
    ['recruitment_type', 'jobs_status_recruitment_type_monthly_pay_idx'],
  ] as const)('walks in pay order along the %s index', async (walked, index) => {
    const plan = await genericPlan(`pay_walk_${walked}`, walkOnceSql('salary', 10, walked, used));
    expect(plan).toContain(index);
    expect(plan.match(/_idx/g)).toHaveLength(1);
  });
});
