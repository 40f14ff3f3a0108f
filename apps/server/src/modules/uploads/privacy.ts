// The uploads module's part of 'export my data' and 'delete my account': stored files and their bytes.
import { desc, eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { files } from './tables.ts';

export const uploadsPrivacy: PrivacyPart = {
  name: 'uploads',
  tables: [files],
  async export(db, userId, { storage }) {
    const rows = await db
      .select()
      .from(files)
      .where(eq(files.ownerId, userId))
      .orderBy(desc(files.createdAt));
    return {
      files: await Promise.all(
        rows.map(async (f) => ({
          ...exportRow(f, ['storageKey', 'ownerId']),
          url: f.deletedAt ? null : await storage.signedUrl(f.storageKey),
        })),
      ),
    };
  },
  /** The rows go with the account (deleted ones too: their bytes may linger); the bytes after commit. */
  async erase(tx, userId, { storage, onStorageError }) {
    const removed = await tx
      .delete(files)
      .where(eq(files.ownerId, userId))
      .returning({ key: files.storageKey });
    return async () => {
      for (const { key } of removed) {
        await storage.delete(key).catch((err) => onStorageError?.(err, key));
      }
    };
  },
};
