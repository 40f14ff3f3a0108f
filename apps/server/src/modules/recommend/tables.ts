// Recommendations: applications (a seeker's interview result submitted to a job or to the talent pool), the
// stored runs of jobs recommended for an interview, and the learning catalogue the analysis page suggests from.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * The interview's result as it was when sent (an application through chat): what the recruiter reads,
     * unchanged by a later rename, withdrawal or deletion of the interview.
     */
    snapshot: jsonb().$type<Record<string, unknown>>(),
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
    // One talent-pool entry per interview: sending it again is a no-op, even from two tabs at once.
    uniqueIndex('recommendations_talent_pool_unique')
      .on(t.userId, t.interviewId)
      .where(sql`${t.jobId} is null and ${t.companyId} is null`),
  ],
);
export type Recommendation = typeof recommendations.$inferSelect;
export type NewRecommendation = typeof recommendations.$inferInsert;

/** A run of job recommendations for an interview (getRecommendId), kept so its result can be read again. */
export const recommendRuns = pgTable(
  'recommend_runs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The jobs picked, best first (ids: a job closed later drops out of the result when read). */
    jobIds: jsonb().$type<number[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recommend_runs_user_id_interview_id_idx').on(t.userId, t.interviewId, t.createdAt.desc())],
);
export type RecommendRun = typeof recommendRuns.$inferSelect;

/** The learning catalogue: product content (seed/catalog), loaded on every start and kept in step by slug. */
export const learningVideos = pgTable('learning_videos', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key of the catalogue entry, so reloading updates instead of duplicating. */
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull(),
  /** Seconds. */
  duration: integer().notNull(),
  url: text().notNull(),
  source: text().notNull(),
  /** SPEC §3 sub-score dimensions it helps with. */
  dimensions: jsonb().$type<string[]>().notNull(),
  /** Job categories it suits (技术, 产品, …) or 通用. */
  families: jsonb().$type<string[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
export type LearningVideoRow = typeof learningVideos.$inferSelect;
export type NewLearningVideo = typeof learningVideos.$inferInsert;
