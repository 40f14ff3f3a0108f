// The keyword search takes one of three paths by how common the keyword is (search-plan.ts): a walk of the
// newest jobs, the last days of the recent index, or the search index over all jobs. Each must give exactly
// what a plain reading of every job gives: the same jobs, in the same order, paged the same way, and the
// same count where it counts exactly.
import { randomBytes } from 'node:crypto';
import { RECRUITMENT_TYPE } from '@app/shared/constants';
import { type HotJobsInput, hotJobsInput, type JobResponse, jobResponse } from '@app/shared/jobs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../infra/db/client.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { followPlan, planFor, SearchStatements, searchJobs } from './search.ts';
import { DAY_S, dayOf, isTextPair, type SearchPath, searchTerms, termPairs } from './search-plan.ts';
import { getJobInfo } from './service.ts';
import { JOB_STATUS, jobFavorites, jobs } from './tables.ts';

describeEachBackend('the keyword search paths', (ctx) => {
  const db = () => ctx().app.db;
  const category = `路径类目${randomBytes(3).toString('hex')}`;
  // Made-up words, so no other job of the test database holds them: one in every job of this suite (common
  // wherever the suite runs), one in three (rare).
  const DAY_MS = 86_400_000;
  const everywhere = `甲乙${randomBytes(2).toString('hex')}`;
  const rare = `丙丁${randomBytes(2).toString('hex')}`;

  beforeAll(async () => {
    const company = await buildCompany(db(), '路径测试有限公司');
    const now = Date.now();
    await db()
      .insert(jobs)
      .values(
        Array.from({ length: 400 }, (_, i) => ({
          companyId: company.id,
          companyName: company.name,
          category,
          title: i % 3 === 0 ? `高级前端工程师 ${everywhere}` : `运营专员 ${everywhere.toUpperCase()}`,
          description: [137, 138, 250].includes(i) ? `负责 ${rare} 相关工作` : '负责日常工作',
          jobKeywords: i % 4 === 0 ? 'React,TypeScript' : 'Excel,PPT',
          city: i % 2 === 0 ? '上海' : '北京',
          education: i % 5,
          // Some interns, paid 元/天: 150-250 a day is 3.3-5.4K a month, below most of the others.
          recruitmentType: i % 13 === 0 ? RECRUITMENT_TYPE.intern : RECRUITMENT_TYPE.social,
          salaryStart: i % 13 === 0 ? 150 : 10 + (i % 7),
          salaryEnd: i % 13 === 0 ? 150 + (i % 101) : 20 + (i % 11),
          // Ties in publish time on purpose: the id must break them the same way on both paths.
          publishTime: new Date(now - Math.floor(i / 4) * 60_000),
          status: i % 10 === 9 ? JOB_STATUS.closed : JOB_STATUS.open,
        })),
      );
    // The statistics the path choice reads; PostgreSQL's autovacuum would take its time, PGlite has none.
    await db().execute(sql`analyze ${jobs}`);
  });

  const monthlyPay = (j: { recruitmentType: number; salaryEnd: number }) =>
    j.recruitmentType === RECRUITMENT_TYPE.intern ? j.salaryEnd * 0.02175 : j.salaryEnd;

  /** A filter on text, as ILIKE compares: no filter, or within the text whatever the case. */
  const contains = (text: string, filter: string | null | undefined) =>
    !filter || text.toLowerCase().includes(filter.toLowerCase());

  /** Every open job of the suite holding the keyword, sorted as the board sorts, read plainly. */
  async function expected(input: HotJobsInput): Promise<number[]> {
    const all = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.category, category), eq(jobs.status, JOB_STATUS.open)));
    const keyword = input.keyword?.toLowerCase() ?? '';
    return all
      .filter((j) =>
        `${j.title} ${j.companyName} ${j.jobKeywords} ${j.description}`.toLowerCase().includes(keyword),
      )
      .filter((j) => !input.city || j.city === input.city)
      .filter((j) => contains(j.companyName, input.company_name))
      .filter((j) => contains(j.jobKeywords, input.job_keywords))
      .filter((j) => contains(j.title, input.job_objective))
      .filter((j) => input.education == null || j.education === input.education)
      .filter((j) => input.recruitment_type == null || j.recruitmentType === input.recruitment_type)
      .filter((j) => input.salary_min == null || j.salaryEnd >= input.salary_min)
      .filter((j) => input.salary_max == null || j.salaryStart <= input.salary_max)
      .filter(
        (j) => !input.publish_days || j.publishTime.getTime() >= Date.now() - input.publish_days * DAY_MS,
      )
      .sort((a, b) =>
        input.sort_by === 'salary'
          ? monthlyPay(b) - monthlyPay(a) || b.id - a.id
          : b.publishTime.getTime() - a.publishTime.getTime() || b.id - a.id,
      )
      .map((j) => j.id);
  }

  /**
   * Statements for any values only, as searches share them past the shapes the shared statements keep:
   * planned for each search's values, each condition written optional.
   */
  const anyShape = new SearchStatements('jobs_search_test_any', 0);

  /**
   * A search along `path` alone where given (the planner's choice otherwise), counting up to 50: where the
   * path finds fewer than a page it goes on to the next paths, as every search does, but neither reads more
   * of the recent index's days nor looks for salary bounds or few jobs in another index first.
   */
  async function searchAlong(
    input: HotJobsInput,
    viewerId: number | null,
    page: { limit: number; offset: number },
    along: { path?: SearchPath['kind']; anyShape?: boolean; walkStop?: number } = {},
  ) {
    const { run, plan } = await planFor(db(), input, viewerId, page, 50);
    const forced = along.path && {
      path: pathOf(along.path, input, run.now),
      indexFirst: false,
      salaryBoundsFirst: false,
    };
    // Sorted by salary, a walk follows the pay order, where no time tells it to stop.
    const walkStop = input.sort_by === 'salary' ? null : (along.walkStop ?? plan.walkStop);
    return followPlan(
      { ...run, statements: along.anyShape ? anyShape : run.statements },
      { ...plan, ...forced, walkStop },
    );
  }

  /** A path of the kind asked for; the recent one over yesterday and today, or the days of publish_days. */
  function pathOf(kind: SearchPath['kind'], input: HotJobsInput, now: number): SearchPath {
    const [pair, second = null] = termPairs(searchTerms(input)).filter(isTextPair);
    if (kind === 'walk') return { kind, reads: 0 };
    if (kind !== 'recent' || !pair || input.sort_by === 'salary') return { kind: 'all' };
    const days = input.publish_days;
    const firstDay = days ? dayOf(now - days * DAY_S) : dayOf(now) - 1;
    const complete = Boolean(days);
    return { kind, pair, second, firstDay, lastDay: dayOf(now) + 1, complete, widen: false };
  }

  /** The page's jobs: the JSON the database wrote, read as a client reads the answer. */
  const jobsOf = (lists: string | Uint8Array): JobResponse[] =>
    JSON.parse(typeof lists === 'string' ? lists : Buffer.from(lists).toString());

  async function check(query: object): Promise<void> {
    const input = hotJobsInput.parse({ category, ...query });
    const all = await expected(input);
    // Walks newest first that stop at the last ten minutes' jobs, where pages lie further back: the search
    // then looks elsewhere.
    const tenMinutesAgo = Date.now() / 1000 - 600;
    for (const [path, anyShape, walkStop] of [
      ...(['walk', 'recent', 'all', undefined] as const).map((path) => [path, false, undefined] as const),
      // The statements for any values, which searches of too many shapes share.
      ...(['walk', 'recent', 'all'] as const).map((path) => [path, true, undefined] as const),
      ...(['walk', undefined] as const).map((path) => [path, false, tenMinutesAgo] as const),
    ]) {
      for (const offset of [0, 10, 180]) {
        const page = { limit: 10, offset };
        const { lists, total } = await searchAlong(input, null, page, { path, anyShape, walkStop });
        const rows = jobsOf(lists);
        expect(
          rows.map((j) => j.id),
          `${path}${anyShape ? ' (any shape)' : ''}${walkStop ? ' stopping sooner' : ''} at ${offset}`,
        ).toEqual(all.slice(offset, offset + 10));
        // Counted exactly here but for a full page of the recent index: estimated, never below what was shown.
        if (path === 'all' || path === 'walk' || rows.length < 10)
          expect(total).toBe(Math.min(all.length, 50));
        else expect(total).toBeGreaterThanOrEqual(Math.min(offset + 11, 50));
      }
    }
  }

  it.each([
    ['a common keyword', () => ({ keyword: everywhere })],
    ['a common keyword in capitals', () => ({ keyword: everywhere.toUpperCase() })],
    ['a common keyword with filters', () => ({ keyword: everywhere, city: '上海', education: 3 })],
    ['a common keyword by salary', () => ({ keyword: everywhere, sort_by: 'salary', salary_min: 25 })],
    ['by salary, interns by what they make a month', () => ({ sort_by: 'salary' })],
    ['by salary under a bound, a starting salary at a time', () => ({ sort_by: 'salary', salary_max: 13 })],
    [
      'by salary in a range, in a city',
      () => ({ sort_by: 'salary', salary_min: 14, salary_max: 25, city: '上海' }),
    ],
    // Interns are paid by the day: a floor of 200 is 200元/天, of 29 for the others 29K/月.
    ['interns paid at least a floor', () => ({ recruitment_type: 2, salary_min: 200 })],
    [
      'a type paid at least a floor, in a city',
      () => ({ recruitment_type: 0, salary_min: 29, city: '北京' }),
    ],
    // Read from the index of starting salaries, or interns from their pay order: interns start at 150 a day.
    ['a ceiling few jobs start at, in a city', () => ({ salary_max: 11, city: '上海' })],
    ['interns under a ceiling none of them starts at', () => ({ recruitment_type: 2, salary_max: 98 })],
    [
      'interns between a floor and a ceiling',
      () => ({ recruitment_type: 2, salary_min: 200, salary_max: 200 }),
    ],
    ['a type under a ceiling, with a floor', () => ({ recruitment_type: 0, salary_min: 12, salary_max: 12 })],
    ['a common keyword under a ceiling', () => ({ keyword: everywhere, salary_max: 12 })],
    ['a rare keyword', () => ({ keyword: rare })],
    // Two characters: the index's own token, which needs no check of the text.
    ['a keyword of two characters', () => ({ keyword: rare.slice(0, 2) })],
    ['a rare keyword, filtered', () => ({ keyword: rare, city: '上海' })],
    ['a rare keyword by salary', () => ({ keyword: rare, sort_by: 'salary' })],
    // The days of the recent index then cover every job the filter allows: counted exactly.
    ['a keyword published in the last day', () => ({ keyword: everywhere, publish_days: 1 })],
    ['a rare keyword published in the last day', () => ({ keyword: rare, publish_days: 1 })],
    ['no keyword', () => ({ city: '北京', education: 3 })],
    // Filters on text are terms too, found by their pairs in the search index and checked on what it finds.
    ['a position filter', () => ({ job_objective: '前端' })],
    ['a position filter with a keyword', () => ({ keyword: rare, job_objective: '运营' })],
    ['a company filter, matching nothing', () => ({ company_name: '不存在的公司' })],
    ['a skills filter with a city, in capitals', () => ({ job_keywords: 'REACT', city: '上海' })],
  ])('%s: the same jobs, order, pages and count as reading every job, on either path', async (_, query) => {
    await check(query());
  });

  it('answers each job as the job endpoint answers it, favourite and all, on every path', async () => {
    const seeker = await buildUser(db());
    const input = hotJobsInput.parse({ category, keyword: everywhere });
    const [first] = jobsOf((await searchJobs(db(), input, null, { limit: 1, offset: 0 })).lists);
    await db().insert(jobFavorites).values({ userId: seeker.id, jobId: first!.id });
    for (const path of ['walk', 'recent', 'all'] as const) {
      const { lists } = await searchAlong(input, seeker.id, { limit: 5, offset: 0 }, { path });
      const answered = jobsOf(lists);
      expect(answered[0]?.is_favorite).toBe(true);
      for (const job of answered) {
        // Parsed by the API's schema (every field, no other), and equal to what toJobResponse makes of the row.
        expect(jobResponse.strict().parse(job)).toEqual(await getJobInfo(db(), job.id, seeker.id));
      }
    }
  });

  it('answers a job as it is since it was last changed (its document is written with it)', async () => {
    const input = hotJobsInput.parse({ category, keyword: rare });
    const [first] = jobsOf((await searchJobs(db(), input, null, { limit: 1, offset: 0 })).lists);
    const changed = {
      title: `资深运营经理 ${rare}`,
      salaryStart: 31,
      salaryEnd: 45,
      jobAddress: '上海市浦东新区',
    };
    await db().update(jobs).set(changed).where(eq(jobs.id, first!.id));
    for (const path of ['walk', 'recent', 'all'] as const) {
      const { lists } = await searchAlong(input, null, { limit: 1, offset: 0 }, { path });
      const [job] = jobsOf(lists);
      expect(job).toMatchObject({ id: first!.id, title: changed.title, salary_start: 31, salary_end: 45 });
      expect(job).toEqual(await getJobInfo(db(), first!.id, null));
    }
  });

  it('cuts a keyword into its pairs alone, or one character into itself', async () => {
    const [row] = await queryRows<{ pairs: string[]; one: string[] }>(
      db(),
      sql`select jobs_keyword_grams(${'前端React'}) as pairs, jobs_keyword_grams(${'前'}) as one`,
    );
    expect([...row!.pairs].sort()).toEqual(['前端', '端r', 're', 'ea', 'ac', 'ct'].sort());
    expect(row!.one).toEqual(['前']);
  });
});
