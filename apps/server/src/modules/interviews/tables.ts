// Mock interviews: the record, its transcript, the six sub-scores and per-question feedback.
import {
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
import { questionBank } from '../interviewer/tables.ts';
import { files } from '../uploads/tables.ts';
import { users } from '../users/tables.ts';

export type InterviewStatus = 'preparing' | 'ongoing' | 'finished';
export type Speaker = 'interviewer' | 'candidate';
export type LineKind = 'greeting' | 'question' | 'follow_up' | 'answer' | 'closing';
/** The sub-scores of SPEC §3, in display order. */
export type ScoreDimension =
  | 'body_language'
  | 'facial_expression'
  | 'grooming'
  | 'interview_tone'
  | 'timely_response'
  | 'content';

/** A measured signal behind a sub-score (DESIGN.md: a score is never made up). */
export interface ScoreEvidence {
  /** Name of the signal, e.g. 'eye_contact_ratio', 'avg_response_ms'. */
  signal: string;
  value: number | string | null;
  /** Human-readable reading of the value, in Chinese. */
  note?: string;
}

export const interviews = pgTable(
  'interviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interviewName: text().notNull(),
    interviewPosition: text().notNull().default(''),
    /** INTERVIEWER: 2 tough, 3 gentle. */
    interviewerId: smallint().notNull().default(3),
    jdFileId: integer().references(() => files.id, { onDelete: 'set null' }),
    resumeFileId: integer().references(() => files.id, { onDelete: 'set null' }),
    /** Texts copied at start so the record survives the files being replaced or deleted. */
    jdText: text().notNull().default(''),
    resumeText: text().notNull().default(''),
    language: text().notNull().default('zh-CN'),
    /** Seconds. */
    plannedDuration: integer().notNull().default(900),
    actualDuration: integer(),
    status: text().$type<InterviewStatus>().notNull().default('preparing'),
    /** 0-100; null until finished (or when no dimension had a signal). */
    overallScore: smallint(),
    summary: text().notNull().default(''),
    advice: jsonb().$type<string[]>().notNull().default([]),
    strengths: jsonb().$type<string[]>().notNull().default([]),
    weaknesses: jsonb().$type<string[]>().notNull().default([]),
    /** The engine's question plan; its shape is owned and validated by modules/interviewer. */
    plan: jsonb().$type<unknown>(),
    videoFileId: integer().references(() => files.id, { onDelete: 'set null' }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Soft delete, so the last deleted interview can be restored. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // History pages (deletedAt is null, newest first) and "restore the last deleted" (deletedAt desc).
    // Name search is always scoped to one user's records, so this index also bounds it; no trigram needed.
    index('interviews_user_id_deleted_at_created_at_idx').on(
      t.userId,
      t.deletedAt,
      t.createdAt.desc().nullsFirst(),
    ),
  ],
);
export type Interview = typeof interviews.$inferSelect;
export type NewInterview = typeof interviews.$inferInsert;

export const interviewLines = pgTable(
  'interview_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** Order within the interview, from 1; unique so a retried write cannot duplicate a line. */
    seq: integer().notNull(),
    speaker: text().$type<Speaker>().notNull(),
    kind: text().$type<LineKind>().notNull(),
    text: text().notNull(),
    /** The bank question an interviewer line came from, if any. */
    questionId: integer().references(() => questionBank.id, { onDelete: 'set null' }),
    /** For answers: ms from the end of the question to the first word (feeds timely_response). */
    responseMs: integer(),
    /** Ms on the interview's clock (the recording's) when the line began, and for answers when it ended. */
    atMs: integer(),
    endMs: integer(),
    /** For answers: spoken (true) or typed (false), as the client said; null when it did not say. */
    spoken: boolean(),
    /** Index into the plan's questions of the question this line belongs to (null: greeting, closing). */
    questionIndex: integer(),
    /** The client's id of an answer: a resend after a network drop finds the stored line instead of a twin. */
    clientId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('interview_lines_interview_id_seq_unique').on(t.interviewId, t.seq),
    unique('interview_lines_interview_id_client_id_unique').on(t.interviewId, t.clientId),
  ],
);
export type InterviewLine = typeof interviewLines.$inferSelect;
export type NewInterviewLine = typeof interviewLines.$inferInsert;

export const interviewScores = pgTable(
  'interview_scores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    dimension: text().$type<ScoreDimension>().notNull(),
    /** 0-100; null means no signal was measured (e.g. camera off), never a guess. */
    score: smallint(),
    evidence: jsonb().$type<ScoreEvidence[]>().notNull().default([]),
    advice: text().notNull().default(''),
  },
  (t) => [unique('interview_scores_interview_id_dimension_unique').on(t.interviewId, t.dimension)],
);
export type InterviewScore = typeof interviewScores.$inferSelect;
export type NewInterviewScore = typeof interviewScores.$inferInsert;

export const interviewQuestionFeedback = pgTable(
  'interview_question_feedback',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** Order of the question within the interview, from 1. */
    seq: integer().notNull(),
    question: text().notNull(),
    answerSummary: text().notNull().default(''),
    score: smallint(),
    /** What a good answer had that this one lacked. */
    missing: jsonb().$type<string[]>().notNull().default([]),
    feedback: text().notNull().default(''),
    betterAnswer: text().notNull().default(''),
  },
  (t) => [unique('interview_question_feedback_interview_id_seq_unique').on(t.interviewId, t.seq)],
);
export type InterviewQuestionFeedback = typeof interviewQuestionFeedback.$inferSelect;
export type NewInterviewQuestionFeedback = typeof interviewQuestionFeedback.$inferInsert;

/** The browser's measurements over one window of a few seconds (POST /api/interview/signals). */
export interface FaceWindow {
  frames: number;
  face_frames: number;
  gaze_frames: number;
  framed_frames: number;
  expressions: Partial<
    Record<'neutral' | 'happy' | 'surprised' | 'sad' | 'angry' | 'fearful' | 'disgusted', number>
  >;
  head_motion: number;
  /** Absent when no face was seen in the window. */
  brightness?: number;
}
export interface VoiceWindow {
  frames: number;
  voiced_frames: number;
  level_mean_db: number;
  level_sd_db: number;
  long_pauses: number;
}

export const interviewSignals = pgTable(
  'interview_signals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    fromMs: integer().notNull(),
    toMs: integer().notNull(),
    face: jsonb().$type<FaceWindow>(),
    voice: jsonb().$type<VoiceWindow>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_signals_interview_id_from_ms_idx').on(t.interviewId, t.fromMs)],
);
export type InterviewSignal = typeof interviewSignals.$inferSelect;

/** Screenshots taken during the interview (uploaded with dir `screenshot`, then tied to the interview). */
export const interviewScreenshots = pgTable(
  'interview_screenshots',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    atMs: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('interview_screenshots_interview_id_file_id_unique').on(t.interviewId, t.fileId)],
);
export type InterviewScreenshot = typeof interviewScreenshots.$inferSelect;

/**
 * Who besides the owner may read an interview's result and play its recording: the recruiter of a job the
 * seeker applied to with it (chat). The one seam every owner check of a result or recording asks.
 */
export const interviewGrants = pgTable(
  'interview_grants',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    interviewId: integer()
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    granteeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('interview_grants_interview_id_grantee_id_unique').on(t.interviewId, t.granteeId),
    index('interview_grants_grantee_id_idx').on(t.granteeId),
  ],
);
export type InterviewGrant = typeof interviewGrants.$inferSelect;
