// Fills the jobs table fast: specs are built here, rows are multiplied out inside the database.
//
// A million jobs must take minutes on PGlite too, so rows are never built one by one in JavaScript and
// shipped over the wire. Instead each batch is one `INSERT … SELECT` over `generate_series`: row i takes
// spec (i-1) mod T (T distinct title/description/salary combinations made by job-specs.ts), and a company
// of the spec's pool, a city, district, street, position and publish time chosen by hashes of i. The
// lookup tables travel as JSON parameters, so the data stays deterministic for a given seed and range.
import { USER_TYPE } from '@app/shared/constants';
import { and, eq, getTableName, isNull, max, sql } from 'drizzle-orm';
import { pgView, text } from 'drizzle-orm/pg-core';
import type { Db } from '../infra/db/client.ts';
import { companies } from '../modules/companies/tables.ts';
import type { CompanyPool } from '../modules/interviewer/index.ts';
import { jobDocuments, jobs } from '../modules/jobs/tables.ts';
import { users } from '../modules/users/tables.ts';
import { industryKinds } from './catalog/companies.ts';
import type { CompanyKind } from './catalog/types.ts';
import { buildJobSpecs, type JobSpec } from './job-specs.ts';
import { BUILDINGS, buildCitySlots, buildPlaces, ROADS } from './places.ts';

export interface SeedJobsOptions {
  /** PRNG seed of the specs and the row hashes; the default gives the documented demo world. */
  seed?: number | undefined;
  /** Publish times fall in the PUBLISH_WINDOW_DAYS before this instant (default: now). */
  now?: Date | undefined;
  /** Rows per INSERT statement (default 2,000, or 25,000 for fills that rebuild the indexes). */
  batchSize?: number | undefined;
  log?: (msg: string) => void;
  /** Fills of at least this many rows rebuild the indexes (default REBUILD_INDEXES_AT; tests lower it). */
  rebuildIndexesAt?: number | undefined;
}

export const DEFAULT_SEED = 20260101;
/** Most distinct specs; beyond this, jobs repeat a spec with another company, place and time. */
export const MAX_SPECS = 4000;
const PUBLISH_WINDOW_DAYS = 60;
/**
 * Jobs are published one after another as ids are handed out, as on a live board: a fill spreads its jobs
 * evenly over the window in id order, each up to an hour off. So the table holds them roughly in the order
 * they were published, as a real one does, and a newest-first read finds its rows close together.
 */
const PUBLISH_JITTER_S = 3600;
/** Fills at least this large drop and rebuild the secondary indexes (see seedJobs). */
export const REBUILD_INDEXES_AT = 50_000;
const HOME_CITY_PERCENT = 45;

const POOL_KINDS: Record<CompanyPool, CompanyKind[] | 'any'> = {
  all: 'any',
  digital: ['tech', 'finance', 'education', 'medical', 'consumer'],
  finance: ['finance'],
  education: ['education'],
  medical: ['medical'],
};

interface PoolMember {
  pool: CompanyPool;
  k: number;
  company_id: number;
  /** The company's own city, where nearly half its jobs are; null when the seed knows no such city. */
  home_city: string | null;
  recruiters: number[];
}

/** Companies that can publish (have a recruiter), grouped into the pools specs draw from. */
async function loadPools(db: Db, knownCities: Set<string>): Promise<Map<CompanyPool, PoolMember[]>> {
  const rows = await db
    .select({ id: companies.id, industry: companies.industry, city: companies.city, recruiterId: users.id })
    .from(companies)
    .innerJoin(
      users,
      and(eq(users.companyId, companies.id), eq(users.userType, USER_TYPE.business), isNull(users.deletedAt)),
    )
    .orderBy(companies.id, users.id);
  const byCompany = new Map<number, { kind: CompanyKind | undefined; city: string; recruiters: number[] }>();
  for (const row of rows) {
    const entry = byCompany.get(row.id) ?? {
      kind: industryKinds[row.industry],
      city: row.city,
      recruiters: [],
    };
    entry.recruiters.push(row.recruiterId);
    byCompany.set(row.id, entry);
  }
  const pools = new Map<CompanyPool, PoolMember[]>();
  for (const [pool, kinds] of Object.entries(POOL_KINDS) as [CompanyPool, CompanyKind[] | 'any'][]) {
    const members: PoolMember[] = [];
    for (const [id, c] of byCompany) {
      // Companies not from the seed catalogue have no known kind; they only publish jobs any company has.
      if (kinds !== 'any' && (!c.kind || !kinds.includes(c.kind))) continue;
      const homeCity = knownCities.has(c.city) ? c.city : null;
      members.push({
        pool,
        k: members.length,
        company_id: id,
        home_city: homeCity,
        recruiters: c.recruiters,
      });
    }
    pools.set(pool, members);
  }
  return pools;
}

/** Spec rows for the batch: only the specs rows from..to use, with their pool's size attached. */
function specRows(specs: JobSpec[], from: number, to: number, pools: Map<CompanyPool, PoolMember[]>) {
  const needed = to - from + 1 >= specs.length ? specs.map((_, k) => k) : [];
  if (needed.length === 0) for (let i = from; i <= to; i++) needed.push((i - 1) % specs.length);
  return needed.map((k) => {
    const spec = specs[k]!;
    // A sector pool can be empty in a database seeded from elsewhere; such specs go to any company.
    const pool = (pools.get(spec.pool)?.length ?? 0) > 0 ? spec.pool : 'all';
    return {
      k,
      pool,
      pool_size: pools.get(pool)!.length,
      title: spec.title,
      category: spec.category,
      recruitment_type: spec.recruitmentType,
      work_nature: spec.workNature,
      education: spec.education,
      experience: spec.experience,
      salary_start: spec.salaryStart,
      salary_end: spec.salaryEnd,
      salary_month: spec.salaryMonth,
      salary: spec.salary,
      job_keywords: spec.jobKeywords,
      description: spec.description,
      requirement: spec.requirement,
    };
  });
}

interface BatchInput {
  from: number;
  to: number;
  specCount: number;
  specs: string;
  members: string;
  slots: string;
  slotCount: number;
  places: string;
  seed: number;
  now: string;
  /** The last id of this fill and how many it adds: publish times follow the ids (see PUBLISH_JITTER_S). */
  last: number;
  count: number;
}

// Hashes are masked to 63 bits so they are never negative; later picks reuse higher digits of the same
// hash (h / 100, h / 100000, …) rather than paying for another hash call.
function insertBatchSql(b: BatchInput) {
  return sql`
    with
      spec as (
        select * from json_to_recordset(${b.specs}::json) as s(
          k int, pool text, pool_size int, title text, category text, recruitment_type int, work_nature text,
          education int, experience int, salary_start int, salary_end int, salary_month int, salary text,
          job_keywords text, description text, requirement text)
      ),
      member as (
        select * from json_to_recordset(${b.members}::json)
          as m(pool text, k int, company_id int, home_city text, recruiters int[])
      ),
      slot as (
        select (ord - 1)::int as k, city
        from json_array_elements_text(${b.slots}::json) with ordinality as t(city, ord)
      ),
      place as (
        select * from json_to_recordset(${b.places}::json) as p(
          city text, k int, n int, district text, lng float8, lat float8, spread float8, prefix text)
      ),
      road as (
        select (ord - 1)::int as k, name
        from json_array_elements_text(${JSON.stringify(ROADS)}::json) with ordinality as t(name, ord)
      ),
      building as (
        select (ord - 1)::int as k, name
        from json_array_elements_text(${JSON.stringify(BUILDINGS)}::json) with ordinality as t(name, ord)
      ),
      g as (
        select
          i,
          ((i - 1) % ${b.specCount}::int)::int as sk,
          hashint8extended(i, ${b.seed}::bigint) & 9223372036854775807 as h1,
          hashint8extended(i, ${b.seed + 1}::bigint) & 9223372036854775807 as h2,
          hashint8extended(i, ${b.seed + 2}::bigint) & 9223372036854775807 as h3,
          ${b.now}::timestamptz
            - ((${b.last}::bigint - i) * ${(PUBLISH_WINDOW_DAYS * 86400 - PUBLISH_JITTER_S) / b.count}::float8
              + (hashint8extended(i, ${b.seed + 3}::bigint) & 9223372036854775807) % ${PUBLISH_JITTER_S})
              * interval '1 second' as published
        from generate_series(${b.from}::bigint, ${b.to}::bigint) as i
      ),
      pick as (
        select
          g.*,
          s.title, s.category, s.recruitment_type, s.work_nature, s.education, s.experience,
          s.salary_start, s.salary_end, s.salary_month, s.salary, s.job_keywords, s.description, s.requirement,
          m.company_id, m.recruiters,
          case when m.home_city is not null and g.h2 % 100 < ${HOME_CITY_PERCENT}::int
            then m.home_city else sl.city end as job_city
        from g
        join spec s on s.k = g.sk
        join member m on m.pool = s.pool and m.k = (g.h1 % s.pool_size)::int
        join slot sl on sl.k = (g.h3 % ${b.slotCount}::int)::int
      )
    insert into ${jobs} (
      id, title, recruitment_type, salary_start, salary_end, salary_month, salary, work_nature, education,
      experience, company_id, company_name, company_logo, company_profile, category, city, district,
      job_address, lng, lat, publish_time, job_keywords, description, requirement, publisher_id, status,
      created_at, updated_at)
    overriding system value
    select
      x.i, x.title, x.recruitment_type, x.salary_start, x.salary_end, x.salary_month, x.salary, x.work_nature,
      x.education, x.experience, c.id, c.name, c.logo, c.profile, x.category, x.job_city, p.district,
      p.prefix || r.name || (1 + x.h2 / 100 % 399)::text || '号' || b.name,
      round((p.lng + ((x.h3 / 2000 % 20001) - 10000) / 10000.0 * p.spread)::numeric, 6)::float8,
      round((p.lat + ((x.h1 / 1000 % 20001) - 10000) / 10000.0 * p.spread)::numeric, 6)::float8,
      x.published, x.job_keywords, x.description, x.requirement,
      x.recruiters[1 + (x.h1 / 100000000 % cardinality(x.recruiters))::int],
      1, x.published, x.published
    from pick x
    join ${companies} c on c.id = x.company_id
    join place p on p.city = x.job_city and p.k = (x.h2 / 100000 % p.n)::int
    join road r on r.k = (x.h3 / 100000000 % ${ROADS.length}::int)::int
    join building b on b.k = (x.h2 / 1000000000 % ${BUILDINGS.length}::int)::int
  `;
}

/** Plain (non-constraint) indexes of the jobs table, as PostgreSQL would recreate them. */
const pgIndexes = pgView('pg_indexes', {
  tablename: text('tablename').notNull(),
  indexname: text('indexname').notNull(),
  indexdef: text('indexdef').notNull(),
}).existing();

/**
 * The jobs table's plain indexes, each with the statements that build it again: its definition, then the
 * statistics targets set on its columns (migration 0011 sets the search index's), which a dropped index
 * loses.
 */
async function secondaryIndexes(db: Db) {
  const rows = await db
    .select({
      name: pgIndexes.indexname,
      definition: pgIndexes.indexdef,
      // "column target" pairs; PostgreSQL 15 marks a column without a target -1, 17 null.
      targets: sql<string | null>`(select string_agg(a.attnum || ' ' || a.attstattarget, ',')
        from pg_attribute a where a.attrelid = ${pgIndexes.indexname}::regclass and a.attstattarget >= 0)`,
    })
    .from(pgIndexes)
    .where(eq(pgIndexes.tablename, getTableName(jobs)));
  return rows
    .filter((r) => !r.name.endsWith('_pkey') && !r.definition.startsWith('CREATE UNIQUE'))
    .map((r) => ({
      name: r.name,
      build: [
        sql.raw(r.definition),
        ...(r.targets?.split(',') ?? []).map((pair) => {
          const [column, target] = pair.split(' ').map(Number);
          return sql`alter index ${sql.identifier(r.name)} alter column ${sql.raw(String(column))}
            set statistics ${sql.raw(String(target))}`;
        }),
      ],
    }));
}

async function insertRows(
  db: Db,
  count: number,
  first: number,
  ctx: SeedContext,
  log?: (msg: string) => void,
) {
  const started = performance.now();
  for (let done = 0; done < count; ) {
    const from = first + done;
    const to = from + Math.min(ctx.batchSize, count - done) - 1;
    const specs = JSON.stringify(specRows(ctx.specs, from, to, ctx.pools));
    await db.execute(insertBatchSql({ ...ctx.shared, from, to, specs, last: first + count - 1, count }));
    done += to - from + 1;
    if (log && (count > ctx.batchSize || done === count)) {
      const seconds = (performance.now() - started) / 1000;
      log(`jobs: ${done}/${count} (${Math.round(done / seconds)} rows/s)`);
    }
  }
}

interface SeedContext {
  specs: JobSpec[];
  pools: Map<CompanyPool, PoolMember[]>;
  batchSize: number;
  shared: Omit<BatchInput, 'from' | 'to' | 'specs' | 'last' | 'count'>;
}

/**
 * Adds `count` jobs published by the existing companies' recruiters, in batches, and returns how many
 * were added. Throws when no company has a recruiter (seed the companies first).
 *
 * Runs in one transaction that locks the table against other writers: row i gets id i (after the
 * existing jobs), which keeps the data deterministic whatever order the database produces rows in, and
 * the identity sequence is moved past them at the end. A large fill (`rebuildIndexesAt` rows or more, at
 * least doubling the table) also drops the secondary indexes first and builds them again at the end:
 * building an index once is several times cheaper than updating it row by row, the trigram index above
 * all. If anything fails, the rollback brings everything back.
 */
export async function seedJobs(db: Db, count: number, options: SeedJobsOptions = {}): Promise<number> {
  if (count <= 0) return 0;
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log;
  const places = buildPlaces();
  const pools = await loadPools(db, new Set(places.map((p) => p.city)));
  if ((pools.get('all')?.length ?? 0) === 0) {
    throw new Error('seedJobs: no company has a recruiter to publish jobs');
  }
  const specs = buildJobSpecs(Math.min(count, MAX_SPECS), seed);
  const slots = buildCitySlots();
  const rebuildAt = options.rebuildIndexesAt ?? REBUILD_INDEXES_AT;
  const ctx: SeedContext = {
    specs,
    pools,
    batchSize: options.batchSize ?? (count >= rebuildAt ? 25_000 : 2_000),
    shared: {
      specCount: specs.length,
      members: JSON.stringify([...pools.values()].flat()),
      slots: JSON.stringify(slots),
      slotCount: slots.length,
      places: JSON.stringify(places),
      seed,
      now: (options.now ?? new Date()).toISOString(),
    },
  };

  await db.transaction(async (tx) => {
    // Readers go on; writers wait, so no id handed out by the sequence meanwhile can collide with ours.
    await tx.execute(sql`lock table ${jobs} in exclusive mode`);
    const [last] = await tx.select({ id: max(jobs.id) }).from(jobs);
    // Continue the numbering after existing jobs, so a second run adds different combinations.
    const existing = last?.id ?? 0;
    const rebuild = count >= rebuildAt && count >= existing;
    const indexes = rebuild ? await secondaryIndexes(tx) : [];
    for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
    await insertRows(tx, count, existing + 1, ctx, log);
    if (rebuild) {
      const started = performance.now();
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      for (const statement of indexes.flatMap((index) => index.build)) await tx.execute(statement);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log?.(`jobs: rebuilt ${indexes.length} indexes in ${seconds} s`);
    }
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(jobs)}, 'id'), ${existing + count}::int)`,
    );
  });
  // Fresh statistics, so the first searches already get index plans; and the new rows marked visible to
  // all, as autovacuum would in time (PGlite has none): readers then need not check each row's inserting
  // transaction, and a walk the index holds every column of reads no table rows. The same for the jobs'
  // documents, which the search reads a page of by id.
  await db.execute(sql`vacuum (analyze) ${jobs}, ${jobDocuments}`);
  return count;
}
