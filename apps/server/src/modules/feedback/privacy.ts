// The feedback module's part of 'export my data' and 'delete my account'. Its foreign key to users only
// sets null, so the rows are deleted explicitly: feedback text is the user's content.
import { desc, eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { feedback } from './tables.ts';

export const feedbackPrivacy: PrivacyPart = {
  name: 'feedback',
  tables: [feedback],
  async export(db, userId) {
    const rows = await db
      .select()
      .from(feedback)
      .where(eq(feedback.userId, userId))
      .orderBy(desc(feedback.createdAt));
    return { feedback: rows.map((f) => exportRow(f, ['userId'])) };
  },
  async erase(tx, userId) {
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    return undefined;
  },
};
