// The interview history (SPEC §2, §7): list and search, rename, soft delete with undo, the purge of what was
// deleted long ago, and the score trend. 'Not yours', 'not there' and 'deleted' are one 404.
import type { Paged } from '@app/shared/api';
import { DELETED_INTERVIEW_KEEP_DAYS, HISTORY_MESSAGES } from '@app/shared/history-messages';
import {
  type InterviewListItem,
  type InterviewTrendItem,
  type LastDeletedInterview,
  SCORE_DIMENSIONS,
  type ScoreDimension,
  TREND_MAX,
} from '@app/shared/interviews';
import { NotFoundError } from '../../http/errors.ts';
import { paged, pageWindow } from '../../http/paging.ts';
import type { Db } from '../../infra/db/client.ts';
import * as repo from './history-repo.ts';

const DAY_MS = 86_400_000;

/** Deleted before this, a record can no longer be restored and the purge may remove it. */
export function keptSince(now: Date = new Date()): Date {
  return new Date(now.getTime() - DELETED_INTERVIEW_KEEP_DAYS * DAY_MS);
}

function toItem(row: repo.HistoryRow): InterviewListItem {
  return {
    id: row.id,
    interview_id: row.id,
    interview_name: row.interviewName,
    interview_position: row.interviewPosition,
    create_time: row.createdAt.toISOString(),
    overall_score: row.overallScore,
    status: row.status,
  };
}

export async function listHistory(
  db: Db,
  userId: number,
  query: { page_no: number; page_size: number; interviewName?: string },
): Promise<Paged<InterviewListItem>> {
  const { rows, count } = await repo.pageOf(db, userId, { ...pageWindow(query), name: query.interviewName });
  return paged(rows.map(toItem), count);
}

export async function renameInterview(db: Db, userId: number, id: number, name: string): Promise<void> {
  if (!(await repo.rename(db, userId, id, name))) throw new NotFoundError(HISTORY_MESSAGES.notFound);
}

export async function deleteInterview(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await repo.softDelete(db, userId, [id], new Date());
  if (deleted.length === 0) throw new NotFoundError(HISTORY_MESSAGES.notFound);
}

/**
 * Deletes those of `ids` that are the caller's live records and says how many; ids of others or of nothing
 * are passed over silently (the count covers only the caller's rows, so it reveals nothing of anyone else's).
 * None of them the caller's: the one 404.
 */
export async function batchDeleteInterviews(
  db: Db,
  userId: number,
  ids: number[],
): Promise<{ count: number }> {
  const deleted = await repo.softDelete(db, userId, [...new Set(ids)], new Date());
  if (deleted.length === 0) throw new NotFoundError(HISTORY_MESSAGES.notFound);
  return { count: deleted.length };
}

export async function lastDeletedInterview(db: Db, userId: number): Promise<LastDeletedInterview | null> {
  const row = await repo.lastDeleted(db, userId, keptSince());
  if (!row?.deletedAt) return null;
  return { ...toItem(row), delete_time: row.deletedAt.toISOString() };
}

export async function restoreInterview(db: Db, userId: number, id: number): Promise<void> {
  if (!(await repo.restore(db, userId, id, keptSince()))) throw new NotFoundError(HISTORY_MESSAGES.notFound);
}

/** Removes for good what was deleted more than DELETED_INTERVIEW_KEEP_DAYS ago; answers how many. */
export function purgeDeletedInterviews(db: Db, now: Date = new Date()): Promise<number> {
  return repo.purgeDeleted(db, keptSince(now));
}

export async function scoreTrend(db: Db, userId: number): Promise<{ lists: InterviewTrendItem[] }> {
  const rows = await repo.finishedOf(db, userId, TREND_MAX);
  const scores = await repo.scoresOf(
    db,
    rows.map((r) => r.id),
  );
  const byInterview = new Map<number, Map<ScoreDimension, number | null>>();
  for (const s of scores) {
    const map = byInterview.get(s.interviewId) ?? new Map();
    map.set(s.dimension, s.score);
    byInterview.set(s.interviewId, map);
  }
  return {
    lists: rows.map((r) => {
      const own = byInterview.get(r.id);
      return {
        interview_id: r.id,
        interview_name: r.interviewName,
        create_time: r.createdAt.toISOString(),
        overall_score: r.overallScore,
        scores: Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, own?.get(d) ?? null])) as Record<
          ScoreDimension,
          number | null
        >,
      };
    }),
  };
}
