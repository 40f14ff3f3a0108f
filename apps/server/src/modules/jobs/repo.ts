// Queries of the hot-jobs board besides the search (search.ts): one job, a seeker's favourites, reports.
import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { JOB_STATUS, type Job, jobFavorites, jobReports, jobs } from './tables.ts';

/** What a job's answer is made from: every column but the bookkeeping times. */
const { createdAt: _created, updatedAt: _updated, ...jobColumns } = getTableColumns(jobs);
export type JobRow = Omit<Job, 'createdAt' | 'updatedAt'> & { isFavorite: boolean };

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

/** Who a job is with: what applying to it needs (its recruiter, company and title), open or not. */
export async function jobPartiesOf(db: Db, id: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyId: jobs.companyId,
      companyName: jobs.companyName,
      publisherId: jobs.publisherId,
    })
    .from(jobs)
    .where(eq(jobs.id, id));
  return row;
}

/** Titles and companies of jobs by id, for the conversation list. */
export async function jobLabelsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: jobs.id, title: jobs.title, companyName: jobs.companyName })
    .from(jobs)
    .where(inArray(jobs.id, ids));
}
