// Queries of the interview history: a user's records, paged and searched, soft-deleted, restored and purged.
// Every query that reads or changes a record names its owner in the `where`.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { type Interview, interviewScores, interviews } from './tables.ts';

export type HistoryRow = Pick<
  Interview,
  'id' | 'interviewName' | 'interviewPosition' | 'createdAt' | 'overallScore' | 'status' | 'deletedAt'
>;

const historyColumns = {
  id: interviews.id,
  interviewName: interviews.interviewName,
  interviewPosition: interviews.interviewPosition,
  createdAt: interviews.createdAt,
  overallScore: interviews.overallScore,
  status: interviews.status,
  deletedAt: interviews.deletedAt,
};

const live = (userId: number) => and(eq(interviews.userId, userId), isNull(interviews.deletedAt));

/** `%` and `_` typed by the user are searched for as themselves, not as wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function pageOf(
  db: Db,
  userId: number,
  { limit, offset, name }: { limit: number; offset: number; name?: string },
): Promise<{ rows: HistoryRow[]; count: number }> {
  const where: SQL | undefined = name
    ? and(live(userId), ilike(interviews.interviewName, containing(name)))
    : live(userId);
  const [rows, [total]] = await Promise.all([
    db
      .select(historyColumns)
      .from(interviews)
      .where(where)
      .orderBy(desc(interviews.createdAt), desc(interviews.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(interviews).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Soft-deletes the user's live records among `ids`; answers the ids it deleted. */
export async function softDelete(db: Db, userId: number, ids: number[], at: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(interviews)
    .set({ deletedAt: at })
    .where(and(live(userId), inArray(interviews.id, ids)))
    .returning({ id: interviews.id });
  return rows.map((r) => r.id);
}

export async function rename(db: Db, userId: number, id: number, name: string): Promise<boolean> {
  const rows = await db
    .update(interviews)
    .set({ interviewName: name })
    .where(and(live(userId), eq(interviews.id, id)))
    .returning({ id: interviews.id });
  return rows.length > 0;
}

/** The user's most recently deleted record still kept (deleted after `since`). */
export async function lastDeleted(db: Db, userId: number, since: Date): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select(historyColumns)
    .from(interviews)
    .where(
      and(eq(interviews.userId, userId), isNotNull(interviews.deletedAt), gt(interviews.deletedAt, since)),
    )
    .orderBy(desc(interviews.deletedAt), desc(interviews.id))
    .limit(1);
  return row;
}

/** Brings back one of the user's deleted records still kept (deleted after `since`). */
export async function restore(db: Db, userId: number, id: number, since: Date): Promise<boolean> {
  const rows = await db
    .update(interviews)
    .set({ deletedAt: null })
    .where(
      and(
        eq(interviews.userId, userId),
        eq(interviews.id, id),
        isNotNull(interviews.deletedAt),
        gt(interviews.deletedAt, since),
      ),
    )
    .returning({ id: interviews.id });
  return rows.length > 0;
}

/**
 * Removes, with their lines, scores and feedback (cascade), the records deleted before `before`. One
 * statement per batch, so processes purging at the same time only ever delete a row once; batches keep each
 * transaction short on a large backlog. Answers how many rows went.
 */
export async function purgeDeleted(db: Db, before: Date, batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const doomed = db
      .select({ id: interviews.id })
      .from(interviews)
      .where(and(isNotNull(interviews.deletedAt), lt(interviews.deletedAt, before)))
      .limit(batch);
    const rows = await db
      .delete(interviews)
      .where(inArray(interviews.id, doomed))
      .returning({ id: interviews.id });
    total += rows.length;
    if (rows.length < batch) return total;
  }
}

export interface TrendRow {
  id: number;
  interviewName: string;
  createdAt: Date;
  overallScore: number | null;
}

/** The user's latest `limit` finished live records, oldest first. */
export async function finishedOf(db: Db, userId: number, limit: number): Promise<TrendRow[]> {
  const rows = await db
    .select({
      id: interviews.id,
      interviewName: interviews.interviewName,
      createdAt: interviews.createdAt,
      overallScore: interviews.overallScore,
    })
    .from(interviews)
    .where(and(live(userId), eq(interviews.status, 'finished')))
    .orderBy(desc(interviews.createdAt), desc(interviews.id))
    .limit(limit);
  return rows.reverse();
}

export function scoresOf(db: Db, interviewIds: number[]) {
  if (interviewIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      interviewId: interviewScores.interviewId,
      dimension: interviewScores.dimension,
      score: interviewScores.score,
    })
    .from(interviewScores)
    .where(inArray(interviewScores.interviewId, interviewIds))
    .orderBy(asc(interviewScores.interviewId));
}
