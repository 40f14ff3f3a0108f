// The hot-jobs search: a page of open jobs and their count, by keyword and filters (SPEC §3), through the
// path search-plan.ts picks. Each path is one statement written once with placeholders, so a search builds
// no SQL and the database parses each statement once; it answers the page as JSON, the jobs already in the
// shape of the API (SPEC §3 Job), so that the server passes ten jobs on instead of reading some three
// hundred fields, building objects of them and writing them out again.
import { type HotJobsInput, JOB_COUNT_MAX, JOB_SEARCH_DEPTH } from '@app/shared/jobs';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { preparedStatement, type RawRow, textArray } from '../../infra/db/prepared.ts';
import { containing } from './repo.ts';
import {
  DAY_S,
  dayOf,
  isCased,
  keywordPairs,
  planSearch,
  readsByStart,
  type SearchPath,
  widenRecent,
} from './search-plan.ts';
import {
  estimatedRows,
  filteredEstimate,
  filterValue,
  type SearchStats,
  searchStats,
  shareOf,
  shareSince,
} from './search-stats.ts';
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
  /** The filters the index statements look up as tokens (tokenFiltersOf), as a text[] value. */
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
const FILTER_TOKENS = [
  { field: 'city', value: 'city', prefix: 'c:' },
  { field: 'category', value: 'category', prefix: 'k:' },
  { field: 'education', value: 'education', prefix: 'e:' },
  { field: 'recruitment_type', value: 'recruitmentType', prefix: 't:' },
] as const;

/**
 * A filter whose value more than this share of jobs hold is checked on the jobs the index hands back
 * rather than looked up in it: intersecting the long list of a common value (本科, 社招) costs more than
 * the few candidates it would drop.
 */
const TOKEN_FILTER_MAX_SHARE = 0.5;

/** The filters the search indexes are asked for, as their tokens ('c:上海', 'e:4', 't:0', 'k:技术'). */
function tokenFiltersOf(stats: SearchStats, input: HotJobsInput) {
  return FILTER_TOKENS.flatMap((f) => {
    const value = filterValue(input, f.field);
    if (value === null) return [];
    const shares = stats.columns.get(f.field);
    return shares && shareOf(shares, value) > TOKEN_FILTER_MAX_SHARE
      ? []
      : [{ ...f, token: f.prefix + value }];
  });
}

function searchValues(input: HotJobsInput, viewerId: number | null, page: { limit: number; offset: number }) {
  const keyword = input.keyword || null;
  const cased = keyword !== null && isCased(keyword);
  const pattern = (value: string | null | undefined) => (value ? containing(value) : null);
  return {
    viewer: viewerId ?? 0,
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
    filters: null,
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
 * A job as the API answers it, written by the database: the fields and order of service.ts toJobResponse
 * (a test holds the two equal), the publish time as toISOString() writes it, and whether the viewer
 * favourited the job (job_favorites joined on the viewer; 0 for a visitor).
 */
const jobJson = sql`json_build_object(
  'id', ${jobs.id}, 'title', ${jobs.title}, 'recruitment_type', ${jobs.recruitmentType},
  'salary_start', ${jobs.salaryStart}, 'salary_end', ${jobs.salaryEnd}, 'salary_month', ${jobs.salaryMonth},
  'salary', ${jobs.salary}, 'work_nature', ${jobs.workNature}, 'education', ${jobs.education},
  'experience', ${jobs.experience}, 'company_id', ${jobs.companyId}, 'company_name', ${jobs.companyName},
  'company_logo', ${jobs.companyLogo}, 'category', ${jobs.category}, 'city', ${jobs.city},
  'job_address', ${jobs.jobAddress},
  'publish_time', to_char(${jobs.publishTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'job_keywords', ${jobs.jobKeywords}, 'description', ${jobs.description}, 'requirement', ${jobs.requirement},
  'company_profile', ${jobs.companyProfile}, 'is_favorite', ${jobFavorites.userId} is not null)`;
const favouriteJoin = sql`left join ${jobFavorites}
  on ${jobFavorites.jobId} = ${jobs.id} and ${jobFavorites.userId} = ${placeholder('viewer')}`;

type Statement = ReturnType<typeof preparedStatement>;

/**
 * What a search statement answers, in one row: the page's jobs as a JSON array, passed on as the driver
 * reads it (bytes from PostgreSQL, never decoded here), how many jobs the page holds, and for an index
 * statement how many jobs matched.
 */
interface Answer {
  lists: string | Uint8Array;
  shown: number;
  matched: number;
}

function answerOf(rows: RawRow[]): Answer {
  const [lists, shown, matched] = rows[0] ?? [];
  return {
    lists: lists instanceof Uint8Array || typeof lists === 'string' ? lists : '[]',
    shown: Number(String(shown ?? 0)),
    matched: Number(String(matched ?? 0)),
  };
}

const NEWEST = sql`${jobs.publishTime} desc, ${jobs.id} desc`;
const BEST_PAID = sql`${jobMonthlyPay} desc, ${jobs.id} desc`;

// A walk reads the jobs in the sort's order, checking each, up to the last of the page; only the page's
// own jobs are written as JSON.
const walkStatement = (order: SQL, conditions: SQL, limit: SQL) => sql`
  select coalesce(json_agg(walked.job order by walked.n) filter (where walked.job is not null), '[]')::text
           as lists,
         count(walked.job)::int as shown
  from (
    select case when row_number() over w between ${placeholder('first')}::int and ${placeholder('last')}::int
             then ${jobJson} end as job,
           row_number() over w as n
    from ${jobs} ${favouriteJoin}
    where ${jobs.status} = ${JOB_STATUS.open} ${conditions}
    window w as (order by ${order})
    order by ${order}
    limit ${limit}) as walked`;

/**
 * The first pages (up to the 50th job), where nearly every search is: a statement per set of conditions
 * and per limit, planned once (on connections that plan without sorting: the plan must walk an index in
 * the sort's order, prepared.ts). The limit is in the text: a generic plan does not know one given as a
 * value and would weigh sorting every job instead.
 */
const FIRST_PAGE_LIMITS = [10, 20, 50] as const;
const firstWalks = new Map<string, Statement>();

function firstWalk(bySalary: boolean, limit: number, values: SearchValues) {
  const used = new Set([...INDEXED, ...CHECKED].map((c) => c.value).filter((name) => values[name] !== null));
  const key = [bySalary ? 'pay' : 'time', limit, ...used].join(',');
  let statement = firstWalks.get(key);
  if (!statement) {
    statement = preparedStatement(
      `jobs_walk_${firstWalks.size}`,
      () =>
        walkStatement(
          bySalary ? BEST_PAID : NEWEST,
          present([...INDEXED, ...CHECKED], used),
          sql.raw(String(limit)),
        ),
      { genericPlan: true },
    );
    firstWalks.set(key, statement);
  }
  return statement;
}

/**
 * Salaries at most this far up (K/月, or 元/天 for internships) are read a starting salary at a time
 * (startsWithin); a range that may start higher is walked in pay order.
 */
const STARTS_READ_MAX = 100;
const startsWithins = new Map<string, Statement>();

/**
 * Sorted by salary under an upper bound: the jobs of each starting salary from 0 to the bound, each read
 * in pay order up to the limit (jobs_status[_city]_salary_start_pay_idx), merged. Walking the pay order
 * instead passes over every better paid job, which starts above the bound: most of a city's jobs for a
 * bound of 15K.
 */
function startsWithin(limit: number, values: SearchValues) {
  const used = new Set(
    [...INDEXED, ...CHECKED]
      .map((c) => c.value)
      .filter((name) => name !== 'salaryMax' && values[name] !== null),
  );
  const key = [limit, ...used].join(',');
  let statement = startsWithins.get(key);
  if (!statement) {
    statement = preparedStatement(
      `jobs_starts_${startsWithins.size}`,
      () => sql`
        with matched as materialized (
          select x.id, x.pay from generate_series(0, ${placeholder('salaryMax')}::int) as s(start)
          cross join lateral (
            select ${jobs.id} as id, ${jobMonthlyPay} as pay from ${jobs}
            where ${jobs.status} = ${JOB_STATUS.open} and ${jobs.salaryStart} = s.start
              ${present([...INDEXED, ...CHECKED], used)}
            order by ${BEST_PAID}
            limit ${sql.raw(String(limit))}) as x
        ) ${pageOf(sql`pay desc, id desc`)}`,
      { genericPlan: true },
    );
    startsWithins.set(key, statement);
  }
  return statement;
}

/**
 * Deeper pages, and walks through few of the jobs they read: one statement whose plan is made for its
 * values (how far to read, and how much the filters leave, change the best plan).
 */
const plannedWalks = [NEWEST, BEST_PAID].map((order, i) =>
  preparedStatement(`jobs_walk_planned${i}`, () =>
    walkStatement(
      order,
      sql`${optional(INDEXED, placeholder)} ${optional(CHECKED, placeholder)}`,
      sql`${placeholder('last')}::int`,
    ),
  ),
);

/**
 * A walk expected to pass over more jobs than this is planned for its values: the filters leave few of the
 * jobs of the index it would follow, and PostgreSQL may do better combining two indexes and sorting.
 */
const PLANNED_ONCE_MAX_READS = 2000;

/**
 * The statement that walks to a page, about `reads` jobs passed over; `byStart`, read a starting salary at
 * a time (readsByStart).
 */
function walkTo(bySalary: boolean, byStart: boolean, reads: number, values: SearchValues) {
  const limit = FIRST_PAGE_LIMITS.find((l) => l >= values.last);
  if (!limit || reads > PLANNED_ONCE_MAX_READS) return plannedWalks[bySalary ? 1 : 0]!;
  const startsBounded = values.salaryMax !== null && values.salaryMax <= STARTS_READ_MAX;
  return byStart && startsBounded && values.pairs === null
    ? startsWithin(limit, values)
    : firstWalk(bySalary, limit, values);
}

const walkCount = preparedStatement(
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

/** The page of the jobs `matched` holds, in `order`, and how many it holds. */
const pageOf = (order: SQL) => sql`
  , ordered as (select array_agg(id order by ${order}) as ids, count(*)::int as matched from matched)
  select (
    select coalesce(json_agg(${jobJson} order by page.n), '[]')::text
    from unnest(ordered.ids[${placeholder('first')}::int:${placeholder('last')}::int])
      with ordinality as page(id, n)
    join ${jobs} on ${jobs.id} = page.id ${favouriteJoin}
  ) as lists,
  coalesce(cardinality(ordered.ids[${placeholder('first')}::int:${placeholder('last')}::int]), 0) as shown,
  ordered.matched
  from ordered`;

const recentStatement = (used: ReadonlySet<keyof SearchValues>) => sql`
  with matched as materialized (
    select ${jobs.id} as id, ${jobs.publishTime} as publish_time from ${jobs}
    where ${jobRecentTokens} && ${recentKeys} ${tokenFilters(jobRecentTokens, used)}
      and ${jobs.status} = ${JOB_STATUS.open} ${present([...INDEXED, ...CHECKED], used)}
  ) ${pageOf(sql`publish_time desc, id desc`)}`;

const allStatement = (used: ReadonlySet<keyof SearchValues>, bySalary: boolean) => sql`
  with matched as materialized (
    select ${jobs.id} as id, ${jobs.publishTime} as publish_time, ${jobMonthlyPay} as pay from ${jobs}
    where ${jobSearchTokens} @> ${keywordKeys} ${tokenFilters(jobSearchTokens, used)}
      and ${jobs.status} = ${JOB_STATUS.open} ${present([...INDEXED, ...CHECKED], used)}
  ) ${pageOf(bySalary ? sql`pay desc, id desc` : sql`publish_time desc, id desc`)}`;

const tokenStatements = new Map<string, Statement>();

/**
 * The index statement for the values a search uses, made the first time a search needs it: the filters
 * in `tokenized` looked up in the index, the others checked on what it finds.
 */
function tokenStatement(
  kind: 'recent' | 'all',
  bySalary: boolean,
  values: SearchValues,
  tokenized: ReadonlySet<keyof SearchValues>,
) {
  const checked = [
    ...INDEXED.map((c) => c.value).filter((name) => !tokenized.has(name)),
    ...CHECKED.map((c) => c.value),
  ];
  const used = new Set(
    [...checked, ...(tokenized.size > 0 ? (['filters'] as const) : [])].filter(
      (name) => values[name] !== null,
    ),
  );
  const key = [kind, bySalary ? 'pay' : 'time', ...used].join(',');
  let statement = tokenStatements.get(key);
  if (!statement) {
    // PostgreSQL keeps a statement's name to 63 bytes: the key is in the cache, the name is its number.
    statement = preparedStatement(
      `jobs_${kind}_${tokenStatements.size}`,
      () => (kind === 'recent' ? recentStatement(used) : allStatement(used, bySalary)),
      { genericPlan: true },
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

/** A page of the search: its jobs as the JSON array the API answers (SPEC §3 Job), and the count. */
export interface SearchPage {
  /** The jobs as a JSON array (SPEC §3 Job), as the database wrote it. */
  lists: string | Uint8Array;
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
  const tokenFilters = tokenFiltersOf(stats, input);
  const tokenized = new Set<keyof SearchValues>(tokenFilters.map((f) => f.value));
  const values = {
    ...searchValues(input, viewerId, page),
    cap: options.countCap ?? JOB_COUNT_MAX,
    filters: tokenFilters.length > 0 ? textArray(tokenFilters.map((f) => f.token)) : null,
  };
  const filtered = filteredEstimate(stats, input) ?? (await plannerEstimate(db, values));
  const now = Date.now() / 1000;
  const plan = planSearch(stats, input, page, filtered, now);
  // Past the deepest page, nothing is read: what a seeker cannot reach, an attacker cannot make costly.
  if (page.offset >= JOB_SEARCH_DEPTH) {
    return { lists: '[]', total: Math.min(values.cap, Math.round(plan.share * plan.filtered)) };
  }
  const path = options.path ? forcedPath(options.path, input, now) : plan.path;
  // An estimated count is never below the jobs paged through, and one more while pages come full.
  const estimated = (count: number, { shown }: Answer) =>
    Math.min(values.cap, Math.max(Math.round(count), page.offset + shown + (shown === page.limit ? 1 : 0)));

  // The last days of the recent index; where they hold fewer than a page, more days, or all jobs.
  for (let days = path.kind === 'recent' ? path : null; days; ) {
    const { pair, firstDay, lastDay } = days;
    const recent = tokenStatement('recent', false, values, tokenized);
    const answer = answerOf(await recent(db, { ...values, pair, firstDay, lastDay }));
    const matched = answer.matched;
    if (answer.shown === page.limit || days.complete) {
      // The days read hold their share of all jobs; the keyword is taken to be as common in the others.
      const share = shareSince(stats, firstDay * DAY_S);
      return { lists: answer.lists, total: estimated(share > 0 ? matched / share : matched, answer) };
    }
    days = options.path ? null : widenRecent(stats, input, plan, days, matched, page, now);
  }
  if (input.keyword && path.kind !== 'walk') {
    const all = tokenStatement('all', input.sort_by === 'salary', values, tokenized);
    const answer = answerOf(await all(db, values));
    return { lists: answer.lists, total: Math.min(values.cap, answer.matched) };
  }
  // Counting exactly reads every job the filters leave until the cap; where they leave more than
  // EXACT_COUNT_READS, the count is the estimate of them times the keyword's share.
  const [walked, counted] = await Promise.all([
    walkTo(
      input.sort_by === 'salary',
      readsByStart(stats, input, filtered),
      path.kind === 'walk' ? path.reads : 0,
      values,
    )(db, values).then(answerOf),
    filtered > EXACT_COUNT_READS
      ? null
      : walkCount(db, values).then((rows) => Number(String(rows[0]?.[0] ?? 0))),
  ]);
  return { lists: walked.lists, total: counted ?? estimated(plan.share * plan.filtered, walked) };
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
  if (kind === 'walk') return { kind, reads: 0 };
  if (kind !== 'recent') return { kind };
  if (!pair || Array.from(pair).length < 2 || input.sort_by === 'salary') return { kind: 'all' };
  return { kind, pair, firstDay: dayOf(now) - 1, lastDay: dayOf(now) + 1, complete: false };
}

/** Test support: the statistics' plan for a search, without running it. */
export async function planOf(db: Db, input: HotJobsInput, page: { limit: number; offset: number }) {
  const stats = await searchStats(db);
  return planSearch(stats, input, page, filteredEstimate(stats, input) ?? stats.openJobs, Date.now() / 1000);
}
