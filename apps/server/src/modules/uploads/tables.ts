// Metadata of stored files (the bytes live in the storage port: local disk or S3).
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/**
 * Where a recording is: chunks arriving ('recording'), being checked and joined once the interview finished
 * ('assembling'), one stored file ('ready'), or refused as not a recording the room makes ('refused').
 */
export type RecordingState = 'recording' | 'assembling' | 'ready' | 'refused';

/**
 * An interview recording arriving in chunks (POST /api/upload/recording): one per interview, of its owner
 * (the interviews module vouches for the id when a chunk arrives; no foreign key, as interviews already
 * reference this module's files).
 */
export const recordings = pgTable(
  'recordings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interviewId: integer().notNull(),
    /** Decided by the first chunk's bytes: video/webm or video/mp4. */
    mime: text().notNull().default(''),
    /** Chunks 0..nextIndex-1 are stored: the next one expected (resume from here after a cut). */
    nextIndex: integer().notNull().default(0),
    /** Bytes of the chunks received (they count against the owner's quota until joined into `fileId`). */
    bytes: bigint({ mode: 'number' }).notNull().default(0),
    state: text().$type<RecordingState>().notNull().default('recording'),
    /** When `state` last changed: an assembly its process never finished may be taken over after a while. */
    stateAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The assembled, seekable file, made once when the interview finished. */
    fileId: integer().references(() => files.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recordings_owner_id_interview_id_idx').on(t.ownerId, t.interviewId)],
);

/** One stored chunk; (recording, index) is unique, so a chunk sent twice is stored once. */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    recordingId: integer()
      .notNull()
      .references(() => recordings.id, { onDelete: 'cascade' }),
    index: integer().notNull(),
    storageKey: text().notNull().unique(),
    size: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordingId, t.index] })],
);

export type Recording = typeof recordings.$inferSelect;
