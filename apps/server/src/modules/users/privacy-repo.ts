// Drizzle queries over every domain's tables for one user: the data export and closing the account.
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { authTokens } from '../auth/tables.ts';
import { chatMessages, chatReports, chatSessions, commonPhrases } from '../chat/tables.ts';
import { consults } from '../coaching/tables.ts';
import { userExpectations } from '../expectations/tables.ts';
import { feedback } from '../feedback/tables.ts';
import {
  interviewLines,
  interviewQuestionFeedback,
  interviewScores,
  interviews,
} from '../interviews/tables.ts';
import { jobFavorites, jobs } from '../jobs/tables.ts';
import { recommendations } from '../recommend/tables.ts';
import { files } from '../uploads/tables.ts';
import { users } from './tables.ts';

/** Everything stored about the user, as rows (the service decides what leaves and in which shape). */
export async function collectUserRows(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const interviewRows = await db
    .select()
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.createdAt));
  const interviewIds = interviewRows.map((i) => i.id);
  const sessions = await db
    .select()
    .from(chatSessions)
    .where(or(eq(chatSessions.seekerId, userId), eq(chatSessions.businessUserId, userId)))
    .orderBy(desc(chatSessions.lastMessageAt));
  const sessionIds = sessions.map((s) => s.id);
  const none = <T>(): Promise<T[]> => Promise.resolve([]);
  const [
    tokens,
    fileRows,
    expectations,
    favourites,
    lines,
    scores,
    questionFeedback,
    recommendationRows,
    feedbackRows,
    messages,
    phrases,
    reports,
    consultRows,
  ] = await Promise.all([
    db.select().from(authTokens).where(eq(authTokens.userId, userId)).orderBy(desc(authTokens.createdAt)),
    db.select().from(files).where(eq(files.ownerId, userId)).orderBy(desc(files.createdAt)),
    db.select().from(userExpectations).where(eq(userExpectations.userId, userId)),
    db
      .select({
        jobId: jobFavorites.jobId,
        title: jobs.title,
        companyName: jobs.companyName,
        city: jobs.city,
        createdAt: jobFavorites.createdAt,
      })
      .from(jobFavorites)
      .innerJoin(jobs, eq(jobs.id, jobFavorites.jobId))
      .where(eq(jobFavorites.userId, userId))
      .orderBy(desc(jobFavorites.createdAt)),
    interviewIds.length
      ? db
          .select()
          .from(interviewLines)
          .where(inArray(interviewLines.interviewId, interviewIds))
          .orderBy(interviewLines.interviewId, interviewLines.seq)
      : none<typeof interviewLines.$inferSelect>(),
    interviewIds.length
      ? db.select().from(interviewScores).where(inArray(interviewScores.interviewId, interviewIds))
      : none<typeof interviewScores.$inferSelect>(),
    interviewIds.length
      ? db
          .select()
          .from(interviewQuestionFeedback)
          .where(inArray(interviewQuestionFeedback.interviewId, interviewIds))
          .orderBy(interviewQuestionFeedback.interviewId, interviewQuestionFeedback.seq)
      : none<typeof interviewQuestionFeedback.$inferSelect>(),
    db.select().from(recommendations).where(eq(recommendations.userId, userId)),
    db.select().from(feedback).where(eq(feedback.userId, userId)).orderBy(desc(feedback.createdAt)),
    sessionIds.length
      ? db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.sessionId, sessionIds))
          .orderBy(chatMessages.sessionId, chatMessages.id)
      : none<typeof chatMessages.$inferSelect>(),
    db.select().from(commonPhrases).where(eq(commonPhrases.userId, userId)).orderBy(commonPhrases.sort),
    db.select().from(chatReports).where(eq(chatReports.reporterId, userId)),
    db.select().from(consults).where(eq(consults.userId, userId)).orderBy(desc(consults.createdAt)),
  ]);
  return {
    user,
    tokens,
    files: fileRows,
    expectations,
    favourites,
    interviews: interviewRows,
    lines,
    scores,
    questionFeedback,
    recommendations: recommendationRows,
    feedback: feedbackRows,
    chatSessions: sessions,
    chatMessages: messages,
    commonPhrases: phrases,
    chatReports: reports,
    consults: consultRows,
  };
}
export type UserRows = Awaited<ReturnType<typeof collectUserRows>>;

/** Storage keys of every file the user owns (deleted ones too: their bytes may linger). */
export async function storageKeysOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db.select({ key: files.storageKey }).from(files).where(eq(files.ownerId, userId));
  return rows.map((r) => r.key);
}

/**
 * Removes the user and every row of theirs in one transaction. Tables whose foreign key cascades go with
 * the users row (tokens, interviews and their lines/scores/feedback, expectations, favourites,
 * recommendations, chat sessions/messages/phrases/reports); the ones that would only be set to null are
 * deleted explicitly: feedback, consults, files.
 */
export async function deleteUserRows(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    await tx.delete(consults).where(eq(consults.userId, userId));
    await tx.delete(files).where(eq(files.ownerId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}
