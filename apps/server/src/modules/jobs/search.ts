// The hot-jobs search: a page of open jobs and their count, by keyword and filters (SPEC §3), through the
// path search-plan.ts picks. Each path is one statement written once with placeholders, so a search builds
// no SQL, and PostgreSQL parses each statement once per connection.
import { type HotJobsInput, JOB_COUNT_MAX } from '@app/shared/jobs';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type Db, preparedStatement, textArray } from '../../infra/db/client.ts';
import { containing, type JobRow } from './repo.ts';
import {
  DAY_S,
  dayOf,
  isCased,
  keywordPairs,
  planSearch,
  type SearchPath,
  widenRecent,
} from './search-plan.ts';
import { estimatedRows, filteredEstimate, filterValue, searchStats, shareSince } from './search-stats.ts';
import {
  JOB_STATUS,
  jobFavorites,
  jobMonthlyPay,
  jobRecentTokens,
  jobSearchText,
  jobSearchTokens,
  jobs,
} from './tables.ts';

/**
 * Jobs an exact count may read; where the filters leave more, a walk's count is estimated. A job read to be
 * counted costs about 50 µs at a million jobs (each on its own page of the table), so 500 is 25 ms.
 */
const EXACT_COUNT_READS = 500;

/** Every value a statement may take; null where the search does not use it. */
interface SearchValues {
  viewer: number;
  limit: number;
  offset: number;
  cap: number;
  city: string | null;
  category: string | null;
  education: number | null;
  recruitmentType: number | null;
  companyId: number | null;
  companyName: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  jobKeywords: string | null;
  objective: string | null;
  days: number | null;
  /** The keyword where it has no letter with a case (前端, 3年): matched as it is, without lower(). */
  keyword: string | null;
  /** The keyword where it has letters with a case (React): matched lower-cased. */
  keywordCased: string | null;
  /** The keyword's pairs of characters as typed (search-plan.ts keywordPairs), as a text[] value. */
  pairs: string | null;
  /** The filters as the indexes' tokens (jobs_filter_tokens), as a text[] value. */
  filters: string | null;
  /** The page's place in an index statement's ordered array, 1-based and inclusive. */
  first: number;
  last: number;
  pair: string | null;
  firstDay: number | null;
  lastDay: number | null;
}
type Value = (name: keyof SearchValues) => unknown;
const placeholder: Value = (name) => sql.placeholder(name);

/** The filters as the indexes hold them: 'c:上海', 'e:4', 't:0', 'k:技术' (migration 0011). */
function filterTokens(input: HotJobsInput): string[] {
  const prefixes = { city: 'c:', education: 'e:', recruitment_type: 't:', category: 'k:' } as const;
  return Object.entries(prefixes).flatMap(([field, prefix]) => {
    const value = filterValue(input, field as keyof typeof prefixes);
    return value === null ? [] : [prefix + value];
  });
}

function searchValues(input: HotJobsInput, viewerId: number | null, page: { limit: number; offset: number }) {
  const keyword = input.keyword || null;
  const cased = keyword !== null && isCased(keyword);
  const tokens = filterTokens(input);
  const pattern = (value: string | null | undefined) => (value ? containing(value) : null);
  return {
    viewer: viewerId ?? 0,
    limit: page.limit,
    offset: page.offset,
    first: page.offset + 1,
    last: page.offset + page.limit,
    cap: JOB_COUNT_MAX,
    city: filterValue(input, 'city'),
    category: filterValue(input, 'category'),
    education: input.education ?? null,
    recruitmentType: input.recruitment_type ?? null,
    companyId: input.company_id ?? null,
    companyName: pattern(input.company_name),
    salaryMin: input.salary_min ?? null,
    salaryMax: input.salary_max ?? null,
    jobKeywords: pattern(input.job_keywords),
    objective: pattern(input.job_objective),
    days: input.publish_days || null,
    keyword: cased ? null : keyword,
    keywordCased: cased ? keyword : null,
    pairs: keyword === null ? null : textArray(keywordPairs(keyword)),
    filters: tokens.length > 0 ? textArray(tokens) : null,
    pair: null,
    firstDay: null,
    lastDay: null,
  } satisfies SearchValues;
}

interface Condition {
  /** The value the condition compares with; the condition applies where it is not null. */
  value: keyof SearchValues;
  type: 'int' | 'text';
  where: (v: unknown) => SQL;
}

const condition = (value: keyof SearchValues, type: Condition['type'], where: Condition['where']) => ({
  value,
  type,
  where,
});

/** The filters a walk's indexes serve; the search indexes hold them as tokens. */
const INDEXED: Condition[] = [
  condition('city', 'text', (v) => sql`${jobs.city} = ${v}`),
  condition('category', 'text', (v) => sql`${jobs.category} = ${v}`),
  condition('education', 'int', (v) => sql`${jobs.education} = ${v}`),
  condition('recruitmentType', 'int', (v) => sql`${jobs.recruitmentType} = ${v}`),
];

/** The filters no index serves, and the keyword itself (the indexes only say that its pairs are there). */
const CHECKED: Condition[] = [
  condition('companyId', 'int', (v) => sql`${jobs.companyId} = ${v}`),
  condition('companyName', 'text', (v) => sql`${jobs.companyName} ilike ${v}`),
  condition('salaryMin', 'int', (v) => sql`${jobs.salaryEnd} >= ${v}`),
  condition('salaryMax', 'int', (v) => sql`${jobs.salaryStart} <= ${v}`),
  condition('jobKeywords', 'text', (v) => sql`${jobs.jobKeywords} ilike ${v}`),
  condition('objective', 'text', (v) => sql`${jobs.title} ilike ${v}`),
  condition('days', 'int', (v) => sql`${jobs.publishTime} >= now() - make_interval(days => ${v}::int)`),
  condition('keyword', 'text', (v) => sql`strpos(${jobSearchText}, ${v}) > 0`),
  condition('keywordCased', 'text', (v) => sql`strpos(lower(${jobSearchText}), lower(${v})) > 0`),
];

/**
 * Every condition, each reading `(value is null or …)`: one statement for any search. A plan made for the
 * values at hand drops those that are null; a generic plan could use no index for them and looks costly,
 * so PostgreSQL keeps planning the statement for its values, as a walk needs (the index to follow
 * depends on them).
 */
const optional = (conditions: Condition[], v: Value) =>
  sql.join(
    conditions.map((c) => sql` and (${v(c.value)}::${sql.raw(c.type)} is null or ${c.where(v(c.value))})`),
  );

/**
 * Only the conditions a search uses: a statement per set of them, each as cheap to plan once for every
 * value as for the values at hand, so PostgreSQL plans it once and keeps that plan.
 */
const present = (conditions: Condition[], used: ReadonlySet<keyof SearchValues>) =>
  sql.join(
    conditions.filter((c) => used.has(c.value)).map((c) => sql` and ${c.where(placeholder(c.value))}`),
  );

/**
 * What an answer is made from: every column but the bookkeeping times, named as JobRow names them, and
 * whether the viewer favourited the job (job_favorites joined on the viewer; 0 for a visitor).
 */
const { createdAt: _created, updatedAt: _updated, ...jobColumns } = getTableColumns(jobs);
const columnEntries = Object.entries(jobColumns);
const answerColumns = sql.join(
  [
    ...columnEntries.map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`${jobFavorites.userId} is not null as "isFavorite"`,
  ],
  sql`, `,
);
const favouriteJoin = sql`left join ${jobFavorites}
  on ${jobFavorites.jobId} = ${jobs.id} and ${jobFavorites.userId} = ${placeholder('viewer')}`;

type RawRow = Record<string, unknown>;

/** An index statement's page: its rows but the one of nulls it answers when the page is empty. */
const jobsOf = (raw: RawRow[]) => raw.filter((r) => r.id !== null).map(toJobRow);

function toJobRow(raw: RawRow): JobRow {
  const row: RawRow = { isFavorite: raw.isFavorite === true };
  for (const [key, column] of columnEntries) {
    const value = raw[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as unknown as JobRow;
}

const NEWEST = sql`${jobs.publishTime} desc, ${jobs.id} desc`;
const BEST_PAID = sql`${jobMonthlyPay} desc, ${jobs.id} desc`;

const walkStatement = (order: SQL) => sql`
  select ${answerColumns} from ${jobs} ${favouriteJoin}
  where ${jobs.status} = ${JOB_STATUS.open} ${optional(INDEXED, placeholder)} ${optional(CHECKED, placeholder)}
  order by ${order}
  limit ${placeholder('limit')} offset ${placeholder('offset')}`;

const walkNewest = preparedStatement<RawRow>('jobs_walk_newest', () => walkStatement(NEWEST));
const walkBestPaid = preparedStatement<RawRow>('jobs_walk_best_paid', () => walkStatement(BEST_PAID));
const walkCount = preparedStatement<{ total: number }>(
  'jobs_walk_count',
  () => sql`
    select count(*)::int as total from (
      select 1 from ${jobs}
      where ${jobs.status} = ${JOB_STATUS.open} ${optional(INDEXED, placeholder)} ${optional(CHECKED, placeholder)}
      limit ${placeholder('cap')}) as capped`,
);

// The index statements collect their candidates first (a materialised CTE of index conditions and checks),
// so no plan can trade the index for a walk, then order them into an array and read the page's jobs by id.
// No LIMIT: a generic plan cannot know one, guesses a tenth of the rows and looks dearer than a plan for
// the values at hand, which PostgreSQL would then make for every search. Without it, what a statement
// reads (which days, pairs or filters) changes nothing in how it reads them, so it is planned once.

/** The recent index's keys for the keyword's pair over the days searched ('20410:前端', …). */
const recentKeys = sql`(select array_agg(d || ':' || lower(${placeholder('pair')}::text))
  from generate_series(${placeholder('firstDay')}::int, ${placeholder('lastDay')}::int) as d)`;
/** The search index's keys for the keyword: its pairs (or its one character), lower-cased as the index holds them. */
const keywordKeys = sql`(select array_agg(lower(p)) from unnest(${placeholder('pairs')}::text[]) as p)`;

const tokenFilters = (tokens: SQL, used: ReadonlySet<keyof SearchValues>) =>
  used.has('filters') ? sql` and ${tokens} @> ${placeholder('filters')}::text[]` : sql``;

/** The page of the jobs `matched` holds in `order`, and how many it holds (one row of nulls for no page). */
const pageOf = (order: SQL) => sql`
  , ordered as (select array_agg(id order by ${order}) as ids, count(*)::int as matched from matched)
  select ${answerColumns}, ordered.matched as "matched"
  from ordered
  left join lateral unnest(ordered.ids[${placeholder('first')}::int:${placeholder('last')}::int])
    with ordinality as page(id, n) on true
  left join ${jobs} on ${jobs.id} = page.id ${favouriteJoin}
  order by page.n`;

const recentStatement = (used: ReadonlySet<keyof SearchValues>) => sql`
  with matched as materialized (
    select ${jobs.id} as id, ${jobs.publishTime} as publish_time from ${jobs}
    where ${jobRecentTokens} && ${recentKeys} ${tokenFilters(jobRecentTokens, used)}
      and ${jobs.status} = ${JOB_STATUS.open} ${present(CHECKED, used)}
  ) ${pageOf(sql`publish_time desc, id desc`)}`;

const allStatement = (used: ReadonlySet<keyof SearchValues>, bySalary: boolean) => sql`
  with matched as materialized (
    select ${jobs.id} as id, ${jobs.publishTime} as publish_time, ${jobMonthlyPay} as pay from ${jobs}
    where ${jobSearchTokens} @> ${keywordKeys} ${tokenFilters(jobSearchTokens, used)}
      and ${jobs.status} = ${JOB_STATUS.open} ${present(CHECKED, used)}
  ) ${pageOf(bySalary ? sql`pay desc, id desc` : sql`publish_time desc, id desc`)}`;

const tokenStatements = new Map<string, ReturnType<typeof preparedStatement<RawRow>>>();

/** The index statement for the values a search uses, made the first time a search needs it. */
function tokenStatement(kind: 'recent' | 'all', bySalary: boolean, values: SearchValues) {
  const used = new Set(
    (['filters', ...CHECKED.map((c) => c.value)] as const).filter((name) => values[name] !== null),
  );
  const key = [kind, bySalary ? 'pay' : 'time', ...used].join(',');
  let statement = tokenStatements.get(key);
  if (!statement) {
    // PostgreSQL keeps a statement's name to 63 bytes: the key is in the cache, the name is its number.
    statement = preparedStatement<RawRow>(`jobs_${kind}_${tokenStatements.size}`, () =>
      kind === 'recent' ? recentStatement(used) : allStatement(used, bySalary),
    );
    tokenStatements.set(key, statement);
  }
  return statement;
}

export interface SearchOptions {
  /** Tests force a path to check that all give the same answer; otherwise chosen by planSearch. */
  path?: SearchPath['kind'];
  /** Counting stops here (JOB_COUNT_MAX). */
  countCap?: number;
}

export async function searchJobs(
  db: Db,
  input: HotJobsInput,
  viewerId: number | null,
  page: { limit: number; offset: number },
  options: SearchOptions = {},
): Promise<{ rows: JobRow[]; total: number }> {
  const values = { ...searchValues(input, viewerId, page), cap: options.countCap ?? JOB_COUNT_MAX };
  const stats = await searchStats(db);
  const filtered = filteredEstimate(stats, input) ?? (await plannerEstimate(db, values));
  const now = Date.now() / 1000;
  const plan = planSearch(stats, input, page, filtered, now);
  const path = options.path ? forcedPath(options.path, input, now) : plan.path;
  const bySalary = input.sort_by === 'salary';
  const seenWith = (rows: JobRow[]) => page.offset + rows.length + (rows.length === page.limit ? 1 : 0);
  const estimate = (counted: number, rows: JobRow[]) =>
    Math.min(values.cap, Math.max(Math.round(counted), seenWith(rows)));

  // The last days of the recent index; where they hold fewer than a page, more days, or all jobs.
  for (let days = path.kind === 'recent' ? path : null; days; ) {
    const { pair, firstDay, lastDay } = days;
    const raw = await tokenStatement('recent', false, values)(db, { ...values, pair, firstDay, lastDay });
    const rows = jobsOf(raw);
    const matched = Number(raw[0]?.matched ?? 0);
    if (rows.length === page.limit || days.complete) {
      // The days read hold their share of all jobs; the keyword is taken to be as common in the others.
      const share = shareSince(stats, firstDay * DAY_S);
      return { rows, total: estimate(share > 0 ? matched / share : matched, rows) };
    }
    days = options.path ? null : widenRecent(stats, input, plan, days, matched, page, now);
  }
  if (input.keyword && path.kind !== 'walk') {
    const raw = await tokenStatement('all', bySalary, values)(db, values);
    return { rows: jobsOf(raw), total: Math.min(values.cap, Number(raw[0]?.matched ?? 0)) };
  }
  // Counting exactly reads every job the filters leave until the cap; where they leave more than
  // EXACT_COUNT_READS, the count is the estimate of them times the keyword's share.
  const [raw, counted] = await Promise.all([
    (bySalary ? walkBestPaid : walkNewest)(db, values),
    filtered > EXACT_COUNT_READS ? null : walkCount(db, values),
  ]);
  const rows = raw.map(toJobRow);
  return {
    rows,
    total: counted ? (counted[0]?.total ?? 0) : estimate(plan.share * plan.filtered, rows),
  };
}

/** The planner's estimate of the jobs the filters leave, for filters the statistics do not estimate. */
function plannerEstimate(db: Db, values: SearchValues): Promise<number> {
  const value: Value = (name) => (name === 'keyword' || name === 'keywordCased' ? null : values[name]);
  return estimatedRows(
    db,
    sql`${jobs.status} = ${JOB_STATUS.open} ${optional(INDEXED, value)} ${optional(CHECKED, value)}`,
  );
}

/** The path a test asks for; the recent one over yesterday and today. */
function forcedPath(kind: SearchPath['kind'], input: HotJobsInput, now: number): SearchPath {
  const pair = input.keyword ? keywordPairs(input.keyword)[0] : undefined;
  if (kind !== 'recent') return { kind };
  if (!pair || Array.from(pair).length < 2 || input.sort_by === 'salary') return { kind: 'all' };
  return { kind, pair, firstDay: dayOf(now) - 1, lastDay: dayOf(now) + 1, complete: false };
}

/** Test support: the statistics' plan for a search, without running it. */
export async function planOf(db: Db, input: HotJobsInput, page: { limit: number; offset: number }) {
  const stats = await searchStats(db);
  return planSearch(stats, input, page, filteredEstimate(stats, input) ?? stats.openJobs, Date.now() / 1000);
}
