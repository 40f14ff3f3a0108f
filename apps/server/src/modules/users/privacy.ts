// The identity core's part of 'export my data' and 'delete my account': the profile, settings and sessions.
import { desc, eq } from 'drizzle-orm';
import { exportRow, type PrivacyPart } from '../../infra/db/privacy.ts';
import { requireUser, toSettingsResponse } from './service.ts';
import { authTokens, users } from './tables.ts';
import { describeDevice } from './user-agent.ts';

export const usersPrivacy: PrivacyPart = {
  name: 'users',
  tables: [users, authTokens],
  async export(db, userId) {
    const user = await requireUser(db, userId);
    const tokens = await db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, userId))
      .orderBy(desc(authTokens.createdAt));
    return {
      // Hashes and third-party ids are credentials, not the user's content.
      profile: exportRow(user, ['passwordHash', 'wechatOpenid', 'wechatUnionid', 'settings', 'deletedAt']),
      settings: toSettingsResponse(user),
      sessions: tokens.map((t) => ({
        ...exportRow(t, ['tokenHash', 'userId']),
        device: describeDevice(t.userAgent),
      })),
    };
  },
  // Last of all parts (registered first): the token dies with the users row.
  async erase(tx, userId) {
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    return undefined;
  },
};
