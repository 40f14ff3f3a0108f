// Jobs matching an interview: its position (the title a seeker practised for) and how well it went (the
// overall score decides how senior the jobs may be), for the recommendations module.
import type { Paged } from '@app/shared/api';
import { JOB_COUNT_MAX, type JobResponse } from '@app/shared/jobs';
import { and, count, desc, eq, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { paged } from '../../http/paging.ts';
import type { Db } from '../../infra/db/client.ts';
import { containing } from './repo.ts';
import { toJobResponse } from './service.ts';
import { JOB_STATUS, jobFavorites, jobSearchTokens, jobs } from './tables.ts';

export interface JobMatchCriteria {
  /** The interview's position, e.g. '高级前端开发工程师'; blank for any job. */
  position: string;
  /** The interview's overall score, null when nothing was measured. */
  overallScore: number | null;
}

/** Words that say how senior or what kind of contract, not what the job is: left out of the match. */
const NOISE = /高级|资深|初级|中级|实习生|实习|工程师|校招|社招|（[^）]*）|\([^)]*\)|\s+/g;

/** The core of a position title that job titles are matched on ('高级前端开发工程师' → '前端开发'). */
export function positionKeyword(position: string): string {
  return position.replace(NOISE, '').slice(0, 20);
}

/**
 * Most experience (SPEC §9 codes) to offer for an overall score: a strong interview opens senior roles, a
 * weak one points to roles where the seeker can grow. Null (nothing measured) puts no ceiling.
 */
export function experienceCeiling(overallScore: number | null): number | null {
  if (overallScore === null) return null;
  if (overallScore >= 85) return 5;
  if (overallScore >= 75) return 4;
  if (overallScore >= 65) return 3;
  if (overallScore >= 55) return 2;
  return 1;
}

function titleMatch(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  // The grams index narrows first (as the hot-jobs search does), then the title must hold the keyword.
  return and(
    sql`${jobSearchTokens} @> jobs_keyword_grams(${keyword})`,
    ilike(jobs.title, containing(keyword)),
  );
}

async function page(
  db: Db,
  where: SQL | undefined,
  ceiling: number | null,
  window: { limit: number; offset: number },
  viewerId: number | null,
) {
  // Closest to the ceiling first: the most a seeker's result supports, then newer ones.
  const order = [desc(jobs.publishTime), desc(jobs.id)];
  if (ceiling !== null) order.unshift(sql`${ceiling} - ${jobs.experience}`);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ job: jobs, isFavorite: sql<boolean>`${jobFavorites.userId} is not null` })
      .from(jobs)
      .leftJoin(jobFavorites, and(eq(jobFavorites.jobId, jobs.id), eq(jobFavorites.userId, viewerId ?? 0)))
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: count() })
      .from(db.select({ id: jobs.id }).from(jobs).where(where).limit(JOB_COUNT_MAX).as('capped')),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** A page of the open jobs matching the criteria. */
export async function matchJobs(
  db: Db,
  criteria: JobMatchCriteria,
  window: { limit: number; offset: number },
  viewerId: number | null,
): Promise<Paged<JobResponse>> {
  const ceiling = experienceCeiling(criteria.overallScore);
  const base = [
    eq(jobs.status, JOB_STATUS.open),
    ceiling === null ? undefined : lte(jobs.experience, ceiling),
  ];
  const keyword = positionKeyword(criteria.position);
  // A position nothing matches is tried by its first two characters ('前端开发' → '前端'); no position, any job.
  const tries = keyword ? [...new Set([keyword, keyword.slice(0, 2)])] : [''];
  for (const [i, k] of tries.entries()) {
    const result = await page(db, and(...base, titleMatch(k)), ceiling, window, viewerId);
    if (result.total > 0 || i === tries.length - 1) {
      return paged(
        result.rows.map((r) => toJobResponse({ ...r.job, isFavorite: r.isFavorite })),
        result.total,
      );
    }
  }
  return paged([], 0);
}

/** The open jobs among `ids`, in the order given (a recommendation run read again). */
export async function openJobsByIds(db: Db, ids: number[], viewerId: number | null): Promise<JobResponse[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ job: jobs, isFavorite: sql<boolean>`${jobFavorites.userId} is not null` })
    .from(jobs)
    .leftJoin(jobFavorites, and(eq(jobFavorites.jobId, jobs.id), eq(jobFavorites.userId, viewerId ?? 0)))
    .where(and(inArray(jobs.id, ids), eq(jobs.status, JOB_STATUS.open)));
  const byId = new Map(rows.map((r) => [r.job.id, toJobResponse({ ...r.job, isFavorite: r.isFavorite })]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
