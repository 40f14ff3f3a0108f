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
  dayOf,
  isCased,
  isTextPair,
  planSearch,
  readsByStart,
  type SearchPath,
  searchTerms,
  termPairs,
  widenRecent,
} from './search-plan.ts';
import {
  type Answer,
  allSql,
  answerOf,
  conditionsUsed,
  FILTER_VALUE,
  filteredSql,
  INDEX_CANDIDATES_MAX,
  type Order,
  PAID_BOUNDS,
  type PaidReading,
  paidCountSql,
  paidWithinSql,
  plannedWalkSql,
  recentSql,
  type SearchValues,
  type Shape,
  startsWithinSql,
  type ValueName,
  walkCountSql,
  walkOnceSql,
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
  timeHolding,
  type WalkedFilter,
  walkedIndex,
} from './search-stats.ts';

/**
 * Jobs an exact count may read; where the filters leave more, a walk's count is estimated from the
 * statistics instead of read (it would read every one of them, up to JOB_COUNT_MAX).
 */
const EXACT_COUNT_READS = 500;

/** The filters as the indexes hold them: 'c:上海', 'e:4', 't:0', 'k:技术' (migration 0011). */
const FILTER_TOKENS = [
  { field: 'city', prefix: 'c:' },
  { field: 'category', prefix: 'k:' },
  { field: 'education', prefix: 'e:' },
  { field: 'recruitment_type', prefix: 't:' },
] as const;

/**
 * A job read from the table to be checked costs about as much as this many entries of an index's list of
 * jobs decoded (at a million jobs: about 1 µs against 0.7 ns).
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

function searchValues(input: HotJobsInput, viewerId: number | null, page: { limit: number; offset: number }) {
  const keyword = input.keyword || null;
  const pairs = termPairs(searchTerms(input));
  const cased = keyword !== null && isCased(keyword);
  const pattern = (value: string | null | undefined) => (value ? containing(value) : null);
  return {
    viewer: viewerId ?? 0,
    first: page.offset + 1,
    last: page.offset + page.limit,
    since: null,
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
 * Shapes of search (a kind of statement and the values it uses) that get a statement of their own. Each is
 * prepared on every connection that runs it and keeps a plan there; searches of further shapes, which a
 * client could make up by the thousand, share one statement per kind, planned for each search's values.
 */
const SHAPES_MAX = 500;
const statements = new Map<string, ReturnType<typeof preparedStatement>>();
const anyShape = new Map<string, ReturnType<typeof preparedStatement>>();

/**
 * The statement of a kind (`kind`: path, order, limit) for the values a search uses, made the first time a
 * search needs it and planned once (without sorting, prepared.ts: it must read in an index's order); past
 * SHAPES_MAX shapes, or where a test asks for it, the kind's statement for any values. PostgreSQL keeps a
 * statement's name to 63 bytes: the key is in the map, the name is its number.
 */
function statementFor(
  kind: string,
  used: ReadonlySet<ValueName>,
  build: (shape: Shape) => SQL,
  any = false,
  settings?: StatementOptions['settings'],
) {
  const key = [kind, ...used].join();
  const statement = statements.get(key);
  if (statement && !any) return statement;
  if (statements.size < SHAPES_MAX && !any) {
    const made = preparedStatement(`jobs_search_${statements.size}`, () => build(used), {
      genericPlan: true,
      settings,
    });
    statements.set(key, made);
    return made;
  }
  let forAny = anyShape.get(kind);
  if (!forAny) {
    forAny = preparedStatement(`jobs_search_any_${anyShape.size}`, () => build('any'), { settings });
    anyShape.set(kind, forAny);
  }
  return forAny;
}

/**
 * The first pages (up to the 50th job), where nearly every search is, are walked by a statement per set of
 * conditions and per limit, planned once; deeper pages by one per set of conditions, to the page's last job.
 */
const FIRST_PAGE_LIMITS = [10, 20, 50] as const;

/**
 * Salaries at most this far up (K/月, or 元/天 for internships) are read a starting salary at a time
 * (search-sql.ts startsWithinSql); a range that may start higher is walked in pay order.
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
 * (planning the count for its values took PGlite 11 ms, counting 2) and without bitmaps: to count the
 * hundred 北京 jobs of the last three days, PGlite's planner put every 北京 job into one (8 ms through
 * WebAssembly) rather than read those three days from the city's index (1 ms). It reads the index the walk
 * follows (search-sql.ts walkCountSql): planned once, a filter is taken to hold an average value's share,
 * and for a category no job has the count read a million jobs (0.56 s) to find none.
 */
function countOf(values: SearchValues, walked: WalkedFilter | null, any: boolean) {
  const count = (shape: Shape) => walkCountSql(walked, shape);
  return statementFor(`count,${walked}`, conditionsUsed(values), count, any, { enable_bitmapscan: 'off' });
}

/**
 * Where the count would read more jobs than this (every job of the index it follows, within publish_days),
 * the search index counts instead.
 */
const COUNT_READS_MAX = 5000;

/**
 * After a walk stopped short, the search index is asked where the statistics expect it to hand back at
 * most this many jobs. They overrated the walk's jobs and may overrate these (实习 among 社会招聘 jobs: a
 * hundred thousand expected, none there); but where they do not, every job handed back is read, and a walk
 * planned for the values at hand does better. Filters that are tokens alone, with no term, hand back as
 * many jobs as the statistics say (本科 among 社会招聘 jobs, two hundred thousand to read for a salary the
 * index does not hold; 138,500 campus jobs for a salary none of them pays, 0.5 s): those are looked up
 * only where the statement may collect them all (INDEX_CANDIDATES_MAX).
 */
const INDEX_TRY_MAX = 150_000;

/**
 * A walk newest first reads its index's jobs back to the time that holds at least this many of them, and
 * four times as many as the statistics expect it to pass over (walkWindow): a few milliseconds at a
 * million jobs.
 */
const WALK_READS_MIN = 5000;

/**
 * Where a walk newest first stops (SearchValues.since), or null where it reads its whole index (few jobs,
 * or a publish_days filter that stops it sooner). The statistics take the filters and terms to be
 * independent; where they are not (interns with a doctorate, a position no title holds), a walk without an
 * end would read every job of its index, a second or more at a million, before it knew the page held fewer.
 * The index's jobs are taken to be spread over time as all jobs are.
 */
function walkWindow(
  stats: SearchStats,
  input: HotJobsInput,
  range: number,
  expectedReads: number,
  now: number,
): number | null {
  const wanted = Math.max(WALK_READS_MIN, 4 * expectedReads);
  if (wanted >= range) return null;
  const since = timeHolding(stats, wanted / range);
  if (input.publish_days && since <= now - input.publish_days * DAY_S) return null;
  return since;
}

/**
 * A walk expected to pass over more jobs than this is planned for its values: the filters leave few of the
 * jobs of the index it would follow, and PostgreSQL may do better combining two indexes and sorting.
 */
const PLANNED_ONCE_MAX_READS = 2000;

/**
 * The statement that walks to a page along the index of the filter `walked`, about `reads` jobs passed
 * over; `byStart`, read a starting salary at a time (readsByStart).
 */
function walkTo(
  order: Order,
  walked: WalkedFilter | null,
  byStart: boolean,
  reads: number,
  values: SearchValues,
  any: boolean,
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
    return statementFor(`starts,${limit}`, used, (shape) => startsWithinSql(limit, shape), any);
  }
  if (any) return plannedWalks[order];
  const used = conditionsUsed(values);
  const build = (shape: Shape) => walkOnceSql(order, limit, walked, shape);
  return statementFor(`walk,${order},${limit ?? 'deep'},${walked}`, used, build);
}

type TokenFilter = ReturnType<typeof tokenFiltersOf>[number];

/**
 * The index statement for the values a search uses, and its values: the filters `tokens` looked up in the
 * index (tokenFiltersOf), the others checked on what it finds.
 */
function tokenStatement(
  kind: 'recent' | 'all',
  order: Order,
  base: SearchValues,
  tokens: TokenFilter[],
  any: boolean,
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
  const build = (shape: Shape) => (kind === 'recent' ? recentSql(shape) : allSql(order, shape));
  return { run: statementFor(`${kind},${order}`, used, build, any), values };
}

export interface SearchOptions {
  /** Tests force a path to check that all give the same answer; otherwise chosen by planSearch. */
  path?: SearchPath['kind'];
  /** Counting stops here (JOB_COUNT_MAX). */
  countCap?: number;
  /** Tests run the statements for any values, which searches take past SHAPES_MAX shapes. */
  anyShape?: boolean;
  /** Tests make walks newest first stop sooner (walkWindow), at this time in epoch seconds. */
  walkSince?: number;
}

/** A page of the search: its jobs as the JSON array the API answers (SPEC §3 Job), and the count. */
export interface SearchPage {
  /** The jobs as a JSON array (SPEC §3 Job): the documents the database wrote, with is_favorite added. */
  lists: Uint8Array;
  total: number;
}

export async function searchJobs(
  db: Db,
  input: HotJobsInput,
  viewerId: number | null,
  page: { limit: number; offset: number },
  options: SearchOptions = {},
): Promise<SearchPage> {
  const stats = await searchStats(db);
  const values = { ...searchValues(input, viewerId, page), cap: options.countCap ?? JOB_COUNT_MAX };
  // The jobs the filters leave, from the statistics, or for filters they do not estimate, the planner.
  const filtered = filteredEstimate(stats, input) ?? (await estimatedRows(db, filteredSql(values)));
  const now = Date.now() / 1000;
  const plan = planSearch(stats, input, page, filtered, now);
  // Past the deepest page, nothing is read: what a seeker cannot reach, an attacker cannot make costly.
  if (page.offset >= JOB_SEARCH_DEPTH) {
    return { lists: answerOf([]).lists, total: Math.min(values.cap, Math.round(plan.share * plan.filtered)) };
  }
  const path = options.path ? forcedPath(options.path, input, now) : plan.path;
  const order: Order = input.sort_by === 'salary' ? 'salary' : 'newest';
  const any = options.anyShape === true;
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
    const recent = tokenStatement(
      'recent',
      'newest',
      { ...values, pair, secondPair: second, firstDay, lastDay },
      tokenFiltersOf(stats, input, plan.share * stats.openJobs * share),
      any,
    );
    const answer = answerOf(await recent.run(db, recent.values));
    const matched = answer.matched;
    // Days that cover the publish_days filter hold every job the search can find: their count is exact.
    if (days.complete) return { lists: answer.lists, total: Math.min(values.cap, matched) };
    if (answer.shown === page.limit) {
      return { lists: answer.lists, total: estimated(share > 0 ? matched / share : matched, answer) };
    }
    days = options.path ? null : widenRecent(stats, input, plan, days, matched, page, now);
  }
  // The search index: for terms few jobs hold, or once the recent index found too few of them; and for
  // jobs the filters leave few of, where a walk and its exact count would read every job of the index they
  // follow to find them (a city's, or all jobs' where the filters are ones no index walks); and after a
  // walk that stopped short (walkWindow).
  const termsFind = plan.share * stats.openJobs;
  const indexTokens = tokenFiltersOf(stats, input, termsFind);
  const candidates = indexCandidates(input, indexTokens, termsFind);
  // Null where the index has nothing to look up, or hands back more jobs than it may read (its statement
  // stops reading there, and a page of some of them is no page).
  const fromIndex = async (): Promise<SearchPage | null> => {
    if (candidates === null) return null;
    const all = tokenStatement('all', order, values, indexTokens, any);
    const answer = answerOf(await all.run(db, all.values));
    if (answer.matched > INDEX_CANDIDATES_MAX) return null;
    return { lists: answer.lists, total: Math.min(values.cap, answer.matched) };
  };
  // Few jobs left, which a walk and its count would look for among many more.
  const walkedBy = walkedIndex(stats, input);
  const countReads =
    walkedBy.range * (input.publish_days ? shareSince(stats, now - input.publish_days * DAY_S) : 1);
  const fewLeft = !options.path && filtered <= EXACT_COUNT_READS && countReads > COUNT_READS_MAX;
  const viaIndex =
    path.kind !== 'walk' || (fewLeft && candidates !== null && candidates <= INDEX_CANDIDATES_MAX);
  const found = viaIndex ? await fromIndex() : null;
  if (found) return found;
  const paid = order === 'newest' && !options.path ? await paidWithin(db, values, any) : null;
  if (paid) return paid;
  const reads = path.kind === 'walk' ? path.reads : 0;
  // Sorted by salary, a walk follows the pay order: no time tells where it may stop.
  const since =
    order === 'salary' ? null : (options.walkSince ?? walkWindow(stats, input, walkedBy.range, reads, now));
  const walkValues = { ...values, since };
  const byStart = readsByStart(stats, input, filtered);
  // Counting exactly reads every job the filters leave until the cap; where they leave more than
  // EXACT_COUNT_READS, the count is the estimate of them times the terms' share.
  const [walked, counted] = await Promise.all([
    walkTo(order, walkedBy.filter, byStart, reads, walkValues, any)(db, walkValues).then(answerOf),
    filtered > EXACT_COUNT_READS ? null : countOf(values, walkedBy.filter, any)(db, values).then(countIn),
  ]);
  if (since === null || walked.shown === page.limit) {
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
  const answer = answerOf(await plannedWalks[order](db, values));
  return { lists: answer.lists, total: counted ?? estimated(plan.share * plan.filtered, answer) };
}

/**
 * Salary bounds whose jobs an index holds at most this many of are read from it (paidWithin). The
 * statistics take pay to be spread alike in every type, and it is not: interns' 元 a day count as pay of a
 * hundred and more, so a fifth of all jobs end at 57 or above and start above 98, and no campus job does.
 * Walks for campus jobs paying 57K, or interns starting at 98 元 a day, read every job of the type to find
 * none (0.4-1.3 s at a million); and a salary_max of 3, which no job starts at, read every job (0.8 s).
 */
const PAID_READS_MAX = 5000;

/** The number a counting statement answers. */
const countIn = (rows: RawRow[]) => Number(String(rows[0]?.[0] ?? 0));

/**
 * Newest first, for salary bounds an index reads alone (search-sql.ts PaidReading): the jobs starting at or
 * below salary_max (but for interns, whose 元 a day start above every other job's K a month), then those of
 * the recruitment type within the bounds. The first reading that holds at most PAID_READS_MAX jobs, counted
 * from the index alone, is read, checked and sorted, with the exact count. A count stops at
 * PAID_READS_MAX + 1 entries within the bounds (1-8 ms at a million), or at the end of what it reads: a
 * type's whole pay order where few of its jobs start low enough (interns 11 ms, social jobs 56). Null where
 * none does. Tests that force a path leave it out, so that the path they ask for is the one that answers.
 */
async function paidWithin(
  db: Db,
  values: ReturnType<typeof searchValues>,
  any: boolean,
): Promise<SearchPage | null> {
  const type = values.recruitmentType;
  const intern = type === RECRUITMENT_TYPE.intern;
  const readings: PaidReading[] = [];
  if (values.salaryMax !== null && !intern) readings.push('start');
  if (type !== null && (values.salaryMin !== null || (intern && values.salaryMax !== null)))
    readings.push('type');
  const used = conditionsUsed(values);
  for (const reading of readings) {
    const bounds = new Set(PAID_BOUNDS[reading].filter((name) => used.has(name)));
    const counted = statementFor(`paid count,${reading}`, bounds, (shape) =>
      paidCountSql(reading, shape, PAID_READS_MAX + 1),
    );
    if (countIn(await counted(db, values)) > PAID_READS_MAX) continue;
    const read = (shape: Shape) => paidWithinSql(reading, PAID_READS_MAX + 1, shape);
    const answer = answerOf(await statementFor(`paid,${reading}`, used, read, any)(db, values));
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

/** The path a test asks for; the recent one over yesterday and today, or the days of publish_days. */
function forcedPath(kind: SearchPath['kind'], input: HotJobsInput, now: number): SearchPath {
  const [pair, second = null] = termPairs(searchTerms(input)).filter(isTextPair);
  if (kind === 'walk') return { kind, reads: 0 };
  if (kind !== 'recent') return { kind };
  if (!pair || Array.from(pair).length < 2 || input.sort_by === 'salary') return { kind: 'all' };
  const days = input.publish_days;
  const firstDay = days ? dayOf(now - days * DAY_S) : dayOf(now) - 1;
  return { kind, pair, second, firstDay, lastDay: dayOf(now) + 1, complete: Boolean(days) };
}

/** Test support: the statistics' plan for a search, without running it. */
export async function planOf(db: Db, input: HotJobsInput, page: { limit: number; offset: number }) {
  const stats = await searchStats(db);
  return planSearch(stats, input, page, filteredEstimate(stats, input) ?? stats.openJobs, Date.now() / 1000);
}
