// Metadata of stored files (the bytes live in the storage port: local disk or S3).
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

/** What a file is for; decides the accepted types and who may read it. Plain text so new kinds need no migration. */
export type FileDir = 'avatar' | 'resume' | 'jd' | 'screenshot' | 'recording' | 'chat';

export const files = pgTable(
  'files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for files the system made itself (e.g. a JD generated from a job for a guest). */
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    dir: text().$type<FileDir>().notNull(),
    /** Key in the storage port; URLs handed out are derived from it. */
    storageKey: text().notNull().unique(),
    /** Original file name as uploaded, shown back to the user. */
    name: text().notNull(),
    mime: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Hex digest, to recognise the same resume uploaded twice. */
    sha256: text().notNull().default(''),
    /** Plain text parsed from a resume or JD, so the interviewer never re-parses the file. */
    textContent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  // Resume management lists one user's files of one kind, newest first.
  (t) => [index('files_owner_id_dir_created_at_idx').on(t.ownerId, t.dir, t.createdAt.desc().nullsFirst())],
);
export type StoredFile = typeof files.$inferSelect;
export type NewStoredFile = typeof files.$inferInsert;
