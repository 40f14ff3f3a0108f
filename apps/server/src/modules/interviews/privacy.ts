// The interviews module's part of 'export my data' and 'delete my account': records with their lines,
// scores, per-question feedback, the browser's measured signals and the screenshots' links.
import { desc, eq, inArray } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import {
  interviewGrants,
  interviewLines,
  interviewQuestionFeedback,
  interviewScores,
  interviewScreenshots,
  interviewSignals,
  interviews,
} from './tables.ts';

const byInterview = <T extends { interviewId: number }>(rows: T[], id: number) =>
  rows.filter((r) => r.interviewId === id).map((r) => exportRow(r, ['interviewId']));

export const interviewsPrivacy: PrivacyPart = {
  name: 'interviews',
  tables: [
    interviews,
    interviewLines,
    interviewScores,
    interviewQuestionFeedback,
    interviewSignals,
    interviewScreenshots,
    interviewGrants,
  ],
  async export(db, userId) {
    const rows = await db
      .select()
      .from(interviews)
      .where(eq(interviews.userId, userId))
      .orderBy(desc(interviews.createdAt));
    const ids = rows.map((i) => i.id);
    if (ids.length === 0) return { interviews: [] };
    const [lines, scores, questionFeedback, signals, screenshots, grants] = await Promise.all([
      db
        .select()
        .from(interviewLines)
        .where(inArray(interviewLines.interviewId, ids))
        .orderBy(interviewLines.interviewId, interviewLines.seq),
      db.select().from(interviewScores).where(inArray(interviewScores.interviewId, ids)),
      db
        .select()
        .from(interviewQuestionFeedback)
        .where(inArray(interviewQuestionFeedback.interviewId, ids))
        .orderBy(interviewQuestionFeedback.interviewId, interviewQuestionFeedback.seq),
      db
        .select()
        .from(interviewSignals)
        .where(inArray(interviewSignals.interviewId, ids))
        .orderBy(interviewSignals.interviewId, interviewSignals.fromMs),
      db
        .select()
        .from(interviewScreenshots)
        .where(inArray(interviewScreenshots.interviewId, ids))
        .orderBy(interviewScreenshots.interviewId, interviewScreenshots.id),
      db.select().from(interviewGrants).where(inArray(interviewGrants.interviewId, ids)),
    ]);
    return {
      interviews: rows.map((i) => ({
        ...exportRow(i, ['userId']),
        lines: byInterview(lines, i.id),
        scores: byInterview(scores, i.id),
        question_feedback: byInterview(questionFeedback, i.id),
        signals: byInterview(signals, i.id),
        screenshots: byInterview(screenshots, i.id),
        /** Who the user let read this interview by applying with it (the recruiter's id). */
        shared_with: byInterview(grants, i.id),
      })),
    };
  },
  /**
   * Lines, scores, question feedback, signals, screenshot links and grants cascade with their interview;
   * grants the user held (a recruiter's) go too.
   */
  async erase(tx, userId) {
    await tx.delete(interviewGrants).where(eq(interviewGrants.granteeId, userId));
    await tx.delete(interviews).where(eq(interviews.userId, userId));
    return undefined;
  },
};
