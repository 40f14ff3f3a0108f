// The chat module's part of 'export my data' and 'delete my account': sessions the user took part in
// (either side) with their messages, common phrases and reports.
import { desc, eq, inArray, or } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { chatMessages, chatReports, chatSessions, commonPhrases } from './tables.ts';

const sessionsOf = (userId: number) =>
  or(eq(chatSessions.seekerId, userId), eq(chatSessions.businessUserId, userId));

export const chatPrivacy: PrivacyPart = {
  name: 'chat',
  tables: [chatSessions, chatMessages, commonPhrases, chatReports],
  async export(db, userId) {
    const sessions = await db
      .select()
      .from(chatSessions)
      .where(sessionsOf(userId))
      .orderBy(desc(chatSessions.lastMessageAt));
    const sessionIds = sessions.map((s) => s.id);
    const [messages, phrases, reports] = await Promise.all([
      sessionIds.length
        ? db
            .select()
            .from(chatMessages)
            .where(inArray(chatMessages.sessionId, sessionIds))
            .orderBy(chatMessages.sessionId, chatMessages.id)
        : Promise.resolve([]),
      db.select().from(commonPhrases).where(eq(commonPhrases.userId, userId)).orderBy(commonPhrases.sort),
      db.select().from(chatReports).where(eq(chatReports.reporterId, userId)),
    ]);
    return {
      chat: {
        sessions: sessions.map((s) => exportRow(s)),
        messages: messages.map((m) => exportRow(m)),
        common_phrases: phrases.map((p) => exportRow(p, ['userId'])),
        reports: reports.map((r) => exportRow(r, ['reporterId'])),
      },
    };
  },
  /** A session's messages and reports cascade with it. */
  async erase(tx, userId) {
    await tx.delete(chatReports).where(eq(chatReports.reporterId, userId));
    await tx.delete(chatSessions).where(sessionsOf(userId));
    await tx
      .delete(chatMessages)
      .where(or(eq(chatMessages.senderId, userId), eq(chatMessages.receiverId, userId)));
    await tx.delete(commonPhrases).where(eq(commonPhrases.userId, userId));
    return undefined;
  },
};
