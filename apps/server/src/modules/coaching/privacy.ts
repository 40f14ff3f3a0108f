// The coaching module's part of 'export my data' and 'delete my account'. Its foreign key to users only
// sets null, so the rows are deleted explicitly: a consult names the user's mobile and their message.
import { desc, eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { consults } from './tables.ts';

export const coachingPrivacy: PrivacyPart = {
  name: 'coaching',
  tables: [consults],
  async export(db, userId) {
    const rows = await db
      .select()
      .from(consults)
      .where(eq(consults.userId, userId))
      .orderBy(desc(consults.createdAt));
    return { consults: rows.map((c) => exportRow(c, ['userId'])) };
  },
  async erase(tx, userId) {
    await tx.delete(consults).where(eq(consults.userId, userId));
    return undefined;
  },
};
