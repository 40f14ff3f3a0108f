// The recommendations' part of 'export my data' and 'delete my account'.
import { eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { recommendations } from './tables.ts';

export const recommendPrivacy: PrivacyPart = {
  name: 'recommend',
  tables: [recommendations],
  async export(db, userId) {
    const rows = await db.select().from(recommendations).where(eq(recommendations.userId, userId));
    return { recommendations: rows.map((r) => exportRow(r, ['userId'])) };
  },
  async erase(tx, userId) {
    await tx.delete(recommendations).where(eq(recommendations.userId, userId));
    return undefined;
  },
};
