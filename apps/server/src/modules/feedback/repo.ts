// Drizzle queries of user feedback.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { interviews } from '../interviews/tables.ts';
import { feedback, type NewFeedback } from './tables.ts';

export async function insertFeedback(db: Db, row: NewFeedback): Promise<number> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return inserted!.id;
}

/** Whether the interview exists, is not deleted and belongs to the user. */
export async function ownsInterview(db: Db, userId: number, interviewId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.userId, userId), isNull(interviews.deletedAt)))
    .limit(1);
  return Boolean(row);
}
