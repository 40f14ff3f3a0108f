// The hot-jobs search: a page of open jobs and their count, by keyword and filters (SPEC §3), through the
// path search-plan.ts picks, each path one of the statements of search-sql.ts.
import { RECRUITMENT_TYPE } from '@app/shared/constants';
import { type HotJobsInput, JOB_COUNT_MAX, JOB_SEARCH_DEPTH } from '@app/shared/jobs';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { preparedStatement, type RawRow, type StatementOptions, textArray } from '../../infra/db/prepared.ts';
import { containing } from './repo.ts';
import {
  DAY_S,
  EXACT_COUNT_READS,
  isCased,
  moreRecentDays,
  planSearch,
  readsByStart,
  type SearchPlan,
  searchTerms,
  termPairs,
} from './search-plan.ts';
import {
  type Answer,
  answerFromRows,
  byStartingSalarySql,
  conditionsUsed,
  FILTER_VALUE,
  filteredSql,
  INDEX_CANDIDATES_MAX,
  type Order,
  plannedWalkSql,
  recentDaysSql,
  SALARY_BOUND_VALUES,
  type SalaryBoundsReading,
  type SearchValues,
  type Shape,
  salaryBoundsCountSql,
  searchIndexSql,
  type ValueName,
  walkCountSql,
  walkOnceSql,
  withinSalaryBoundsSql,
} from './search-sql.ts';
import {
  estimatedRows,
  filteredEstimate,
  filterValue,
  isTagged,
  type SearchStats,
  searchStats,
  shareOf,
  shareSince,
  type WalkedFilter,
  walkedIndex,
} from './search-stats.ts';

/** The filters as the indexes hold them: 'c:上海', 'e:4', 't:0', 'k:技术' (migration 0011). */
const FILTER_TOKENS = [
  { field: 'city', prefix: 'c:' },
  { field: 'category', prefix: 'k:' },
  { field: 'education', prefix: 'e:' },
  { field: 'recruitment_type', prefix: 't:' },
] as const;

/**
 * A job read from the table to be checked costs about as much as this many entries of an index's list of
 * jobs decoded (measured at a million jobs, bench/RESULTS.md).
 */
const LIST_ENTRIES_PER_JOB_READ = 1000;

/**
 * The filters the search indexes are asked for, as their tokens ('c:上海', 'e:4', 't:0', 'k:技术'), for a
 * lookup expected to hand back `candidates` jobs without them: the most selective first, each while
 * decoding its list (every job of that value) costs less than reading from the table the candidates it
 * drops. The others are checked on the jobs the index hands back: 大专 (three jobs in ten) is checked on the
 * few hundred jobs of a keyword's last days, and looked up for the thousands of a rare keyword's.
 */
function tokenFiltersOf(stats: SearchStats, input: HotJobsInput, candidates: number) {
  const filters = FILTER_TOKENS.flatMap((f) => {
    const value = filterValue(input, f.field);
    if (value === null) return [];
    const shares = stats.columns.get(f.field);
    return [{ ...f, token: f.prefix + value, share: shares ? shareOf(shares, value) : 0 }];
  }).sort((a, b) => a.share - b.share);
  const chosen: typeof filters = [];
  let left = candidates;
  for (const filter of filters) {
    if (filter.share * stats.openJobs > LIST_ENTRIES_PER_JOB_READ * left * (1 - filter.share)) break;
    chosen.push(filter);
    left *= filter.share;
  }
  return chosen;
}

const arrayOrNull = (values: string[]) => (values.length > 0 ? textArray(values) : null);

function searchValues(
  input: HotJobsInput,
  viewerId: number | null,
  page: { limit: number; offset: number },
  cap: number,
) {
  const keyword = input.keyword || null;
  const pairs = termPairs(searchTerms(input));
  const cased = keyword !== null && isCased(keyword);
  const pattern = (value: string | null | undefined) => (value ? containing(value) : null);
  return {
    viewer: viewerId ?? 0,
    first: page.offset + 1,
    last: page.offset + page.limit,
    since: null,
    cap,
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
    pairs: arrayOrNull(pairs.filter((pair) => !isTagged(pair))),
    columnPairs: arrayOrNull(pairs.filter(isTagged)),
    filters: null,
    pair: null,
    secondPair: null,
    firstDay: null,
    lastDay: null,
  } satisfies SearchValues;
}

/**
 * The search's prepared statements, one per shape of search (a kind of statement and the values it uses),
 * each prepared on every connection that runs it and planned once there. Searches of further shapes, which
 * a client could make up by the thousand, share one statement per kind, planned for each search's values.
 */
export class SearchStatements {
  private readonly byShape = new Map<string, ReturnType<typeof preparedStatement>>();
  private readonly byKind = new Map<string, ReturnType<typeof preparedStatement>>();

  /** `name` prefixes the statements' names (PGlite prepares them by name on its one connection). */
  constructor(
    private readonly name: string,
    private readonly shapesMax: number,
  ) {}

  /**
   * The statement of a kind (`kind`: path, order, limit) for the values a search uses, made the first time a
   * search needs it and planned once (without sorting, prepared.ts: it must read in an index's order); past
   * shapesMax shapes, the kind's statement for any values. PostgreSQL keeps a statement's name to 63
   * bytes: the key is in the map, the name is its number.
   */
  for(
    kind: string,
    used: ReadonlySet<ValueName>,
    build: (shape: Shape) => SQL,
    settings?: StatementOptions['settings'],
  ) {
    const key = [kind, ...used].join();
    const statement = this.byShape.get(key);
    if (statement) return statement;
    if (this.byShape.size < this.shapesMax) {
      const made = preparedStatement(`${this.name}_${this.byShape.size}`, () => build(used), {
        genericPlan: true,
        settings,
      });
      this.byShape.set(key, made);
      return made;
    }
    let forAny = this.byKind.get(kind);
    if (!forAny) {
      forAny = preparedStatement(`${this.name}_any_${this.byKind.size}`, () => build('any'), { settings });
      this.byKind.set(kind, forAny);
    }
    return forAny;
  }
}

/** The statements every search shares: up to 500 shapes, each a plan kept on every connection. */
const sharedStatements = new SearchStatements('jobs_search', 500);

/**
 * The first pages (up to the 50th job), where nearly every search is, are walked by a statement per set of
 * conditions and per limit, planned once; deeper pages by one per set of conditions, to the page's last job.
 */
const FIRST_PAGE_LIMITS = [10, 20, 50] as const;

/**
 * Salaries at most this far up (K/月, or 元/天 for internships) are read a starting salary at a time
 * (search-sql.ts byStartingSalarySql); a range that may start higher is walked in pay order.
 */
const STARTS_READ_MAX = 100;

/**
 * Walks through many of the jobs they read: one statement whose plan is made for its values (how far to
 * read, and how much the filters leave, change the best plan).
 */
const plannedWalks = {
  newest: preparedStatement('jobs_walk_newest', () => plannedWalkSql('newest')),
  salary: preparedStatement('jobs_walk_salary', () => plannedWalkSql('salary')),
};
/**
 * Counted where the filters leave a few hundred jobs, by a statement per set of conditions, planned once
 * (on PGlite planning the count for its values cost more than counting) and without bitmaps: to count a
 * city's jobs of the last few days, PGlite's planner put every job of the city into one rather than read
 * those days from the city's index. It reads the index the walk follows (search-sql.ts walkCountSql):
 * planned once, a filter is taken to hold an average value's share, and for a category no job has the
 * count would read every open job to find none. Figures: bench/RESULTS.md.
 */
function exactCountStatement(
  statements: SearchStatements,
  values: SearchValues,
  walked: WalkedFilter | null,
) {
  const count = (shape: Shape) => walkCountSql(walked, shape);
  return statements.for(`count,${walked}`, conditionsUsed(values), count, { enable_bitmapscan: 'off' });
}

/**
 * After a walk stopped short, the search index is asked where the statistics expect it to hand back at
 * most this many jobs. They overrated the walk's jobs and may overrate these (实习 among 社会招聘 jobs:
 * many expected, none there); but where they do not, every job handed back is read, and a walk planned for
 * the values at hand does better. Filters that are tokens alone, with no term, hand back as many jobs as
 * the statistics say (本科 among 社会招聘 jobs, for a salary the index does not hold; every campus job, for
 * a salary none of them pays): those are looked up only where the statement may collect them all
 * (INDEX_CANDIDATES_MAX).
 */
const INDEX_TRY_MAX = 150_000;

/**
 * A walk expected to pass over more jobs than this is planned for its values: the filters leave few of the
 * jobs of the index it would follow, and PostgreSQL may do better combining two indexes and sorting.
 */
const PLANNED_ONCE_MAX_READS = 2000;

/**
 * The statement that walks to a page along the index of the filter `walked`, about `reads` jobs passed
 * over; `byStart`, read a starting salary at a time (readsByStart).
 */
function walkStatement(
  statements: SearchStatements,
  order: Order,
  walked: WalkedFilter | null,
  byStart: boolean,
  reads: number,
  values: SearchValues,
) {
  if (reads > PLANNED_ONCE_MAX_READS) return plannedWalks[order];
  const limit = FIRST_PAGE_LIMITS.find((l) => l >= values.last) ?? null;
  if (
    limit &&
    byStart &&
    values.salaryMax !== null &&
    values.salaryMax <= STARTS_READ_MAX &&
    values.pairs === null &&
    values.columnPairs === null
  ) {
    const used = conditionsUsed(values, new Set(['salaryMax']));
    return statements.for(`starts,${limit}`, used, (shape) => byStartingSalarySql(limit, shape));
  }
  const used = conditionsUsed(values);
  const build = (shape: Shape) => walkOnceSql(order, limit, walked, shape);
  return statements.for(`walk,${order},${limit ?? 'deep'},${walked}`, used, build);
}

type TokenFilter = ReturnType<typeof tokenFiltersOf>[number];

/**
 * The index statement for the values a search uses, and its values: the filters `tokens` looked up in the
 * index (tokenFiltersOf), the others checked on what it finds.
 */
function indexStatement(
  statements: SearchStatements,
  kind: 'recent' | 'all',
  order: Order,
  base: SearchValues,
  tokens: TokenFilter[],
) {
  const values = { ...base, filters: tokens.length > 0 ? textArray(tokens.map((f) => f.token)) : null };
  const used = conditionsUsed(values, new Set(tokens.map((f) => FILTER_VALUE[f.field])));
  if (values.filters !== null) used.add('filters');
  if (values.secondPair !== null) used.add('secondPair');
  if (kind === 'all' && values.pairs !== null) used.add('pairs');
  if (kind === 'all' && values.columnPairs !== null) used.add('columnPairs');
  // A keyword of one or two characters with no case is itself a token of the index, which holds the text's
  // characters and adjacent pairs: where the statement looks it up, checking each job's text for it again
  // would find nothing new.
  const keyword = values.keyword;
  const lookedUp =
    kind === 'all' ? values.pairs !== null : keyword === values.pair || keyword === values.secondPair;
  if (keyword !== null && Array.from(keyword).length <= 2 && lookedUp) used.delete('keyword');
  const build = (shape: Shape) => (kind === 'recent' ? recentDaysSql(shape) : searchIndexSql(order, shape));
  return { run: statements.for(`${kind},${order}`, used, build), values };
}

/** A page of the search: its jobs as the JSON array the API answers (SPEC §3 Job), and the count. */
export interface SearchPage {
  /** The jobs as a JSON array (SPEC §3 Job): the documents the database wrote, with is_favorite added. */
  lists: Uint8Array;
  total: number;
}

/** What following a plan needs besides the plan. */
export interface SearchRun {
  db: Db;
  stats: SearchStats;
  input: HotJobsInput;
  page: { limit: number; offset: number };
  values: ReturnType<typeof searchValues>;
  /** Epoch seconds, the time the plan was made for. */
  now: number;
  statements: SearchStatements;
}

/** The board's search: planned from the statistics (search-plan.ts), then followed. */
export async function searchJobs(
  db: Db,
  input: HotJobsInput,
  viewerId: number | null,
  page: { limit: number; offset: number },
): Promise<SearchPage> {
  const { run, plan } = await planFor(db, input, viewerId, page);
  return followPlan(run, plan);
}

/** The plan for a search, and what following it needs; counts stop at `cap`. */
export async function planFor(
  db: Db,
  input: HotJobsInput,
  viewerId: number | null,
  page: { limit: number; offset: number },
  cap: number = JOB_COUNT_MAX,
): Promise<{ run: SearchRun; plan: SearchPlan }> {
  const stats = await searchStats(db);
  const values = searchValues(input, viewerId, page, cap);
  const now = Date.now() / 1000;
  // The jobs the filters leave, from the statistics, or for filters they do not estimate, the planner.
  const filtered = filteredEstimate(stats, input, now) ?? (await estimatedRows(db, filteredSql(values)));
  const plan = planSearch(stats, input, page, filtered, now);
  return { run: { db, stats, input, page, values, now, statements: sharedStatements }, plan };
}

/**
 * Runs the statements of a plan's path, and where it finds fewer jobs than a page, those of the next: the
 * recent index's further days, the search index, a walk, and a walk planned for the values at hand. Every
 * path gives the same page and count (search-paths.test.ts).
 */
export async function followPlan(run: SearchRun, plan: SearchPlan): Promise<SearchPage> {
  const { db, stats, input, page, values, now, statements } = run;
  // Past the deepest page, nothing is read: what a seeker cannot reach, an attacker cannot make costly.
  if (page.offset >= JOB_SEARCH_DEPTH) {
    return { lists: EMPTY_LIST, total: Math.min(values.cap, Math.round(plan.share * plan.filtered)) };
  }
  const path = plan.path;
  const order: Order = input.sort_by === 'salary' ? 'salary' : 'newest';
  // An estimated count is never below the jobs paged through, and one more while pages come full; a page
  // that is not full ends the matches, so the count is then exact (where the page holds any of them).
  const estimated = (count: number, { shown }: Answer) => {
    const seen = page.offset + shown;
    if (shown < page.limit && (shown > 0 || page.offset === 0)) return Math.min(values.cap, seen);
    return Math.min(values.cap, Math.max(Math.round(count), seen + (shown === page.limit ? 1 : 0)));
  };

  // The last days of the recent index; where they hold fewer than a page, more days, or all jobs.
  for (let days = path.kind === 'recent' ? path : null; days; ) {
    const { pair, second, firstDay, lastDay } = days;
    // The days read hold their share of all jobs; the keyword is taken to be as common in the others.
    const share = shareSince(stats, firstDay * DAY_S);
    const recent = indexStatement(
      statements,
      'recent',
      'newest',
      { ...values, pair, secondPair: second, firstDay, lastDay },
      tokenFiltersOf(stats, input, plan.share * stats.openJobs * share),
    );
    const answer = answerFromRows(await recent.run(db, recent.values));
    const matched = answer.matched;
    // Days that cover the publish_days filter hold every job the search can find: their count is exact.
    if (days.complete) return { lists: answer.lists, total: Math.min(values.cap, matched) };
    if (answer.shown === page.limit) {
      return { lists: answer.lists, total: estimated(share > 0 ? matched / share : matched, answer) };
    }
    days = moreRecentDays(stats, input, plan, days, matched, page, now);
  }
  // The search index: for terms few jobs hold, or once the recent index found too few of them; and for
  // jobs the filters leave few of, where a walk and its exact count would read every job of the index they
  // follow to find them (a city's, or all jobs' where the filters are ones no index walks); and after a
  // walk that stopped short (plan.walkStop).
  const termsFind = plan.share * stats.openJobs;
  const indexTokens = tokenFiltersOf(stats, input, termsFind);
  const candidates = indexCandidates(input, indexTokens, termsFind);
  // Null where the index has nothing to look up, or hands back more jobs than it may read (its statement
  // stops reading there, and a page of some of them is no page).
  const fromIndex = async (): Promise<SearchPage | null> => {
    if (candidates === null) return null;
    const all = indexStatement(statements, 'all', order, values, indexTokens);
    const answer = answerFromRows(await all.run(db, all.values));
    if (answer.matched > INDEX_CANDIDATES_MAX) return null;
    return { lists: answer.lists, total: Math.min(values.cap, answer.matched) };
  };
  const viaIndex =
    path.kind !== 'walk' || (plan.indexFirst && candidates !== null && candidates <= INDEX_CANDIDATES_MAX);
  const found = viaIndex ? await fromIndex() : null;
  if (found) return found;
  const withinBounds = plan.salaryBoundsFirst ? await searchWithinSalaryBounds(statements, db, values) : null;
  if (withinBounds) return withinBounds;
  const walkedBy = walkedIndex(stats, input);
  const reads = path.kind === 'walk' ? path.reads : 0;
  const walkValues = { ...values, since: plan.walkStop };
  const byStart = readsByStart(stats, input, plan.filtered);
  // Counting exactly reads every job the filters leave until the cap; where they leave more than
  // EXACT_COUNT_READS, the count is the estimate of them times the terms' share.
  const walk = walkStatement(statements, order, walkedBy.filter, byStart, reads, walkValues);
  const [walked, counted] = await Promise.all([
    walk(db, walkValues).then(answerFromRows),
    plan.filtered > EXACT_COUNT_READS
      ? null
      : exactCountStatement(statements, values, walkedBy.filter)(db, values).then(countIn),
  ]);
  if (plan.walkStop === null || walked.shown === page.limit) {
    return { lists: walked.lists, total: counted ?? estimated(plan.share * plan.filtered, walked) };
  }
  // The walk stopped where it may and the page is not full: the filters and terms leave far fewer of its
  // index's jobs than the statistics said. The search index finds them, unless it was asked already or
  // holds too many; then a walk planned for the values at hand, as far back as it must go.
  const hasTerms = values.pairs !== null || values.columnPairs !== null;
  const tryMax = hasTerms ? INDEX_TRY_MAX : INDEX_CANDIDATES_MAX;
  const tryIndex = !viaIndex && candidates !== null && candidates <= tryMax;
  const rest = tryIndex ? await fromIndex() : null;
  if (rest) return rest;
  const answer = answerFromRows(await plannedWalks[order](db, values));
  return { lists: answer.lists, total: counted ?? estimated(plan.share * plan.filtered, answer) };
}

/** The page past the deepest one: no jobs. */
const EMPTY_LIST = Buffer.from('[]');

/**
 * Salary bounds whose jobs an index holds at most this many of are read from it (searchWithinSalaryBounds).
 * The statistics take pay to be spread alike in every type, and it is not: interns' 元 a day count as pay
 * of a hundred and more, so the statistics see many jobs paying more than any campus job does. Walks for
 * campus jobs paid that much, or interns starting below any intern's pay, would read every job of the type
 * to find none; and a salary_max below every starting salary would read every job.
 */
const PAID_READS_MAX = 5000;

/** The number a counting statement answers. */
const countIn = (rows: RawRow[]) => Number(String(rows[0]?.[0] ?? 0));

/**
 * Newest first, for salary bounds an index reads alone (search-sql.ts SalaryBoundsReading): the jobs starting at or
 * below salary_max (but for interns, whose 元 a day start above every other job's K a month), then those of
 * the recruitment type within the bounds. The first reading that holds at most PAID_READS_MAX jobs, counted
 * from the index alone, is read, checked and sorted, with the exact count. A count stops at
 * PAID_READS_MAX + 1 entries within the bounds, or at the end of what it reads: a type's whole pay order
 * where few of its jobs start low enough. Null where none does.
 */
async function searchWithinSalaryBounds(
  statements: SearchStatements,
  db: Db,
  values: ReturnType<typeof searchValues>,
): Promise<SearchPage | null> {
  const type = values.recruitmentType;
  const intern = type === RECRUITMENT_TYPE.intern;
  const readings: SalaryBoundsReading[] = [];
  if (values.salaryMax !== null && !intern) readings.push('start');
  if (type !== null && (values.salaryMin !== null || (intern && values.salaryMax !== null)))
    readings.push('type');
  const used = conditionsUsed(values);
  for (const reading of readings) {
    const bounds = new Set(SALARY_BOUND_VALUES[reading].filter((name) => used.has(name)));
    const counted = statements.for(`paid count,${reading}`, bounds, (shape) =>
      salaryBoundsCountSql(reading, shape, PAID_READS_MAX + 1),
    );
    if (countIn(await counted(db, values)) > PAID_READS_MAX) continue;
    const read = (shape: Shape) => withinSalaryBoundsSql(reading, PAID_READS_MAX + 1, shape);
    const answer = answerFromRows(await statements.for(`paid,${reading}`, used, read)(db, values));
    return { lists: answer.lists, total: Math.min(values.cap, answer.matched) };
  }
  return null;
}

/**
 * The jobs the search index is expected to hand back for a search, from the `termsFind` jobs its terms' pairs
 * are expected to find and the filters `tokens` looked up with them (tokenFiltersOf), to be checked, sorted
 * and counted; null where it has nothing to look up (no terms, and filters it does not hold: salary, days, a
 * company).
 */
function indexCandidates(input: HotJobsInput, tokens: TokenFilter[], termsFind: number): number | null {
  if (searchTerms(input).length === 0 && tokens.length === 0) return null;
  return tokens.reduce((jobs, token) => jobs * token.share, termsFind);
}
