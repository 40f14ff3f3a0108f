// What the hot-jobs search plans by: the statistics ANALYZE keeps of the jobs table and its token indexes,
// read once every few minutes and used for every search in between.
import { RECRUITMENT_TYPE } from '@app/shared/constants';
import type { HotJobsInput } from '@app/shared/jobs';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../infra/db/client.ts';
import { JOB_STATUS, jobs } from './tables.ts';

/** How long a process trusts the statistics before reading them again. */
const SEARCH_STATS_TTL_MS = 10 * 60_000;

/** What the statistics say of one column: the share of jobs holding each common value, and any other. */
export interface ColumnShares {
  common: Map<string, number>;
  other: number;
}

/** What they say of a numeric column: its common values and their shares, and how the others spread. */
export interface ColumnSpread {
  common: Array<[value: number, share: number]>;
  /** The share of jobs holding none of the common values (nor null). */
  others: number;
  /** Values that split those others into equal shares, lowest first. */
  bounds: number[];
}

export interface SearchStats {
  /** The planner's estimate of the open jobs. */
  openJobs: number;
  /**
   * The share of jobs holding each of the commonest tokens of the search index (characters, pairs) and of
   * the column index (tagged).
   */
  shares: Map<string, number>;
  /** A token the statistics do not list is held by fewer jobs than this share (1 when never analysed). */
  unlistedShare: number;
  /** The same for a column's token. */
  unlistedColumnShare: number;
  /** The filters' columns that the search estimates itself (see filteredEstimate). */
  columns: Map<string, ColumnShares>;
  /** The salary bounds' columns, for the salary range filter. */
  salaryStart: ColumnSpread | null;
  salaryEnd: ColumnSpread | null;
  /** Publish times (epoch seconds) that split the jobs into equal shares, oldest first. */
  publishBounds: number[];
}

/** The filters whose share of jobs the statistics give (each filters the column of its name). */
export const ESTIMATED_FILTERS = ['city', 'category', 'education', 'recruitment_type'] as const;
export type EstimatedFilter = (typeof ESTIMATED_FILTERS)[number];

/** What a filter asks for, or null where it does not filter (absent, empty, or 全国). */
export function filterValue(input: HotJobsInput, field: EstimatedFilter): string | null {
  const value = input[field];
  return value == null || value === '' || (field === 'city' && value === '全国') ? null : String(value);
}

export const shareOf = (shares: ColumnShares, value: string) => shares.common.get(value) ?? shares.other;

interface StatsRow {
  attname: string;
  vals: string[] | null;
  freqs: number[] | null;
  elems: string[] | null;
  elem_freqs: number[] | null;
  n_distinct: number;
  null_frac: number;
  bounds: number[] | null;
}

function columnShares(row: StatsRow, rows: number): ColumnShares {
  const freqs = row.freqs ?? [];
  const common = new Map((row.vals ?? []).map((value, i) => [value, freqs[i] ?? 0]));
  // As PostgreSQL reckons it: the rows left over, spread evenly over the values left over.
  const distinct = row.n_distinct >= 0 ? row.n_distinct : -row.n_distinct * rows;
  const left = 1 - row.null_frac - freqs.reduce((sum, f) => sum + f, 0);
  return { common, other: Math.max(0, left) / Math.max(1, distinct - common.size) };
}

/** The names PostgreSQL gives the token indexes' one column (their expressions' functions), by index. */
const TOKEN_COLUMNS = {
  jobs_search_tokens_idx: 'jobs_search_tokens',
  jobs_column_tokens_idx: 'jobs_column_tokens',
};

async function readSearchStats(db: Db): Promise<SearchStats> {
  const [rows, openJobs] = await Promise.all([
    queryRows<StatsRow>(
      db,
      sql`select attname, most_common_vals::text::text[] as vals, most_common_freqs as freqs,
                 most_common_elems::text::text[] as elems, most_common_elem_freqs as elem_freqs,
                 n_distinct, null_frac,
                 case when attname = 'publish_time' then array(
                     select extract(epoch from bound::timestamptz)::float8
                       from unnest(histogram_bounds::text::text[]) as bound)
                   when attname in ('salary_start', 'salary_end')
                     then histogram_bounds::text::float8[] end as bounds
            from pg_stats
           where schemaname = current_schema()
             and ((tablename = 'jobs' and attname in ('publish_time', 'salary_start', 'salary_end', ${sql.join(
               ESTIMATED_FILTERS.map((column) => sql`${column}`),
               sql`, `,
             )})) or ${sql.join(
               Object.entries(TOKEN_COLUMNS).map(
                 ([index, column]) => sql`(tablename = ${index} and attname = ${column})`,
               ),
               sql` or `,
             )})`,
    ),
    estimatedRows(db, eq(jobs.status, JOB_STATUS.open)),
  ]);
  const text = tokensOf(rows.find((row) => row.attname === TOKEN_COLUMNS.jobs_search_tokens_idx));
  const column = tokensOf(rows.find((row) => row.attname === TOKEN_COLUMNS.jobs_column_tokens_idx));
  return {
    openJobs,
    shares: new Map([...text.shares, ...column.shares]),
    unlistedShare: text.unlisted,
    unlistedColumnShare: column.unlisted,
    columns: new Map(
      rows
        .filter((row) => (ESTIMATED_FILTERS as readonly string[]).includes(row.attname))
        .map((row) => [row.attname, columnShares(row, openJobs)]),
    ),
    publishBounds: rows.find((row) => row.attname === 'publish_time')?.bounds ?? [],
    salaryStart: columnSpread(rows.find((row) => row.attname === 'salary_start')),
    salaryEnd: columnSpread(rows.find((row) => row.attname === 'salary_end')),
  };
}

/** A token index's commonest tokens and their shares, and the most an unlisted token's share can be. */
function tokensOf(row: StatsRow | undefined) {
  const elems = row?.elems ?? [];
  const freqs = row?.elem_freqs ?? [];
  return {
    shares: elems.map((token, i): [string, number] => [token, freqs[i] ?? 0]),
    // After the elements' own frequencies PostgreSQL stores their minimum, maximum and the nulls' share.
    unlisted: row ? (freqs[elems.length] ?? 1) : 1,
  };
}

function columnSpread(row: StatsRow | undefined): ColumnSpread | null {
  if (!row) return null;
  const freqs = row.freqs ?? [];
  const common = (row.vals ?? []).map((value, i): [number, number] => [Number(value), freqs[i] ?? 0]);
  const others = Math.max(0, 1 - row.null_frac - freqs.reduce((sum, f) => sum + f, 0));
  return { common, others, bounds: row.bounds ?? [] };
}

/** The share of jobs whose value in the column is at least `min` (or at most `max`), as PostgreSQL reckons it. */
export function shareBeyond(spread: ColumnSpread, limit: { min: number } | { max: number }): number {
  const holds = (value: number) => ('min' in limit ? value >= limit.min : value <= limit.max);
  const common = spread.common.reduce((sum, [value, share]) => sum + (holds(value) ? share : 0), 0);
  const { bounds } = spread;
  if (bounds.length < 2) return common;
  const at = 'min' in limit ? limit.min : limit.max;
  // The share of the others below `at`, read between the two bounds around it.
  const last = bounds.length - 1;
  let below: number;
  if (at <= bounds[0]!) below = 0;
  else if (at >= bounds[last]!) below = 1;
  else {
    let i = 1;
    while (bounds[i]! < at) i++;
    const width = bounds[i]! - bounds[i - 1]!;
    below = (i - 1 + (width > 0 ? (at - bounds[i - 1]!) / width : 1)) / last;
  }
  return common + spread.others * ('min' in limit ? 1 - below : below);
}

const cached = new WeakMap<Db, { at: number; stats: Promise<SearchStats> }>();

export function searchStats(db: Db): Promise<SearchStats> {
  let entry = cached.get(db);
  if (!entry || Date.now() - entry.at > SEARCH_STATS_TTL_MS) {
    const stats = readSearchStats(db);
    entry = { at: Date.now(), stats };
    cached.set(db, entry);
    // A failed read is not kept: the next search tries again.
    stats.catch(() => cached.get(db)?.stats === stats && cached.delete(db));
  }
  return entry.stats;
}

/** The planner's estimate of the jobs a condition leaves: planning only, nothing is read. */
export async function estimatedRows(db: Db, where: SQL | undefined): Promise<number> {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) select 1 from ${jobs} where ${where}`,
  );
  return plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

/**
 * The planner's kind of estimate of the jobs the filters leave, made here from the statistics already read
 * (shares multiplied as if independent, as PostgreSQL does), so a search plans nothing extra; null when a
 * filter is of a kind it does not estimate (a company), or the statistics lack a column. The filters on
 * text are not filters here: they are terms, whose share the plan reckons as the keyword's
 * (search-plan.ts searchTerms). `nowSeconds`: the time publish_days counts back from.
 */
export function filteredEstimate(stats: SearchStats, input: HotJobsInput, nowSeconds: number): number | null {
  if (input.company_id) return null;
  let estimate = stats.openJobs;
  // A job's range meets the wanted one when it ends at or above its start and starts at or below its end.
  if (input.salary_min != null) {
    if (!stats.salaryEnd) return null;
    estimate *= shareBeyond(stats.salaryEnd, { min: input.salary_min });
  }
  if (input.salary_max != null) {
    if (!stats.salaryStart) return null;
    estimate *= shareBeyond(stats.salaryStart, { max: input.salary_max });
  }
  for (const field of ESTIMATED_FILTERS) {
    const value = filterValue(input, field);
    if (value === null) continue;
    const shares = stats.columns.get(field);
    if (!shares) return null;
    estimate *= shareOf(shares, value);
  }
  if (input.publish_days) {
    if (stats.publishBounds.length < 2) return null;
    estimate *= shareSince(stats, nowSeconds - input.publish_days * 86400);
  }
  return estimate;
}

/**
 * The share of jobs published at or after `since` (epoch seconds), read off the spread of publish times
 * between the two bounds around it; jobs published since the statistics were taken count as none.
 */
export function shareSince(stats: SearchStats, since: number): number {
  const bounds = stats.publishBounds;
  if (bounds.length < 2) return 1;
  if (since <= bounds[0]!) return 1;
  const last = bounds.length - 1;
  if (since > bounds[last]!) return 0;
  let i = 1;
  while (bounds[i]! < since) i++;
  const below = bounds[i - 1]!;
  const width = bounds[i]! - below;
  const position = i - 1 + (width > 0 ? (since - below) / width : 1);
  return 1 - position / last;
}

/** The publish time (epoch seconds) after which a share of the jobs were published: shareSince's inverse. */
export function timeHolding(stats: SearchStats, share: number): number {
  const bounds = stats.publishBounds;
  if (bounds.length < 2 || share >= 1) return Number.NEGATIVE_INFINITY;
  const last = bounds.length - 1;
  const position = (1 - Math.max(0, share)) * last;
  const i = Math.min(last - 1, Math.floor(position));
  return bounds[i]! + (bounds[i + 1]! - bounds[i]!) * (position - i);
}

/** Whether a token is a column's (tables.ts COLUMN_TAGS), which the column index holds. */
export const isTagged = (token: string) => Array.from(token).length > 2;

/** The share of jobs holding a keyword's token, or the most it can be when the statistics do not list it. */
export function tokenShare(stats: SearchStats, token: string): { share: number; listed: boolean } {
  const share = stats.shares.get(token);
  if (share !== undefined) return { share, listed: true };
  return { share: isTagged(token) ? stats.unlistedColumnShare : stats.unlistedShare, listed: false };
}

/** The filters with an index of their own in the newest-first order (tables.ts), which a walk follows. */
const WALKED_FILTERS = ['city', 'category', 'recruitment_type'] as const satisfies readonly EstimatedFilter[];
export type WalkedFilter = (typeof WALKED_FILTERS)[number];
/** Those with an index in pay order too. */
const PAY_WALKED_FILTERS: ReadonlySet<WalkedFilter> = new Set(['city', 'recruitment_type']);

/**
 * The index a walk follows: that of the most selective filter with one in the sort's order (null: all open
 * jobs in that order), and how many open jobs it holds. Sorted by salary, the interns' own: paid by the
 * day, they come after nearly every other job in pay order, so a walk along another index would pass over
 * all of that index's other jobs first.
 */
export function walkedIndex(stats: SearchStats, input: HotJobsInput) {
  let walked: { filter: WalkedFilter | null; range: number } = { filter: null, range: stats.openJobs };
  const bySalary = input.sort_by === 'salary';
  for (const field of WALKED_FILTERS) {
    const value = filterValue(input, field);
    if (value === null || (bySalary && !PAY_WALKED_FILTERS.has(field))) continue;
    const shares = stats.columns.get(field);
    if (!shares) continue;
    const range = stats.openJobs * shareOf(shares, value);
    if (bySalary && input.recruitment_type === RECRUITMENT_TYPE.intern && field === 'recruitment_type') {
      return { filter: field, range };
    }
    if (range < walked.range) walked = { filter: field, range };
  }
  return walked;
}

/** The open jobs of the index a walk follows (walkedIndex). */
export const walkRange = (stats: SearchStats, input: HotJobsInput) => walkedIndex(stats, input).range;
