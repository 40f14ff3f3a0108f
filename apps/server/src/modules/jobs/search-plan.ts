// How the hot-jobs search finds a page, chosen from the statistics before anything is read: walk the
// filtered jobs in the sort's order checking each, look the keyword up among the last few days' jobs of the
// recent index, or look it up among all jobs of the search index and sort what it finds.
import type { HotJobsInput } from '@app/shared/jobs';
import {
  type SearchStats,
  shareBeyond,
  shareSince,
  timeHolding,
  tokenShare,
  walkedIndex,
  walkRange,
} from './search-stats.ts';
import { COLUMN_TAGS } from './tables.ts';

export const DAY_S = 86400;

/** Days since 1970 in UTC, as jobs_publish_day numbers the recent index's tokens. */
export const dayOf = (epochSeconds: number) => Math.floor(epochSeconds / DAY_S);

export type RecentPath = Extract<SearchPath, { kind: 'recent' }>;

export type SearchPath =
  /**
   * The filtered jobs in the sort's order (an index per filter, tables.ts), each checked for the terms;
   * about `reads` jobs are passed over to fill the page.
   */
  | { kind: 'walk'; reads: number }
  /**
   * The jobs of days firstDay..lastDay that hold `pair` (the terms' rarest pair, lower-cased) and `second`
   * (the next rarest, where they have another), from the recent index. Enough of them are expected
   * to fill the page; where they do not, all jobs are searched, unless the days already cover every job the
   * filters allow (`complete`, a publish_days filter).
   */
  | {
      kind: 'recent';
      pair: string;
      second: string | null;
      firstDay: number;
      lastDay: number;
      complete: boolean;
      /** Where the days hold fewer than a page: read more days (moreRecentDays), else go on to all jobs. */
      widen: boolean;
    }
  /** Every job holding the terms' characters (or the filters' tokens), from the search index, sorted. */
  | { kind: 'all' };

export interface SearchPlan {
  path: SearchPath;
  /** The estimated share of jobs holding the terms (searchTerms; 1 without any). */
  share: number;
  /** Whether the statistics list the terms' rarest pair; where not, `share` is only a bound. */
  listed: boolean;
  /** Open jobs the filters leave, estimated. */
  filtered: number;
  /**
   * Where a walk newest first stops (epoch seconds), or null where it may read its whole index: the
   * statistics take filters and terms to be independent, and where they are not (interns with a doctorate),
   * a walk without an end reads every job of its index before it knows the page holds fewer (walkStop).
   */
  walkStop: number | null;
  /**
   * Whether the filters leave so few of the walked index's jobs that the search index is asked first: a
   * walk and its exact count would read every job of that index to find them.
   */
  indexFirst: boolean;
  /**
   * Whether to look first for a salary bound an index holds few jobs within (search.ts
   * searchWithinSalaryBounds): newest first, where the statistics misjudge pay (interns' 元 a day).
   */
  salaryBoundsFirst: boolean;
}

/**
 * A job found through an index costs this many jobs walked: a walk reads the newest pages of the table (or
 * the best paid jobs' pages) in order, where an index hands back jobs from anywhere in it.
 */
const FOUND_READ_COST = 4;
/** A walk for a keyword with cased letters lower-cases every job's text it passes, this many times dearer. */
const LOWER_COST = 4;
/** How much rarer than its rarest pair a walk reckons terms of more than one pair (planSearch). */
const MORE_PAIRS_RARER = 2;
/** The recent index is asked for jobs to fill twice the page, and this many more. */
const RECENT_MARGIN = 20;
/** Where the days asked would hold more than this share of all jobs, searching all of them costs no more. */
const RECENT_MAX_SHARE = 0.5;

/** Whether a keyword has letters with a case (React), and so is matched lower-cased. */
export const isCased = (keyword: string) => keyword.toLowerCase() !== keyword.toUpperCase();

/**
 * The keyword's pairs of characters as typed (the index lower-cases them), or its one character; by code
 * point, so a character outside the Basic Multilingual Plane is not cut in two.
 */
export function keywordPairs(keyword: string): string[] {
  const chars = Array.from(keyword);
  return chars.length < 2 ? chars : chars.slice(1).map((c, i) => chars[i] + c);
}

/**
 * What a search looks for in the jobs' text: the keyword in all of it (tables.ts searchTextOf), and the
 * company, skills and position filters each in its own column. Each is found through the pairs of its
 * characters, which the search index holds for the text, and the column index for those columns, tagged
 * (`tag`, tables.ts COLUMN_TAGS); then checked on the jobs found.
 */
export interface Term {
  value: string;
  tag: string;
}

export function searchTerms(input: HotJobsInput): Term[] {
  const terms = [
    { value: input.keyword, tag: '' },
    ...Object.entries(COLUMN_TAGS).map(([filter, tag]) => ({
      value: input[filter as keyof typeof COLUMN_TAGS],
      tag,
    })),
  ];
  return terms.filter((term): term is Term => Boolean(term.value));
}

/** Every pair (or lone character) of the terms as typed, tagged as the index holds it, each once. */
export function termPairs(terms: readonly Term[]): string[] {
  return [...new Set(terms.flatMap((term) => keywordPairs(term.value).map((pair) => term.tag + pair)))];
}

/**
 * The terms' pairs (or lone characters) as the index holds them, each once, rarest first, with its share:
 * a bound where the statistics do not list it.
 */
function pairsByShare(stats: SearchStats, terms: readonly Term[]) {
  const pairs = [...new Set(termPairs(terms).map((pair) => pair.toLowerCase()))];
  return pairs.map((pair) => ({ pair, ...tokenShare(stats, pair) })).sort((a, b) => a.share - b.share);
}

/** Whether a token is a pair of the text, which the recent index holds too. */
export const isTextPair = (token: string) => Array.from(token).length === 2;

type PairShare = ReturnType<typeof pairsByShare>[number];

/**
 * Jobs an exact count may read; where the filters leave more, a walk's count is estimated from the
 * statistics instead of read (it would read every one of them, up to JOB_COUNT_MAX).
 */
export const EXACT_COUNT_READS = 500;

/**
 * Where the count would read more jobs than this (every job of the index it follows, within publish_days),
 * the search index counts instead.
 */
const COUNT_READS_MAX = 5000;

/**
 * A walk newest first reads its index's jobs back to the time that holds at least this many of them, and
 * four times as many as the statistics expect it to pass over (walkStop).
 */
const WALK_READS_MIN = 5000;

export function planSearch(
  stats: SearchStats,
  input: HotJobsInput,
  page: { limit: number; offset: number },
  filtered: number,
  nowSeconds: number,
): SearchPlan {
  const { path, share, listed } = cheapestPath(stats, input, page, filtered, nowSeconds);
  const walked = walkedIndex(stats, input);
  // An exact count reads every job of the walked index (within publish_days) until the cap.
  const countReads =
    walked.range * (input.publish_days ? shareSince(stats, nowSeconds - input.publish_days * DAY_S) : 1);
  const reads = path.kind === 'walk' ? path.reads : 0;
  return {
    path,
    share,
    listed,
    filtered,
    // Sorted by salary, a walk follows the pay order: no time tells where it may stop.
    walkStop: input.sort_by === 'salary' ? null : walkStop(stats, input, walked.range, reads, nowSeconds),
    indexFirst: filtered <= EXACT_COUNT_READS && countReads > COUNT_READS_MAX,
    salaryBoundsFirst: input.sort_by !== 'salary',
  };
}

/**
 * Where a walk newest first stops, or null where it reads its whole index (few jobs, or a publish_days
 * filter that stops it sooner): back to the time that holds max(WALK_READS_MIN, 4 × the reads expected) of
 * its index's jobs, taken to be spread over time as all jobs are. A page the walk leaves short is looked for
 * elsewhere (search.ts).
 */
function walkStop(
  stats: SearchStats,
  input: HotJobsInput,
  range: number,
  expectedReads: number,
  nowSeconds: number,
): number | null {
  const wanted = Math.max(WALK_READS_MIN, 4 * expectedReads);
  if (wanted >= range) return null;
  const since = timeHolding(stats, wanted / range);
  if (input.publish_days && since <= nowSeconds - input.publish_days * DAY_S) return null;
  return since;
}

/** The path expected to read the fewest jobs, and the terms' share it was reckoned with. */
function cheapestPath(
  stats: SearchStats,
  input: HotJobsInput,
  page: { limit: number; offset: number },
  filtered: number,
  nowSeconds: number,
): { path: SearchPath; share: number; listed: boolean } {
  const terms = searchTerms(input);
  const wanted = page.offset + page.limit;
  const walkReads = (hits: number) => (wanted * walkRange(stats, input)) / Math.max(hits, 1e-9);
  if (terms.length === 0)
    return { path: { kind: 'walk', reads: walkReads(filtered) }, share: 1, listed: true };
  const pairs = pairsByShare(stats, terms);
  const { pair, share, listed } = pairs[0] as PairShare;
  // The filters on text are compared lower-cased (ILIKE), as a keyword with letters is.
  const textFilters = terms.length - (input.keyword ? 1 : 0);
  const lowered = textFilters > 0 || isCased(input.keyword ?? '');
  const hits = share * filtered;
  const costs: Array<{ path: SearchPath; cost: number }> = [];
  // A walk passes over about wanted × range / hits jobs of the index it follows. It is ruled out where the
  // share is only a bound, or where fewer than twice the jobs wanted are expected: it may then find fewer
  // and read its whole range to be sure there are no more. Terms of more than one pair are rarer than their
  // rarest pair (react is rarer than its pair ea): the walk is reckoned for fewer hits.
  if (listed && hits >= 2 * wanted) {
    const reads = walkReads(pairs.length > 1 ? hits / MORE_PAIRS_RARER : hits);
    costs.push({ path: { kind: 'walk', reads }, cost: reads * (lowered ? LOWER_COST : 1) });
  }
  // The recent index holds the text's pairs only (no characters, nothing tagged), and orders nothing by
  // salary.
  if (isTextPair(pair) && input.sort_by !== 'salary' && hits > 0) {
    // Enough days for twice the hits wanted, at the hits' share of all jobs.
    const wantedShare = (2 * wanted + RECENT_MARGIN) / hits;
    const days = daysHolding(stats, input, wantedShare, nowSeconds);
    if (days) {
      // The index is read by whole days (UTC), so the days read also hold the part of the first day before
      // the time wanted: at noon half a day, just after midnight a whole one. Reckoned at half a day, the
      // average, so that the path a search takes does not change with the hour it is asked at.
      const candidates = days.complete ? hits : hits * Math.min(1, wantedShare + dayShare(stats) / 2);
      const second = pairs.slice(1).find((p) => isTextPair(p.pair))?.pair ?? null;
      const path = { kind: 'recent' as const, pair, second, ...days, widen: true };
      costs.push({ path, cost: FOUND_READ_COST * candidates });
    }
  }
  // Last, so that at the same cost fewer days of the recent index are read instead.
  costs.push({ path: { kind: 'all' }, cost: FOUND_READ_COST * hits });
  costs.sort((a, b) => a.cost - b.cost);
  return { path: costs[0]!.path, share, listed };
}

/** The share of all jobs published in the newest day the statistics know of. */
function dayShare(stats: SearchStats): number {
  const newest = stats.publishBounds.at(-1);
  return newest === undefined ? 0 : shareSince(stats, newest - DAY_S);
}

/**
 * The fewest whole days, newest first, that hold a share of all jobs; null where the statistics cannot tell
 * or the days would hold most jobs anyway. A publish_days filter bounds the days: reaching it, they hold
 * every job the search can find (`complete`).
 */
function daysHolding(stats: SearchStats, input: HotJobsInput, share: number, nowSeconds: number) {
  if (stats.publishBounds.length < 2 || !(share > 0)) return null;
  const since = share >= 1 ? Number.NEGATIVE_INFINITY : timeHolding(stats, share);
  const cutoff = input.publish_days ? nowSeconds - input.publish_days * DAY_S : null;
  const complete = cutoff !== null && since <= cutoff;
  if (!complete && share >= RECENT_MAX_SHARE) return null;
  return {
    firstDay: dayOf(complete ? cutoff : since),
    lastDay: dayOf(Math.max(nowSeconds, stats.publishBounds.at(-1)!)) + 1,
    complete,
  };
}

/**
 * The days to read next after `path` found only `matched` hits, fewer than a page: as many as the hits found
 * so far say are needed, or null to search all jobs instead (where they would be most of them, or where a
 * keyword the statistics do not list was not found at all: it is rare or absent, and all its jobs are few).
 */
export function moreRecentDays(
  stats: SearchStats,
  input: HotJobsInput,
  plan: SearchPlan,
  path: RecentPath,
  matched: number,
  page: { limit: number; offset: number },
  nowSeconds: number,
): RecentPath | null {
  if (!path.widen || path.complete || (matched === 0 && !plan.listed)) return null;
  // The share of all jobs the days read hold, and the share that would hold the hits wanted: with a
  // quarter more, as the hits found so far measure the keyword's share better than the statistics did
  // (and every day read costs its whole list of the pair's jobs).
  const read = shareSince(stats, path.firstDay * DAY_S);
  const wanted = page.offset + page.limit;
  const target = wanted + Math.max(5, wanted / 4);
  const days = daysHolding(stats, input, matched > 0 ? (read * target) / matched : read * 8, nowSeconds);
  return days && days.firstDay < path.firstDay ? { ...path, ...days } : null;
}

/**
 * Sorted by salary under an upper bound (salary_max): whether to read the jobs of each starting salary up
 * to the bound (search-sql.ts byStartingSalarySql) rather than walk the pay order. The walk passes over the jobs that
 * start above the bound (the best paid, mostly); reading by start passes over those that end below the
 * lower bound (salary_min), every job of a start being read from its best paid down.
 */
export function readsByStart(stats: SearchStats, input: HotJobsInput, filtered: number): boolean {
  if (input.sort_by !== 'salary' || input.salary_max == null || !stats.salaryStart) return false;
  const startsBelow = shareBeyond(stats.salaryStart, { max: input.salary_max });
  const endsBelow =
    input.salary_min == null || !stats.salaryEnd
      ? 0
      : 1 - shareBeyond(stats.salaryEnd, { min: input.salary_min });
  // `filtered` already counts the range filter: back to the jobs the other filters leave.
  const others = filtered / Math.max(startsBelow * (1 - endsBelow), 1e-6);
  return others * startsBelow * endsBelow < others * (1 - startsBelow);
}
