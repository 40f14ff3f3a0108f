// Drizzle queries of a user's resumes: `files` rows with dir 'resume' (the default lives on the users row).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { files, type StoredFile } from './tables.ts';

const liveResumesOf = (ownerId: number) =>
  and(eq(files.ownerId, ownerId), eq(files.dir, 'resume'), isNull(files.deletedAt));

export async function listResumes(db: Db, ownerId: number): Promise<StoredFile[]> {
  return db.select().from(files).where(liveResumesOf(ownerId)).orderBy(desc(files.createdAt), desc(files.id));
}

export async function findResume(db: Db, ownerId: number, id: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), liveResumesOf(ownerId)))
    .limit(1);
  return row;
}

export async function renameResume(db: Db, ownerId: number, id: number, name: string): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ name })
    .where(and(eq(files.id, id), liveResumesOf(ownerId)))
    .returning({ id: files.id });
  return rows.length > 0;
}

export async function markResumeDeleted(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(files)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(files.id, id), liveResumesOf(ownerId)))
    .returning({ id: files.id });
  return rows.length > 0;
}
