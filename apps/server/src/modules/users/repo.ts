// Drizzle queries of the account itself: the users row and the user's login sessions.
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { authTokens, type NewUser, type User, type UserSettings, users } from './tables.ts';

export async function findUser(db: Db, userId: number): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export type UserPatch = Partial<
  Pick<
    NewUser,
    'nickname' | 'realName' | 'avatar' | 'email' | 'address' | 'wechat' | 'mobile' | 'passwordHash'
  >
> & { settings?: UserSettings; talentPoolVisible?: boolean };

export async function updateUser(db: Db, userId: number, patch: UserPatch): Promise<User | undefined> {
  if (Object.keys(patch).length === 0) return findUser(db, userId);
  const [row] = await db
    .update(users)
    .set(patch)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning();
  return row;
}

/** Whether another account (closed ones included: the column is unique) holds this mobile. */
export async function mobileTakenByOther(db: Db, mobile: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export interface SessionRow {
  id: number;
  userAgent: string;
  ip: string;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The user's sessions that still work: not revoked, not expired; newest first. */
export async function listLiveSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .select({
      id: authTokens.id,
      userAgent: authTokens.userAgent,
      ip: authTokens.ip,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
    })
    .from(authTokens)
    .where(
      and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())),
    )
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id));
}

/** Revokes one session of this user; false when the id is not theirs or already revoked. */
export async function revokeUserSession(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId), isNull(authTokens.revokedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** The resume preselected when an interview starts (kept by the uploads module's resume rules). */
export async function getDefaultResumeId(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: users.defaultResumeFileId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function setDefaultResumeId(db: Db, userId: number, fileId: number | null): Promise<void> {
  await db.update(users).set({ defaultResumeFileId: fileId }).where(eq(users.id, userId));
}
