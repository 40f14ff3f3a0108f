// Drizzle queries of stored-file metadata written and read by the upload flow.
import { and, count, eq, gt, inArray, isNull, sum } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { type FileDir, files, type NewStoredFile, recordings, type StoredFile } from './tables.ts';

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

/**
 * How many live files a user keeps and their total size in bytes (the upload quota). A recording counts as
 * one file from its first chunk: its chunks' bytes while they arrive, its file once joined.
 */
export async function storageUsedBy(db: Db, ownerId: number): Promise<{ files: number; bytes: number }> {
  const [stored] = await db
    .select({ files: count(), bytes: sum(files.size).mapWith(Number) })
    .from(files)
    .where(and(eq(files.ownerId, ownerId), isNull(files.deletedAt)));
  const [arriving] = await db
    .select({ recordings: count(), bytes: sum(recordings.bytes).mapWith(Number) })
    .from(recordings)
    .where(
      and(
        eq(recordings.ownerId, ownerId),
        inArray(recordings.state, ['recording', 'assembling']),
        gt(recordings.nextIndex, 0),
      ),
    );
  return {
    files: (stored?.files ?? 0) + (arriving?.recordings ?? 0),
    bytes: (stored?.bytes ?? 0) + (arriving?.bytes ?? 0),
  };
}
