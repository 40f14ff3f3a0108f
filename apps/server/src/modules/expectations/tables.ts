// A seeker's saved job expectations (SPEC §3 Job expectation), used to prefill hot-jobs searches.
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const userExpectations = pgTable(
  'user_expectations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** JOB_TYPE_INTERN (2) means an internship; other values follow RECRUITMENT_TYPE. */
    jobType: smallint().notNull(),
    jobObjective: text().notNull(),
    /** Comma-joined city names as the client submits them, e.g. '北京,上海'. */
    desiredCity: text().notNull().default(''),
    /**
     * Kept as text because the client sends display strings: for interns the whole range goes into the
     * start field as 'X元 - Y元/天' with an empty end (SPEC §7).
     */
    expectedSalaryStart: text().notNull().default(''),
    expectedSalaryEnd: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('user_expectations_user_id_idx').on(t.userId)],
);
export type UserExpectation = typeof userExpectations.$inferSelect;
export type NewUserExpectation = typeof userExpectations.$inferInsert;
