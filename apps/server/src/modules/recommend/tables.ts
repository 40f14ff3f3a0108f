// Applications: a seeker's interview result submitted to a job, i.e. recommended to its company.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';
import { interviews } from '../interviews/tables.ts';
import { jobs } from '../jobs/tables.ts';
import { users } from '../users/tables.ts';

/** submitted → viewed by the recruiter → accepted (invited) or rejected. */
export type RecommendationStatus = 'submitted' | 'viewed' | 'accepted' | 'rejected';

export const recommendations = pgTable(
  'recommendations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The interview whose result is the application material. */
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** Null for a recommendation to a company in general (talent pool), not to one job. */
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    status: text().$type<RecommendationStatus>().notNull().default('submitted'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('recommendations_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('recommendations_company_id_created_at_idx').on(t.companyId, t.createdAt.desc().nullsFirst()),
    index('recommendations_job_id_idx').on(t.jobId),
  ],
);
export type Recommendation = typeof recommendations.$inferSelect;
export type NewRecommendation = typeof recommendations.$inferInsert;
