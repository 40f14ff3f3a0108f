// Queries of the hot-jobs board: the search, one job, and a seeker's favourites.
import { type HotJobsInput, JOB_COUNT_MAX } from '@app/shared/jobs';
import { and, count, desc, eq, getTableColumns, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../infra/db/client.ts';
import {
  JOB_STATUS,
  type Job,
  jobFavorites,
  jobMonthlyPay,
  jobReports,
  jobSearchText,
  jobs,
} from './tables.ts';

/**
 * What a job's answer is made from: every column but the search grams (a few hundred strings a job, the
 * larger part of a row, which only the index reads) and the bookkeeping times.
 */
const {
  searchGrams: _grams,
  createdAt: _created,
  updatedAt: _updated,
  ...jobColumns
} = getTableColumns(jobs);
export type JobRow = Omit<Job, 'searchGrams' | 'createdAt' | 'updatedAt'> & { isFavorite: boolean };

/** `%`, `_` and `\` in what a user typed are literals, not ILIKE wildcards. */
export function containing(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the viewer favourited the job: a left join on their favourites, false for a visitor. */
function favouriteOf(viewerId: number | null) {
  return {
    join: and(eq(jobFavorites.jobId, jobs.id), eq(jobFavorites.userId, viewerId ?? 0)),
    isFavorite: sql<boolean>`${jobFavorites.userId} is not null`,
  };
}

/**
 * The filters of a search other than its keyword. A keyword is looked up one of two ways (see searchJobs),
 * so it is added by the caller.
 */
function filterConditions(input: HotJobsInput): SQL[] {
  const where: SQL[] = [eq(jobs.status, JOB_STATUS.open)];
  const add = (condition: SQL | undefined) => condition && where.push(condition);
  if (input.city && input.city !== '全国') add(eq(jobs.city, input.city));
  if (input.category) add(eq(jobs.category, input.category));
  if (input.company_id) add(eq(jobs.companyId, input.company_id));
  if (input.company_name) add(ilike(jobs.companyName, containing(input.company_name)));
  if (input.education != null) add(eq(jobs.education, input.education));
  if (input.recruitment_type != null) add(eq(jobs.recruitmentType, input.recruitment_type));
  if (input.publish_days) {
    add(gte(jobs.publishTime, sql`now() - make_interval(days => ${input.publish_days}::int)`));
  }
  // A job's range meets the wanted one when it ends at or above its start and starts at or below its end.
  if (input.salary_min != null) add(gte(jobs.salaryEnd, input.salary_min));
  if (input.salary_max != null) add(lte(jobs.salaryStart, input.salary_max));
  if (input.job_keywords) add(ilike(jobs.jobKeywords, containing(input.job_keywords)));
  if (input.job_objective) add(ilike(jobs.title, containing(input.job_objective)));
  return where;
}

/** The keyword itself is in the job's text (the grams only say that each of its pairs is). */
const holdsKeyword = (keyword: string) =>
  // Lower-casing every job's text costs more than reading it, and changes nothing for a keyword with no
  // letter that has a case (前端, 3年): such a keyword is looked for as it is.
  keyword.toLowerCase() === keyword.toUpperCase()
    ? sql`strpos(${jobSearchText}, ${keyword}) > 0`
    : sql`strpos(lower(${jobSearchText}), lower(${keyword})) > 0`;
/** Every pair of the keyword is in the job's grams: what the GIN index answers. */
const holdsKeywordGrams = (keyword: string) => sql`${jobs.searchGrams} @> jobs_keyword_grams(${keyword})`;

/** How long a process trusts the statistics the search reads before reading them again. */
const SEARCH_STATS_TTL_MS = 10 * 60_000;

/** What the statistics say of one column: the share of jobs holding each common value, and any other. */
interface ColumnShares {
  common: Map<string, number>;
  other: number;
}

export interface SearchStats {
  /** The share of jobs holding each of the most common grams. */
  shares: Map<string, number>;
  /** The planner's estimate of the open jobs. */
  openJobs: number;
  /** The filters' columns that the search estimates itself (see filteredEstimate). */
  columns: Map<string, ColumnShares>;
  /** Publish times (epoch seconds) that split the jobs into equal shares, oldest first. */
  publishBounds: number[];
}
const searchStats = new WeakMap<Db, { at: number; stats: Promise<SearchStats> }>();

/** The filters whose share of jobs the statistics give (each filters the column of its name). */
const ESTIMATED_FILTERS = ['city', 'category', 'education', 'recruitment_type'] as const;
type EstimatedFilter = (typeof ESTIMATED_FILTERS)[number];

/** What a filter asks for, or null where it does not filter (absent, empty, or 全国). */
function filterValue(input: HotJobsInput, field: EstimatedFilter): string | null {
  const value = input[field];
  return value == null || value === '' || (field === 'city' && value === '全国') ? null : String(value);
}

const shareOf = (shares: ColumnShares, value: string) => shares.common.get(value) ?? shares.other;

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

/**
 * What the search plans by, from the statistics ANALYZE keeps: the share of jobs holding each of the most
 * common grams (the column's target is raised by migration 0008, so grams held by about 0.2% of jobs and
 * more are listed), the shares of the filters' common values, the spread of publish times, and the
 * planner's estimate of the open jobs.
 */
async function readSearchStats(db: Db): Promise<SearchStats> {
  const [rows, openJobs] = await Promise.all([
    queryRows<StatsRow>(
      db,
      sql`select attname, most_common_vals::text::text[] as vals, most_common_freqs as freqs,
                 most_common_elems::text::text[] as elems, most_common_elem_freqs as elem_freqs,
                 n_distinct, null_frac,
                 case when attname = 'publish_time' then array(
                   select extract(epoch from bound::timestamptz)::float8
                     from unnest(histogram_bounds::text::text[]) as bound) end as bounds
            from pg_stats
           where schemaname = current_schema() and tablename = 'jobs'
             and attname in ('search_grams', 'publish_time', ${sql.join(
               ESTIMATED_FILTERS.map((column) => sql`${column}`),
               sql`, `,
             )})`,
    ),
    estimatedRows(db, eq(jobs.status, JOB_STATUS.open)),
  ]);
  const grams = rows.find((row) => row.attname === 'search_grams');
  return {
    shares: new Map((grams?.elems ?? []).map((gram, i) => [gram, grams?.elem_freqs?.[i] ?? 0])),
    openJobs,
    columns: new Map(
      rows
        .filter((row) => (ESTIMATED_FILTERS as readonly string[]).includes(row.attname))
        .map((row) => [row.attname, columnShares(row, openJobs)]),
    ),
    publishBounds: rows.find((row) => row.attname === 'publish_time')?.bounds ?? [],
  };
}

/**
 * The planner's kind of estimate of the jobs the filters leave, made here from the statistics already read
 * (shares multiplied as if independent, as PostgreSQL does), so a search plans nothing extra; null when a
 * filter is of a kind it does not estimate (salary, company, text), or the statistics lack a column.
 */
export function filteredEstimate(stats: SearchStats, input: HotJobsInput): number | null {
  if (input.company_id || input.company_name || input.job_keywords || input.job_objective) return null;
  if (input.salary_min != null || input.salary_max != null) return null;
  let estimate = stats.openJobs;
  for (const field of ESTIMATED_FILTERS) {
    const value = filterValue(input, field);
    if (value === null) continue;
    const shares = stats.columns.get(field);
    if (!shares) return null;
    estimate *= shareOf(shares, value);
  }
  if (input.publish_days) {
    const bounds = stats.publishBounds;
    if (bounds.length < 2) return null;
    const since = Date.now() / 1000 - input.publish_days * 86400;
    estimate *= bounds.filter((bound) => bound >= since).length / bounds.length;
  }
  return estimate;
}

function statsOf(db: Db): Promise<SearchStats> {
  let entry = searchStats.get(db);
  if (!entry || Date.now() - entry.at > SEARCH_STATS_TTL_MS) {
    const stats = readSearchStats(db);
    entry = { at: Date.now(), stats };
    searchStats.set(db, entry);
    // A failed read is not kept: the next search tries again.
    stats.catch(() => searchStats.get(db)?.stats === stats && searchStats.delete(db));
  }
  return entry.stats;
}

/**
 * The estimated share of jobs holding a keyword: that of its rarest gram (0 when a gram is not among the
 * common ones the statistics list, or when the table was never analysed). PostgreSQL's own estimate
 * multiplies the grams' shares as if independent, and so takes 数据分析, held by 14% of jobs, for a rare word.
 */
export async function keywordShare(db: Db, keyword: string): Promise<number> {
  const { shares } = await statsOf(db);
  const lower = keyword.toLowerCase();
  const grams =
    lower.length < 2 ? [...lower] : Array.from({ length: lower.length - 1 }, (_, i) => lower.slice(i, i + 2));
  return Math.min(...grams.map((gram) => shares.get(gram) ?? 0));
}

/** The planner's estimate of the jobs a condition leaves: planning only, nothing is read. */
async function estimatedRows(db: Db, where: SQL | undefined): Promise<number> {
  const [plan] = await queryRows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    db,
    sql`explain (format json) select 1 from ${jobs} where ${where}`,
  );
  return plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

/** What the search's path depends on, in jobs (see walksFor). */
export interface PathCosts {
  /** The share of jobs holding the keyword. */
  share: number;
  /** Open jobs the filters leave. */
  filtered: number;
  /** Open jobs in the range of the index a walk follows (walkRange). */
  walkRange: number;
  openJobs: number;
}

/**
 * A job collected costs this many jobs walked: a walk reads the newest pages of the table (or the best paid
 * jobs' pages), which stay in memory, where collecting reads jobs from anywhere in it.
 */
const COLLECT_READ_COST = 4;

/**
 * Whether to find a keyword's page by walking the filtered jobs in order (newest first, or by pay),
 * checking each, rather than by collecting every job the grams index finds and sorting them. A walk passes
 * over the jobs of the index it follows until offset + limit match: about (offset + limit) × walkRange /
 * (share × filtered). Collecting reads every job holding the keyword's grams, share × openJobs, before the
 * filters are checked. A walk is also ruled out where fewer than twice the jobs wanted are expected to match.
 */
export function walksFor(c: PathCosts, page: { limit: number; offset: number }): boolean {
  const wanted = page.offset + page.limit;
  const hits = c.share * c.filtered;
  // Where the estimate leaves few more hits than the page wants, a walk may find fewer and then read its
  // whole range to be sure there are no more: collecting costs the same whether there are or not.
  if (hits < 2 * wanted) return false;
  return (wanted * c.walkRange) / hits <= COLLECT_READ_COST * c.share * c.openJobs;
}

/** The filters with an index of their own in the sort's order (tables.ts), which a walk follows. */
const WALKED_FILTERS: readonly EstimatedFilter[] = ['city', 'category', 'recruitment_type'];

/** The open jobs of the index a walk follows: that of the most selective filter that has one, or all. */
export function walkRange(stats: SearchStats, input: HotJobsInput): number {
  let range = stats.openJobs;
  for (const field of WALKED_FILTERS) {
    const value = filterValue(input, field);
    // Sorted by salary, only the city has an index in that order.
    if (value === null || (input.sort_by === 'salary' && field !== 'city')) continue;
    const shares = stats.columns.get(field);
    if (shares) range = Math.min(range, stats.openJobs * shareOf(shares, value));
  }
  return range;
}

/**
 * Jobs an exact count may read; where the filters leave more, the count is estimated. A job read to be
 * counted costs about 50 µs at a million jobs (each on its own page of a 1.7 GB table), so 500 is 25 ms.
 */
const EXACT_COUNT_READS = 500;

export interface SearchOptions {
  /** Counting stops here (JOB_COUNT_MAX). */
  countCap?: number;
  /** Tests force a path to check both give the same answer; otherwise chosen by walksFor. */
  path?: 'walk' | 'collect';
}

export async function searchJobs(
  db: Db,
  input: HotJobsInput,
  viewerId: number | null,
  page: { limit: number; offset: number },
  options: SearchOptions = {},
): Promise<{ rows: JobRow[]; total: number }> {
  const countCap = options.countCap ?? JOB_COUNT_MAX;
  const conditions = filterConditions(input);
  const filters = and(...conditions);
  const keyword = input.keyword;
  const share = keyword ? await keywordShare(db, keyword) : 1;
  // A keyword the statistics do not list is collected whatever the filters (walksFor is false for a
  // share of 0), so its search plans nothing extra; nor does one whose filters the statistics estimate.
  const stats = await statsOf(db);
  const filtered = share === 0 ? 0 : (filteredEstimate(stats, input) ?? (await estimatedRows(db, filters)));
  const costs = { share, filtered, walkRange: walkRange(stats, input), openJobs: stats.openJobs };
  const path = options.path ?? (keyword && !walksFor(costs, page) ? 'collect' : 'walk');
  if (keyword && path === 'collect') {
    return collectKeyword(db, and(filters, holdsKeywordGrams(keyword), holdsKeyword(keyword)), {
      bySalary: input.sort_by === 'salary',
      viewerId,
      page,
      countCap,
    });
  }
  // No keyword, or a common one: the newest-first (or salary) index is walked, each row checked.
  const where = and(filters, keyword ? holdsKeyword(keyword) : undefined);
  const favourite = favouriteOf(viewerId);
  const order =
    input.sort_by === 'salary'
      ? [sql`${jobMonthlyPay} desc`, desc(jobs.id)]
      : [desc(jobs.publishTime), desc(jobs.id)];
  // The count stops at the cap. Counting exactly reads every job the filters leave until the cap is
  // reached: tens of thousands of rows for a common keyword in one city. Where the filters leave more
  // than EXACT_COUNT_READS jobs, the count is the planner's estimate of them times the keyword's share,
  // never below the jobs already shown (and one more while pages come full).
  const estimated = filtered > EXACT_COUNT_READS;
  const [rows, counted] = await Promise.all([
    db
      .select({ job: jobColumns, isFavorite: favourite.isFavorite })
      .from(jobs)
      .leftJoin(jobFavorites, favourite.join)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    estimated ? Math.round(filtered * share) : cappedCount(db, where, countCap),
  ]);
  const seen = page.offset + rows.length + (rows.length === page.limit ? 1 : 0);
  return {
    rows: rows.map((r) => ({ ...r.job, isFavorite: r.isFavorite })),
    total: estimated ? Math.min(countCap, Math.max(counted, seen)) : counted,
  };
}

async function cappedCount(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(db.select({ id: jobs.id }).from(jobs).where(where).limit(cap).as('capped'));
  return row?.total ?? 0;
}

/**
 * A rarer keyword: every job the grams index and the filters leave is collected first (a materialised
 * CTE, so the planner cannot trade the index for a newest-first walk that passes over nearly every job
 * before finding ten), then sorted, paged and counted from that set; the page's jobs are read by id.
 */
async function collectKeyword(
  db: Db,
  where: SQL | undefined,
  options: {
    bySalary: boolean;
    viewerId: number | null;
    page: { limit: number; offset: number };
    countCap: number;
  },
): Promise<{ rows: JobRow[]; total: number }> {
  const order = options.bySalary ? sql`monthly_pay desc, id desc` : sql`publish_time desc, id desc`;
  const ids = await queryRows<{ id: number; total: number }>(
    db,
    sql`with matched as materialized (
          select ${jobs.id} as id, ${jobs.publishTime} as publish_time, ${jobMonthlyPay} as monthly_pay
            from ${jobs} where ${where})
        select id, (select count(*) from (select 1 from matched limit ${options.countCap}) as capped) as total
          from matched order by ${order} limit ${options.page.limit} offset ${options.page.offset}`,
  );
  if (ids.length === 0 && options.page.offset === 0) return { rows: [], total: 0 };
  if (ids.length === 0) {
    // A page past the end still reports how many there are.
    const [row] = await queryRows<{ total: number }>(
      db,
      sql`select count(*) as total from (select 1 from ${jobs} where ${where} limit ${options.countCap}) as capped`,
    );
    return { rows: [], total: Number(row?.total ?? 0) };
  }
  const favourite = favouriteOf(options.viewerId);
  const found = await db
    .select({ job: jobColumns, isFavorite: favourite.isFavorite })
    .from(jobs)
    .leftJoin(jobFavorites, favourite.join)
    .where(
      inArray(
        jobs.id,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(found.map((r) => [r.job.id, { ...r.job, isFavorite: r.isFavorite }]));
  return { rows: ids.flatMap((r) => byId.get(r.id) ?? []), total: Number(ids[0]!.total) };
}

export async function findJob(db: Db, id: number, viewerId: number | null): Promise<JobRow | undefined> {
  const favourite = favouriteOf(viewerId);
  const [row] = await db
    .select({ job: jobColumns, isFavorite: favourite.isFavorite })
    .from(jobs)
    .leftJoin(jobFavorites, favourite.join)
    .where(eq(jobs.id, id));
  return row && { ...row.job, isFavorite: row.isFavorite };
}

export async function isOpenJob(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.status, JOB_STATUS.open)));
  return row !== undefined;
}

export async function addFavourite(db: Db, userId: number, jobId: number): Promise<void> {
  await db.insert(jobFavorites).values({ userId, jobId }).onConflictDoNothing();
}

/** One report per user and job: reporting again replaces the reason and detail. */
export async function upsertReport(
  db: Db,
  report: { userId: number; jobId: number; reason: string; detail: string },
): Promise<void> {
  await db
    .insert(jobReports)
    .values(report)
    .onConflictDoUpdate({
      target: [jobReports.userId, jobReports.jobId],
      set: { reason: report.reason, detail: report.detail, createdAt: new Date() },
    });
}

export async function removeFavourite(db: Db, userId: number, jobId: number): Promise<void> {
  await db.delete(jobFavorites).where(and(eq(jobFavorites.userId, userId), eq(jobFavorites.jobId, jobId)));
}

export async function listFavourites(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ job: jobColumns })
      .from(jobFavorites)
      .innerJoin(jobs, eq(jobs.id, jobFavorites.jobId))
      .where(eq(jobFavorites.userId, userId))
      .orderBy(desc(jobFavorites.createdAt), desc(jobFavorites.jobId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(jobFavorites).where(eq(jobFavorites.userId, userId)),
  ]);
  return { rows: rows.map((r) => ({ ...r.job, isFavorite: true })), total: totalRow?.total ?? 0 };
}
