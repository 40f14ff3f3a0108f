// The texts of the hot-jobs search's statements (search.ts runs them): each written once with placeholders
// for every value a search may give, so that a search builds no SQL and the database parses each statement
// once. Every statement answers the page's jobs as the documents the database wrote with them, already in
// the shape of the API (SPEC §3 Job), so that the server passes ten jobs on instead of reading some two
// hundred fields, building objects of them and writing them out again.
import { RECRUITMENT_TYPE } from '@app/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { RawRow } from '../../infra/db/prepared.ts';
import type { EstimatedFilter, WalkedFilter } from './search-stats.ts';
import {
  INTERN_MONTHLY_PAY,
  JOB_STATUS,
  jobColumnTokens,
  jobDocuments,
  jobFavorites,
  jobMonthlyPay,
  jobRecentTokens,
  jobSearchText,
  jobSearchTokens,
  jobs,
} from './tables.ts';

/** Every value a statement may take; null where the search does not use it. */
export interface SearchValues {
  viewer: number;
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
  /**
   * The terms' pairs of characters as typed (search-plan.ts termPairs), as text[] values: the keyword's,
   * which the search index holds, and the column filters', tagged, which the column index holds.
   */
  pairs: string | null;
  columnPairs: string | null;
  /** The filters the index statements look up as tokens (search.ts tokenFiltersOf), as a text[] value. */
  filters: string | null;
  /** The page's place in an index statement's ordered array, 1-based and inclusive. */
  first: number;
  last: number;
  /**
   * Where a walk newest first stops: the publish time (epoch seconds) it reads its index's jobs back to
   * (search-plan.ts walkStop). Not a filter: a page the walk leaves short is looked for elsewhere.
   */
  since: number | null;
  /** The recent path's pair, and the keyword's next rarest pair where it has another (search-plan.ts). */
  pair: string | null;
  secondPair: string | null;
  firstDay: number | null;
  lastDay: number | null;
}
export type ValueName = keyof SearchValues;
type Value = (name: ValueName) => unknown;
const placeholder: Value = (name) => sql.placeholder(name);

/** The jobs a search lists. */
const IS_OPEN = sql`${jobs.status} = ${JOB_STATUS.open}`;
/** The same, written so that no index serves it (conditionsSql): the statement reads another index. */
const IS_OPEN_NOT_INDEXED = sql`(${IS_OPEN}) is true`;

interface Condition {
  /** The value the condition compares with; the condition applies where it is not null. */
  value: ValueName;
  type: 'int' | 'float8' | 'text';
  where: (v: unknown) => SQL;
}

const condition = (value: ValueName, type: Condition['type'], where: Condition['where']) => ({
  value,
  type,
  where,
});

/** The filters a walk's indexes serve; the search indexes hold them as tokens. */
export const INDEXED: Condition[] = [
  condition('city', 'text', (v) => sql`${jobs.city} = ${v}`),
  condition('category', 'text', (v) => sql`${jobs.category} = ${v}`),
  condition('education', 'int', (v) => sql`${jobs.education} = ${v}`),
  condition('recruitmentType', 'int', (v) => sql`${jobs.recruitmentType} = ${v}`),
];

/** The filters no index serves, and the keyword itself (the indexes only say that its pairs are there). */
export const CHECKED: Condition[] = [
  condition('companyId', 'int', (v) => sql`${jobs.companyId} = ${v}`),
  condition('companyName', 'text', (v) => sql`${jobs.companyName} ilike ${v}`),
  condition('salaryMin', 'int', (v) => sql`${jobs.salaryEnd} >= ${v}`),
  condition('salaryMax', 'int', (v) => sql`${jobs.salaryStart} <= ${v}`),
  condition('jobKeywords', 'text', (v) => sql`${jobs.jobKeywords} ilike ${v}`),
  condition('objective', 'text', (v) => sql`${jobs.title} ilike ${v}`),
  condition('days', 'int', (v) => sql`${jobs.publishTime} >= now() - make_interval(days => ${v}::int)`),
  condition('since', 'float8', (v) => sql`${jobs.publishTime} >= to_timestamp(${v}::float8)`),
  condition('keyword', 'text', (v) => sql`strpos(${jobSearchText}, ${v}) > 0`),
  condition('keywordCased', 'text', (v) => sql`strpos(lower(${jobSearchText}), lower(${v})) > 0`),
];

/** The conditions whose values the search gives, but for those in `except`. */
export function conditionsUsed(values: SearchValues, except: ReadonlySet<ValueName> = new Set()) {
  return new Set(
    [...INDEXED, ...CHECKED].map((c) => c.value).filter((name) => !except.has(name) && values[name] !== null),
  );
}

/**
 * Every condition, each reading `(value is null or …)`: one statement for any search. A plan made for the
 * values at hand drops those that are null; a generic plan could use no index for them and looks costly,
 * so PostgreSQL keeps planning the statement for its values, as a walk needs (the index to follow
 * depends on them).
 */
const optional = (v: Value) =>
  sql.join(
    [...INDEXED, ...CHECKED].map(
      (c) => sql` and (${v(c.value)}::${sql.raw(c.type)} is null or ${c.where(v(c.value))})`,
    ),
  );

/**
 * The values a statement uses: a set of them (a statement per set, each as cheap to plan once for every
 * value as for the values at hand, so PostgreSQL plans it once and keeps that plan), or 'any' (one
 * statement for any search, each condition `optional`, planned for the values at hand).
 */
export type Shape = ReadonlySet<ValueName> | 'any';

/** The value of each filter the statistics estimate (search-stats.ts), as a statement takes it. */
export const FILTER_VALUE = {
  city: 'city',
  category: 'category',
  education: 'education',
  recruitment_type: 'recruitmentType',
} as const satisfies Record<EstimatedFilter, ValueName>;

/**
 * Only the conditions a search uses, or for any shape every condition, optional. Given the filter whose
 * index a walk follows (`walked`, search-stats.ts walkedIndex), the other filters with an index are written
 * so that none serves them (`(city = $2) is true`): a plan made once takes every filter to hold an average
 * value's share, and for 上海 with a category no job has would walk the city's index, reading every job of
 * the city to find none, where the statistics chose the category's. 'none': no index serves any
 * condition, for the statements whose jobs come from a search index or by id (a plan made once that takes
 * a salary_max to leave a third of all jobs would read every job starting below it from their index, to
 * intersect them with the few of a keyword's last days).
 */
const conditionsSql = (used: Shape, walked: WalkedFilter | 'none' | null = null) => {
  if (used === 'any') return optional(placeholder);
  const served = walked && walked !== 'none' ? FILTER_VALUE[walked] : null;
  return sql.join(
    [...INDEXED, ...CHECKED]
      .filter((c) => used.has(c.value))
      .map((c) => {
        const condition = c.where(placeholder(c.value));
        const unserved = walked === 'none' || (walked !== null && INDEXED.includes(c) && c.value !== served);
        return unserved ? sql` and (${condition}) is true` : sql` and ${condition}`;
      }),
  );
};

/** A condition on a value that is not a filter's (the filter tokens, the second pair), where it is used. */
const conditionIfUsed = (used: Shape, name: ValueName, type: string, condition: SQL) => {
  if (used === 'any') return sql` and (${placeholder(name)}::${sql.raw(type)} is null or ${condition})`;
  return used.has(name) ? sql` and ${condition}` : sql``;
};

/**
 * The values that are not the filters': the terms (search-plan.ts searchTerms), whose share the plan
 * reckons from their pairs, and where a walk stops.
 */
const NOT_FILTERS: ReadonlySet<ValueName> = new Set([
  'keyword',
  'keywordCased',
  'companyName',
  'jobKeywords',
  'objective',
  'since',
]);

/** The jobs the filters leave, for the planner's estimate of them: every filter's value in the text. */
export function filteredSql(values: SearchValues) {
  const value: Value = (name) => (NOT_FILTERS.has(name) ? null : values[name]);
  return sql`${IS_OPEN} ${optional(value)}`;
}

/**
 * The page's jobs, a row each: the job's document (tables.ts jobDocuments: the API's JSON but for
 * is_favorite) and whether the viewer favourited it as JSON text, 'true' or 'false' (a visitor is viewer 0).
 */
const documentColumns = sql`${jobDocuments.document} as document,
  (${jobFavorites.userId} is not null)::text as favourite`;
const documentJoins = (id: SQL) => sql`join ${jobDocuments} on ${jobDocuments.jobId} = ${id}
  left join ${jobFavorites} on ${jobFavorites.jobId} = ${id} and ${jobFavorites.userId} = ${placeholder('viewer')}`;

/**
 * What a search statement answers: the page's jobs as a JSON array, each document passed on as the driver
 * reads it (bytes from PostgreSQL, never decoded here) with the viewer's is_favorite added, how many jobs
 * the page holds, and for an index statement how many jobs matched.
 */
export interface Answer {
  lists: Uint8Array;
  shown: number;
  matched: number;
}

const bytesOf = (value: unknown) => (typeof value === 'string' ? Buffer.from(value) : (value as Uint8Array));
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const FAVOURITE = Buffer.from(', "is_favorite" : ');
const CLOSE_JOB = Buffer.from('}');
const CLOSE = Buffer.from(']');

/**
 * Rows of document, favourite and (index statements) matched; an index statement whose page is empty
 * answers one row without a document, for the count.
 */
export function answerFromRows(rows: RawRow[]): Answer {
  const page = rows.filter(([document]) => document !== null && document !== undefined);
  const parts: Uint8Array[] = [OPEN];
  page.forEach(([document, favourite], i) => {
    const json = bytesOf(document);
    if (i > 0) parts.push(COMMA);
    // The document but its closing brace, then is_favorite: the last field, as toJobResponse answers it.
    parts.push(json.subarray(0, json.length - 1), FAVOURITE, bytesOf(favourite), CLOSE_JOB);
  });
  parts.push(CLOSE);
  return { lists: Buffer.concat(parts), shown: page.length, matched: Number(String(rows[0]?.[2] ?? 0)) };
}

export type Order = 'newest' | 'salary';
const ORDERS = {
  newest: sql`${jobs.publishTime} desc, ${jobs.id} desc`,
  salary: sql`${jobMonthlyPay} desc, ${jobs.id} desc`,
};

/**
 * Open jobs and the conditions `used`, for a statement planned once that reads the index of the filter
 * `walked` in `order` (conditionsSql). A filter's index in newest-first order does not hold the status, and the
 * index of all open jobs (status, publish time) gives the same order: the status is written so that no
 * index serves it either, or the plan may read that one (interns asking for less than any pays: the exact
 * count read every open job). The indexes in pay order begin with the status.
 */
const walkConditions = (walked: WalkedFilter | null, order: Order, used: Shape) =>
  sql`${walked && order === 'newest' ? IS_OPEN_NOT_INDEXED : IS_OPEN} ${conditionsSql(used, walked)}`;

// A walk reads the jobs in the sort's order, checking each, up to the last of the page, and numbers them;
// it keeps their ids only (a narrow row: the jobs before the page are neither copied nor written, and where
// the index holds every column the walk reads, it reads no table row), then reads the page's documents by id.
const walk = (order: Order, conditions: SQL, limit: SQL) => sql`
  with walked as (
    select ${jobs.id} as id, row_number() over (order by ${ORDERS[order]}) as n
    from ${jobs}
    where ${conditions}
    order by ${ORDERS[order]}
    limit ${limit})
  select ${documentColumns}
  from walked ${documentJoins(sql`walked.id`)}
  where walked.n between ${placeholder('first')}::int and ${placeholder('last')}::int
  order by walked.n`;

/**
 * A walk for the conditions `used` along the index of the filter `walked` (conditionsSql), planned once: to one of
 * the first pages with the limit in the text (a
 * generic plan does not know a limit given as a value and would weigh sorting every job instead), or,
 * `limit` null, to a deeper page's last job, where the limit matters less than the plans saved (planning
 * costs more than walking 500 jobs, and the pool's plans never sort the jobs walked).
 */
export const walkOnceSql = (order: Order, limit: number | null, walked: WalkedFilter | null, used: Shape) =>
  walk(
    order,
    walkConditions(walked, order, used),
    limit ? sql.raw(String(limit)) : sql`${placeholder('last')}::int`,
  );

/** A walk for any conditions and any depth, planned for the values at hand. */
export const plannedWalkSql = (order: Order) =>
  walk(order, sql`${IS_OPEN} ${optional(placeholder)}`, sql`${placeholder('last')}::int`);

/** The indexes in the newest-first order (tables.ts), by the filter they are on (null: all open jobs). */
const NEWEST_INDEX_ORDER = {
  city: sql`${jobs.city}, ${ORDERS.newest}`,
  category: sql`${jobs.category}, ${ORDERS.newest}`,
  recruitment_type: sql`${jobs.recruitmentType}, ${ORDERS.newest}`,
  all: sql`${jobs.status}, ${ORDERS.newest}`,
};

/**
 * The jobs the conditions `used` leave, counted up to the cap, reading the index of the filter `walked`
 * (search-stats.ts walkedIndex) as a walk does: no other index serves the other filters (conditionsSql), and the
 * statement, planned once without sorting, reads in that index's order rather than every job.
 */
export const walkCountSql = (walked: WalkedFilter | null, used: Shape) => sql`
  select count(*)::int as total from (
    select 1 from ${jobs} where ${walkConditions(walked, 'newest', used)}
    order by ${NEWEST_INDEX_ORDER[walked ?? 'all']}
    limit ${placeholder('cap')}) as capped`;

// The statements below collect their candidates first (a materialised CTE), so no plan can trade the
// index for a walk, then order them into an array and read the page's jobs by id. No LIMIT given as a
// value inside: a generic plan cannot know one, guesses a tenth of the rows and looks dearer than a plan
// for the values at hand, which PostgreSQL would then make for every search. Without it, what a statement
// reads (which days, pairs or filters) changes nothing in how it reads them, so it is planned once.

/**
 * The most matches the search index's statement (searchIndexSql) collects: sorting and counting them costs about
 * what walking a few thousand jobs does, where sorting a hundred thousand takes seconds. Past it, the
 * statement answers INDEX_CANDIDATES_MAX + 1 matches and no useful page: the search walks instead.
 */
export const INDEX_CANDIDATES_MAX = 20_000;

/** The page of the jobs `matched` holds, in `order`, and how many it holds. */
const pageOf = (order: SQL) => sql`
  , ordered as (select array_agg(id order by ${order}) as ids, count(*)::int as matched from matched)
  select page.document, page.favourite, ordered.matched
  from ordered left join lateral (
    select ${documentColumns}, page.n
    from unnest(ordered.ids[${placeholder('first')}::int:${placeholder('last')}::int])
      with ordinality as page(id, n)
    ${documentJoins(sql`page.id`)}
  ) as page on true
  order by page.n`;

/**
 * Sorted by salary under an upper bound: the jobs of each starting salary from 0 to the bound, each read
 * in pay order up to the limit (jobs_status[_city]_salary_start_pay_idx), merged. Walking the pay order
 * instead passes over every better paid job, which starts above the bound: most of a city's jobs for a
 * bound of 15K. `used` holds the conditions but the bound.
 */
export const byStartingSalarySql = (limit: number, used: Shape) => sql`
  with matched as materialized (
    select x.id, x.pay from generate_series(0, ${placeholder('salaryMax')}::int) as s(start)
    cross join lateral (
      select ${jobs.id} as id, ${jobMonthlyPay} as pay from ${jobs}
      where ${IS_OPEN} and ${jobs.salaryStart} = s.start ${conditionsSql(used)}
      order by ${ORDERS.salary}
      limit ${sql.raw(String(limit))}) as x
  ) ${pageOf(sql`pay desc, id desc`)}`;

/**
 * The salary bounds an index reads alone (search.ts searchWithinSalaryBounds), by `reading`: `start`, the jobs starting at
 * or below salary_max, the first entries of jobs_status_salary_start_pay_idx; `type`, the jobs of one
 * recruitment type in its pay order (jobs_status_recruitment_type_monthly_pay_idx), from the top down to
 * salary_min as that order keys it (monthlyPayOf: an intern's 元 a day as K a month), starting at or below
 * salary_max where the search has one (read off the index's entries).
 */
export type SalaryBoundsReading = 'start' | 'type';

/** The values each reading's bounds use. */
export const SALARY_BOUND_VALUES: Record<SalaryBoundsReading, ValueName[]> = {
  start: ['salaryMax'],
  type: ['recruitmentType', 'salaryMin', 'salaryMax'],
};

const salaryBoundsSql = (reading: SalaryBoundsReading, used: Shape) => {
  const ceiling = conditionIfUsed(
    used,
    'salaryMax',
    'int',
    sql`${jobs.salaryStart} <= ${placeholder('salaryMax')}::int`,
  );
  if (reading === 'start') return sql`${IS_OPEN} ${ceiling}`;
  const floor = conditionIfUsed(
    used,
    'salaryMin',
    'int',
    sql`${jobMonthlyPay} >= ${placeholder('salaryMin')}::int * (case when ${placeholder('recruitmentType')}::int
      = ${sql.raw(String(RECRUITMENT_TYPE.intern))} then ${sql.raw(String(INTERN_MONTHLY_PAY))} else 1 end)`,
  );
  return sql`${IS_OPEN} and ${jobs.recruitmentType} = ${placeholder('recruitmentType')}::int ${floor} ${ceiling}`;
};

/** How many jobs are within the bounds of `reading`, counted up to `cap` from the index alone. */
export const salaryBoundsCountSql = (reading: SalaryBoundsReading, used: Shape, cap: number) => sql`
  select count(*)::int from (
    select 1 from ${jobs} where ${salaryBoundsSql(reading, used)} limit ${sql.raw(String(cap))}) as paid`;

/**
 * Newest first, the jobs within the bounds of `reading` (at most `cap`, as salaryBoundsCountSql counted), each
 * checked for the other conditions `used`. Planned once: the limit tells the plan how few the bounds leave (a
 * bound given as a value is taken to leave a third of all jobs), so it reads them by id; no index serves
 * the other filters (conditionsSql), or the plan reads the index of a recruitment type's jobs (most of them)
 * to find the few of them starting below the bound.
 */
export const withinSalaryBoundsSql = (reading: SalaryBoundsReading, cap: number, used: Shape) => {
  const others =
    used === 'any' ? used : new Set([...used].filter((name) => !SALARY_BOUND_VALUES[reading].includes(name)));
  return sql`
  with matched as materialized (
    select ${jobs.id} as id, ${jobs.publishTime} as publish_time from ${jobs}
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs} where ${salaryBoundsSql(reading, used)} limit ${sql.raw(String(cap))})
      ${conditionsSql(others, 'none')}
  ) ${pageOf(sql`publish_time desc, id desc`)}`;
};

/** The recent index's keys for a pair over the days searched ('20410:前端', …). */
const recentKeys = (pair: ValueName) => sql`(select array_agg(d || ':' || lower(${placeholder(pair)}::text))
  from generate_series(${placeholder('firstDay')}::int, ${placeholder('lastDay')}::int) as d)`;
/** An index's keys for the terms' pairs (or lone characters), lower-cased as the indexes hold them. */
const termKeys = (pairs: ValueName) =>
  sql`(select array_agg(lower(p)) from unnest(${placeholder(pairs)}::text[]) as p)`;

/** Where `used` holds 'filters', the filter tokens looked up in the index too. */
const tokenFilters = (tokens: SQL, used: Shape) =>
  conditionIfUsed(used, 'filters', 'text[]', sql`${tokens} @> ${placeholder('filters')}::text[]`);

/**
 * The jobs of the days searched holding the keyword's pair, and its second where `used` holds it, newest
 * first, from the recent index (migration 0011). A job is of one day, so holding a key of each pair for
 * those days, it holds both pairs.
 */
export const recentDaysSql = (used: Shape) => sql`
  with matched as materialized (
    select ${jobs.id} as id, ${jobs.publishTime} as publish_time from ${jobs}
    where ${jobRecentTokens} && ${recentKeys('pair')}
      ${conditionIfUsed(used, 'secondPair', 'text', sql`${jobRecentTokens} && ${recentKeys('secondPair')}`)}
      ${tokenFilters(jobRecentTokens, used)}
      and ${IS_OPEN_NOT_INDEXED} ${conditionsSql(used, 'none')}
  ) ${pageOf(sql`publish_time desc, id desc`)}`;

/**
 * Every job holding the terms' pairs where `used` holds 'pairs', and the filters' tokens where it holds
 * 'filters' (one of them at least), from the search index (migration 0011).
 */
export const searchIndexSql = (order: Order, used: Shape) => sql`
  with matched as materialized (
    select ${jobs.id} as id, ${jobs.publishTime} as publish_time, ${jobMonthlyPay} as pay from ${jobs}
    where ${IS_OPEN_NOT_INDEXED}
      ${conditionIfUsed(used, 'pairs', 'text[]', sql`${jobSearchTokens} @> ${termKeys('pairs')}`)}
      ${conditionIfUsed(used, 'columnPairs', 'text[]', sql`${jobColumnTokens} @> ${termKeys('columnPairs')}`)}
      ${tokenFilters(jobSearchTokens, used)} ${conditionsSql(used, 'none')}
    limit ${sql.raw(String(INDEX_CANDIDATES_MAX + 1))}
  ) ${pageOf(order === 'salary' ? sql`pay desc, id desc` : sql`publish_time desc, id desc`)}`;
