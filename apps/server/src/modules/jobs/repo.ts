// Queries of the hot-jobs board: the search, one job, and a seeker's favourites.
import { type HotJobsInput, JOB_COUNT_MAX } from '@app/shared/jobs';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { JOB_STATUS, type Job, jobFavorites, jobReports, jobSearchText, jobs } from './tables.ts';

export type JobRow = Job & { isFavorite: boolean };

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

function searchConditions(input: HotJobsInput): SQL[] {
  const where: SQL[] = [eq(jobs.status, JOB_STATUS.open)];
  const add = (condition: SQL | undefined) => condition && where.push(condition);
  if (input.keyword) {
    const pattern = containing(input.keyword);
    // The grams index narrows to jobs holding every character pair of the keyword (the same SQL function
    // cuts both, so they agree on case); ILIKE then keeps the ones holding the keyword itself.
    add(sql`${jobs.searchGrams} @> jobs_search_grams(${input.keyword})`);
    add(or(ilike(jobSearchText, pattern), ilike(jobs.description, pattern)));
  }
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

export async function searchJobs(
  db: Db,
  input: HotJobsInput,
  viewerId: number | null,
  page: { limit: number; offset: number },
  countCap: number = JOB_COUNT_MAX,
): Promise<{ rows: JobRow[]; total: number }> {
  const where = and(...searchConditions(input));
  const favourite = favouriteOf(viewerId);
  const order =
    input.sort_by === 'salary'
      ? [desc(jobs.salaryEnd), desc(jobs.id)]
      : [desc(jobs.publishTime), desc(jobs.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ job: jobs, isFavorite: favourite.isFavorite })
      .from(jobs)
      .leftJoin(jobFavorites, favourite.join)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    // Counting stops at the cap: a two-character keyword can match a large share of a million jobs, and an
    // exact count would read every one of them for a figure nobody pages through.
    db
      .select({ total: count() })
      .from(db.select({ id: jobs.id }).from(jobs).where(where).limit(countCap).as('capped')),
  ]);
  return { rows: rows.map((r) => ({ ...r.job, isFavorite: r.isFavorite })), total: totalRow?.total ?? 0 };
}

export async function findJob(db: Db, id: number, viewerId: number | null): Promise<JobRow | undefined> {
  const favourite = favouriteOf(viewerId);
  const [row] = await db
    .select({ job: jobs, isFavorite: favourite.isFavorite })
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
      .select({ job: jobs })
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
