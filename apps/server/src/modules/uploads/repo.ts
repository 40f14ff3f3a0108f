// Drizzle queries of stored-file metadata written and read by the upload flow.
import { and, count, eq, isNull, ne, sum } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { type FileDir, files, type NewStoredFile, type StoredFile } from './tables.ts';

export async function insertFile(db: Db, file: NewStoredFile): Promise<StoredFile> {
  const [row] = await db.insert(files).values(file).returning();
  return row!;
}

/** A live (not deleted) file by its storage key, scoped to its owner and kind. */
export async function findOwnedFileByKey(
  db: Db,
  ownerId: number,
  dir: FileDir,
  storageKey: string,
): Promise<StoredFile | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(
      and(
        eq(files.storageKey, storageKey),
        eq(files.ownerId, ownerId),
        eq(files.dir, dir),
        isNull(files.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Whether a live file of this kind exists under the key (any owner): the public avatar route. */
export async function liveFileExists(db: Db, dir: FileDir, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.storageKey, storageKey), eq(files.dir, dir), isNull(files.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/** How many live files a user keeps and their total size in bytes (the upload quota). */
export async function storageUsedBy(db: Db, ownerId: number): Promise<{ files: number; bytes: number }> {
  const [row] = await db
    .select({ files: count(), bytes: sum(files.size).mapWith(Number) })
    .from(files)
    // Recordings are the product's own doing, not the user's files: they do not fill the quota.
    .where(and(eq(files.ownerId, ownerId), isNull(files.deletedAt), ne(files.dir, 'recording')));
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}
