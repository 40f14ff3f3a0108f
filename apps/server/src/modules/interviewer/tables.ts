// The question bank the built-in interviewer engine plans interviews from.
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export type QuestionKind = 'technical' | 'behavioural' | 'project' | 'general';

export const questionBank = pgTable(
  'question_bank',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Job category the question suits (技术, 产品, …) or 通用 for any job. */
    category: text().notNull(),
    /** Job family within the category (前端开发, 产品经理, 销售, …), or 通用 for questions any job may ask. */
    family: text().notNull().default('通用'),
    /** The skill or keyword it probes, in the vocabulary of jobs.jobKeywords (e.g. 'React', '沟通'). */
    skill: text().notNull().default(''),
    text: text().notNull(),
    kind: text().$type<QuestionKind>().notNull(),
    /** 1 easy, 2 medium, 3 hard; the tough interviewer style leans to harder ones. */
    difficulty: smallint().notNull().default(2),
    /** Points a good answer covers; used for scoring and the "better answer" feedback. */
    answerOutline: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('question_bank_category_idx').on(t.category),
    index('question_bank_family_idx').on(t.family),
    index('question_bank_skill_idx').on(t.skill),
  ],
);
export type Question = typeof questionBank.$inferSelect;
export type NewQuestion = typeof questionBank.$inferInsert;
