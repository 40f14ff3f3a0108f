// Job-coaching consult requests (POST /api/consult): a phone number to call back, and what about.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export type ConsultStatus = 'new' | 'contacted' | 'closed';
/** Which page asked: the seekers' job coaching, or the page for companies. */
export type ConsultSource = 'coaching' | 'business';

export const consults = pgTable(
  'consults',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for guests: the coaching page needs no login. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    mobile: text().notNull(),
    name: text().notNull().default(''),
    topic: text().notNull().default(''),
    message: text().notNull().default(''),
    /** When the caller would like to be called back, in their words (工作日晚上, 周末…). */
    preferredTime: text().notNull().default(''),
    source: text().$type<ConsultSource>().notNull().default('coaching'),
    status: text().$type<ConsultStatus>().notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A second request from the same phone within a day updates the first (POST /api/consult). */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Rate checks and follow-up look up requests by phone number.
  (t) => [index('consults_mobile_created_at_idx').on(t.mobile, t.createdAt.desc().nullsFirst())],
);
export type Consult = typeof consults.$inferSelect;
export type NewConsult = typeof consults.$inferInsert;
