// Drizzle queries of interview records.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { interviews } from './tables.ts';

/** Whether the interview exists, is not deleted and belongs to the user. */
export async function ownsInterview(db: Db, userId: number, interviewId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.id, interviewId), eq(interviews.userId, userId), isNull(interviews.deletedAt)))
    .limit(1);
  return Boolean(row);
}
