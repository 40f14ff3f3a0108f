// The job expectations' part of 'export my data' and 'delete my account'.
import { eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { userExpectations } from './tables.ts';

export const expectationsPrivacy: PrivacyPart = {
  name: 'expectations',
  tables: [userExpectations],
  async export(db, userId) {
    const rows = await db.select().from(userExpectations).where(eq(userExpectations.userId, userId));
    return { expectations: rows.map((e) => exportRow(e, ['userId'])) };
  },
  async erase(tx, userId) {
    await tx.delete(userExpectations).where(eq(userExpectations.userId, userId));
    return undefined;
  },
};
