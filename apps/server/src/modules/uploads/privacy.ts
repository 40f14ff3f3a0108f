// The uploads module's part of 'export my data' and 'delete my account': stored files, recordings, their bytes.
import { desc, eq, inArray } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { files, recordingChunks, recordings } from './tables.ts';

export const uploadsPrivacy: PrivacyPart = {
  name: 'uploads',
  tables: [files, recordings, recordingChunks],
  async export(db, userId, { storage }) {
    const rows = await db
      .select()
      .from(files)
      .where(eq(files.ownerId, userId))
      .orderBy(desc(files.createdAt));
    const recorded = await db
      .select()
      .from(recordings)
      .where(eq(recordings.ownerId, userId))
      .orderBy(desc(recordings.createdAt));
    return {
      files: await Promise.all(
        rows.map(async (f) => ({
          ...exportRow(f, ['storageKey', 'ownerId']),
          url: f.deletedAt ? null : await storage.signedUrl(f.storageKey),
        })),
      ),
      // The assembled file of each is among `files` (dir 'recording').
      recordings: recorded.map((r) => exportRow(r, ['ownerId'])),
    };
  },
  /** The rows go with the account (deleted ones too: their bytes may linger); the bytes after commit. */
  async erase(tx, userId, { storage, onStorageError }) {
    const own = tx.select({ id: recordings.id }).from(recordings).where(eq(recordings.ownerId, userId));
    const chunks = await tx
      .delete(recordingChunks)
      .where(inArray(recordingChunks.recordingId, own))
      .returning({ key: recordingChunks.storageKey });
    await tx.delete(recordings).where(eq(recordings.ownerId, userId));
    const removed = await tx
      .delete(files)
      .where(eq(files.ownerId, userId))
      .returning({ key: files.storageKey });
    return async () => {
      for (const { key } of [...removed, ...chunks]) {
        await storage.delete(key).catch((err) => onStorageError?.(err, key));
      }
    };
  },
};
