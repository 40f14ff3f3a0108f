// User feedback from the header, sidebar, interview and hot-jobs dialogs.
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { interviews } from '../interviews/tables.ts';
import { users } from '../users/tables.ts';

export type FeedbackSource = 'header' | 'sidebar' | 'interview' | 'jobs';

export const feedback = pgTable(
  'feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the author's account is gone; feedback is kept. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    source: text().$type<FeedbackSource>().notNull().default('header'),
    /** Index into EMOJI_LEVELS (0 非常满意 … 4 非常不满意); null when the dialog asks for text only. */
    emojiIndex: smallint(),
    feedbackText: text().notNull().default(''),
    /** The page (path and query) the dialog was opened on. */
    page: text().notNull().default(''),
    /** The interview rated by the interview-experience dialog. */
    interviewId: integer().references(() => interviews.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt.desc().nullsFirst())],
);
export type Feedback = typeof feedback.$inferSelect;
export type NewFeedback = typeof feedback.$inferInsert;
