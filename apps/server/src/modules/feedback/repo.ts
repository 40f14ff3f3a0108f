// Drizzle queries of user feedback.
import type { Db } from '../../infra/db/client.ts';
import { feedback, type NewFeedback } from './tables.ts';

export async function insertFeedback(db: Db, row: NewFeedback): Promise<number> {
  const [inserted] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return inserted!.id;
}
