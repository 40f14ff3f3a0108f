// Drizzle queries of consult requests.
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { type Consult, consults, type NewConsult } from './tables.ts';

/** The newest request from `mobile` sent since `since`, if any. */
export async function findRecentConsult(db: Db, mobile: string, since: Date): Promise<Consult | undefined> {
  const [row] = await db
    .select()
    .from(consults)
    .where(and(eq(consults.mobile, mobile), gte(consults.createdAt, since)))
    .orderBy(desc(consults.createdAt))
    .limit(1);
  return row;
}

export async function insertConsult(db: Db, row: NewConsult): Promise<number> {
  const [inserted] = await db.insert(consults).values(row).returning({ id: consults.id });
  return inserted!.id;
}

export async function updateConsult(db: Db, id: number, row: Partial<NewConsult>): Promise<void> {
  await db
    .update(consults)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(consults.id, id));
}
