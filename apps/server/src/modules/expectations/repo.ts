// Queries of a seeker's job expectations, always scoped by their owner.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { type NewUserExpectation, type UserExpectation, userExpectations } from './tables.ts';

type Fields = Omit<NewUserExpectation, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
const owned = (userId: number, id: number) =>
  and(eq(userExpectations.id, id), eq(userExpectations.userId, userId));

export function listOf(db: Db, userId: number): Promise<UserExpectation[]> {
  return db
    .select()
    .from(userExpectations)
    .where(eq(userExpectations.userId, userId))
    .orderBy(asc(userExpectations.id));
}

export async function countOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userExpectations)
    .where(eq(userExpectations.userId, userId));
  return row?.n ?? 0;
}

export async function findOwned(db: Db, userId: number, id: number): Promise<UserExpectation | undefined> {
  const [row] = await db.select().from(userExpectations).where(owned(userId, id));
  return row;
}

export async function insert(db: Db, userId: number, fields: Fields): Promise<UserExpectation> {
  const [row] = await db
    .insert(userExpectations)
    .values({ userId, ...fields })
    .returning();
  return row!;
}

export async function updateOwned(
  db: Db,
  userId: number,
  id: number,
  fields: Fields,
): Promise<UserExpectation | undefined> {
  const [row] = await db.update(userExpectations).set(fields).where(owned(userId, id)).returning();
  return row;
}

export async function deleteOwned(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userExpectations)
    .where(owned(userId, id))
    .returning({ id: userExpectations.id });
  return rows.length > 0;
}
