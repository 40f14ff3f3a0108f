// Messaging between job seekers and recruiters: sessions, messages, common phrases and reports.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/tables.ts';
import { users } from '../users/tables.ts';

/**
 * 'interview': content is an interview id sent as application material (SPEC §3 Chat); 'contact' and
 * 'invitation' are cards with a state (an exchange of phone or WeChat, an interview invitation).
 */
export type ChatMessageType = 'text' | 'interview' | 'job' | 'contact' | 'invitation' | 'system';
export type ChatCardState = 'pending' | 'accepted' | 'declined' | 'withdrawn';
/** What a card carries: see chatPayload in @app/shared/chat. */
export type ChatMessagePayload = Record<string, unknown>;

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    seekerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The job the conversation started from; null for a conversation not about one job. */
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** Preview and time of the last message, kept here so the session list needs no message query. */
    lastMessage: text().notNull().default(''),
    /** Starts as the creation time so a session without messages still sorts sensibly. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The seq of the newest message; the next message takes lastSeq + 1 (in the same transaction). */
    lastSeq: integer().notNull().default(0),
    /**
     * Each side's read position: the seq up to which it has read. Unread counts (lastSeq - own position)
     * and read receipts (the peer's position) derive from these; sending moves one's own position too.
     */
    seekerReadSeq: integer().notNull().default(0),
    businessReadSeq: integer().notNull().default(0),
    /** Per-side list settings (session/operate): pinned to the top, muted, hidden from the list. */
    seekerPinned: boolean().notNull().default(false),
    seekerMuted: boolean().notNull().default(false),
    seekerHidden: boolean().notNull().default(false),
    businessPinned: boolean().notNull().default(false),
    businessMuted: boolean().notNull().default(false),
    businessHidden: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One session per pair and job. NULLS NOT DISTINCT (PostgreSQL 15+) so a job-less session is unique
    // too, which getOrCreateSession relies on (insert … on conflict do nothing).
    unique('chat_sessions_seeker_business_job_unique')
      .on(t.seekerId, t.businessUserId, t.jobId)
      .nullsNotDistinct(),
    index('chat_sessions_seeker_id_last_message_at_idx').on(t.seekerId, t.lastMessageAt.desc().nullsFirst()),
    index('chat_sessions_business_user_id_last_message_at_idx').on(
      t.businessUserId,
      t.lastMessageAt.desc().nullsFirst(),
    ),
  ],
);
export type ChatSession = typeof chatSessions.$inferSelect;
export type NewChatSession = typeof chatSessions.$inferInsert;

export const chatMessages = pgTable(
  'chat_messages',
  {
    // bigint: the fastest-growing table.
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… within the session, without gaps: what clients page and catch up by. */
    seq: integer().notNull(),
    /** The sender's own id of the message, so a resend is stored once. */
    clientId: text(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** USER_TYPE of the sender and receiver (1 seeker, 2 business user). */
    senderType: smallint().notNull(),
    receiverId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverType: smallint().notNull(),
    messageType: text().$type<ChatMessageType>().notNull().default('text'),
    content: text().notNull(),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** A card's state (null for plain messages), changed by an idempotent action. */
    state: text().$type<ChatCardState>(),
    payload: jsonb().$type<ChatMessagePayload>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Paging and catch-up read a session's messages by seq; the pair is unique, which also guards the
    // sequence against two senders racing (the loser retries).
    unique('chat_messages_session_id_seq_unique').on(t.sessionId, t.seq),
    unique('chat_messages_session_sender_client_unique').on(t.sessionId, t.senderId, t.clientId),
  ],
);
export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;

export const commonPhrases = pgTable(
  'common_phrases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    /** Display order, ascending. */
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('common_phrases_user_id_sort_idx').on(t.userId, t.sort)],
);
export type CommonPhrase = typeof commonPhrases.$inferSelect;
export type NewCommonPhrase = typeof commonPhrases.$inferInsert;

export const chatReports = pgTable(
  'chat_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer()
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_reports_session_id_idx').on(t.sessionId)],
);
export type ChatReport = typeof chatReports.$inferSelect;
export type NewChatReport = typeof chatReports.$inferInsert;
