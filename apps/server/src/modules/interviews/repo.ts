// Drizzle queries of interview records, their lines, signal windows, screenshots, scores and feedback.
import { and, asc, count, eq, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import {
  type Interview,
  type InterviewLine,
  type InterviewQuestionFeedback,
  type InterviewScore,
  type InterviewSignal,
  interviewLines,
  interviewQuestionFeedback,
  interviewScores,
  interviewScreenshots,
  interviewSignals,
  interviews,
  type NewInterview,
  type NewInterviewLine,
  type NewInterviewQuestionFeedback,
  type NewInterviewScore,
} from './tables.ts';

/** Whether the interview exists, is not deleted and belongs to the user. */
export async function ownsInterview(db: Db, userId: number, interviewId: number): Promise<boolean> {
  return Boolean(await findOwnedInterview(db, userId, interviewId));
}

/** The user's live interview, or undefined for one that is not there, deleted or someone else's. */
export async function findOwnedInterview(
  db: Db,
  userId: number,
  interviewId: number,
): Promise<Interview | undefined> {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.userId, userId), isNull(interviews.deletedAt)))
    .limit(1);
  return row;
}

export async function insertInterview(db: Db, values: NewInterview): Promise<Interview> {
  const [row] = await db.insert(interviews).values(values).returning();
  return row!;
}

export async function updateInterview(db: Db, id: number, patch: Partial<NewInterview>): Promise<void> {
  await db.update(interviews).set(patch).where(eq(interviews.id, id));
}

/** Moves a prepared interview to ongoing; false when another request got there first. */
export async function markStarted(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(interviews)
    .set({ status: 'ongoing', startedAt: at })
    .where(and(eq(interviews.id, id), eq(interviews.status, 'preparing')))
    .returning({ id: interviews.id });
  return rows.length > 0;
}

export async function listLines(db: Db, interviewId: number): Promise<InterviewLine[]> {
  return db
    .select()
    .from(interviewLines)
    .where(eq(interviewLines.interviewId, interviewId))
    .orderBy(asc(interviewLines.seq));
}

export async function findLineByClientId(
  db: Db,
  interviewId: number,
  clientId: string,
): Promise<InterviewLine | undefined> {
  const [row] = await db
    .select()
    .from(interviewLines)
    .where(and(eq(interviewLines.interviewId, interviewId), eq(interviewLines.clientId, clientId)))
    .limit(1);
  return row;
}

export async function findLineBySeq(
  db: Db,
  interviewId: number,
  seq: number,
): Promise<InterviewLine | undefined> {
  const [row] = await db
    .select()
    .from(interviewLines)
    .where(and(eq(interviewLines.interviewId, interviewId), eq(interviewLines.seq, seq)))
    .limit(1);
  return row;
}

export type LineDraft = Omit<NewInterviewLine, 'id' | 'interviewId' | 'seq' | 'createdAt'>;

/**
 * Appends a line after the last one. Two writers racing for the same seq: the unique key lets one win and
 * the other takes the next number. A line whose client id is already stored comes back as `duplicate`.
 */
export async function appendLine(
  db: Db,
  interviewId: number,
  draft: LineDraft,
): Promise<{ line: InterviewLine; duplicate: boolean }> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [last] = await db
      .select({ seq: max(interviewLines.seq) })
      .from(interviewLines)
      .where(eq(interviewLines.interviewId, interviewId));
    const [row] = await db
      .insert(interviewLines)
      .values({ ...draft, interviewId, seq: (last?.seq ?? 0) + 1 })
      .onConflictDoNothing()
      .returning();
    if (row) return { line: row, duplicate: false };
    if (draft.clientId) {
      const stored = await findLineByClientId(db, interviewId, draft.clientId);
      if (stored) return { line: stored, duplicate: true };
    }
  }
  throw new Error(`could not append a line to interview ${interviewId}`);
}

export async function countSignalWindows(db: Db, interviewId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewSignals)
    .where(eq(interviewSignals.interviewId, interviewId));
  return row?.n ?? 0;
}

export async function insertSignalWindow(
  db: Db,
  values: Omit<typeof interviewSignals.$inferInsert, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(interviewSignals).values(values);
}

export async function listSignalWindows(db: Db, interviewId: number): Promise<InterviewSignal[]> {
  return db
    .select()
    .from(interviewSignals)
    .where(eq(interviewSignals.interviewId, interviewId))
    .orderBy(asc(interviewSignals.fromMs), asc(interviewSignals.id));
}

export async function countScreenshots(db: Db, interviewId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviewScreenshots)
    .where(eq(interviewScreenshots.interviewId, interviewId));
  return row?.n ?? 0;
}

/** Ties an uploaded screenshot to the interview; the same file twice is kept once. */
export async function insertScreenshot(
  db: Db,
  values: { interviewId: number; fileId: number; atMs: number | null },
): Promise<void> {
  await db.insert(interviewScreenshots).values(values).onConflictDoNothing();
}

export async function listScores(db: Db, interviewId: number): Promise<InterviewScore[]> {
  return db.select().from(interviewScores).where(eq(interviewScores.interviewId, interviewId));
}

export async function listQuestionFeedback(
  db: Db,
  interviewId: number,
): Promise<InterviewQuestionFeedback[]> {
  return db
    .select()
    .from(interviewQuestionFeedback)
    .where(eq(interviewQuestionFeedback.interviewId, interviewId))
    .orderBy(asc(interviewQuestionFeedback.seq));
}

/**
 * Stores the assessment of a finished interview in one transaction: only the request that moves the record
 * to finished writes, so two finishes racing store one result. False when it was already finished.
 */
export async function storeAssessment(
  db: Db,
  interviewId: number,
  record: Partial<NewInterview>,
  scores: Omit<NewInterviewScore, 'id' | 'interviewId'>[],
  feedback: Omit<NewInterviewQuestionFeedback, 'id' | 'interviewId'>[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(interviews)
      .set({ ...record, status: 'finished' })
      .where(and(eq(interviews.id, interviewId), ne(interviews.status, 'finished')))
      .returning({ id: interviews.id });
    if (moved.length === 0) return false;
    await tx.delete(interviewScores).where(eq(interviewScores.interviewId, interviewId));
    await tx.delete(interviewQuestionFeedback).where(eq(interviewQuestionFeedback.interviewId, interviewId));
    if (scores.length > 0)
      await tx.insert(interviewScores).values(scores.map((s) => ({ ...s, interviewId })));
    if (feedback.length > 0) {
      await tx.insert(interviewQuestionFeedback).values(feedback.map((f) => ({ ...f, interviewId })));
    }
    return true;
  });
}
