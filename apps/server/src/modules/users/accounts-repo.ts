// Queries of accounts by the ways people log in: finding, creating, linking (called by the auth module).
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { violatedUniqueConstraint } from '../../infra/db/errors.ts';
import { type NewUser, users } from './tables.ts';

/** What logging in needs to know about an account. */
export interface AuthUser {
  id: number;
  account: string | null;
  mobile: string | null;
  passwordHash: string | null;
  nickname: string;
  realName: string;
  avatar: string;
  userType: number;
  wechatOpenid: string | null;
  wechatUnionid: string | null;
}

const authUserColumns = {
  id: users.id,
  account: users.account,
  mobile: users.mobile,
  passwordHash: users.passwordHash,
  nickname: users.nickname,
  realName: users.realName,
  avatar: users.avatar,
  userType: users.userType,
  wechatOpenid: users.wechatOpenid,
  wechatUnionid: users.wechatUnionid,
};

export async function findUserById(db: Db, id: number): Promise<AuthUser | undefined> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select(authUserColumns)
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** An account named `login`, else the account whose mobile is `login` (the password form takes either). */
export async function findUserByLogin(db: Db, login: string): Promise<AuthUser | undefined> {
  const rows = await db
    .select(authUserColumns)
    .from(users)
    .where(and(or(eq(users.account, login), eq(users.mobile, login)), isNull(users.deletedAt)))
    // An account-name match wins over a mobile match (nulls last: a null account never matched by name).
    .orderBy(sql`${users.account} = ${login} desc nulls last`)
    .limit(1);
  return rows[0];
}

/** Whether the name is held by any account, closed ones included (the column is unique). */
export async function isAccountTaken(db: Db, account: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.account, account)).limit(1);
  return Boolean(row);
}

export async function findUserByWechat(
  db: Db,
  ids: { openid: string; unionid?: string | undefined },
): Promise<AuthUser | undefined> {
  const match = ids.unionid
    ? or(eq(users.wechatUnionid, ids.unionid), eq(users.wechatOpenid, ids.openid))
    : eq(users.wechatOpenid, ids.openid);
  const rows = await db
    .select(authUserColumns)
    .from(users)
    .where(and(match, isNull(users.deletedAt)))
    .orderBy(users.id)
    .limit(1);
  return rows[0];
}

export type UniqueField = 'account' | 'mobile' | 'wechat';

/** Which unique column a failed insert or update collided on, or null when it was another error. */
export function uniqueViolation(err: unknown): UniqueField | null {
  const name = violatedUniqueConstraint(err);
  if (!name) return null;
  if (name.includes('account')) return 'account';
  if (name.includes('mobile')) return 'mobile';
  if (name.includes('wechat')) return 'wechat';
  return null;
}

export async function insertUser(db: Db, values: NewUser): Promise<AuthUser> {
  const [row] = await db.insert(users).values(values).returning(authUserColumns);
  return row!;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Links a WeChat identity to the user (openid always, unionid when WeChat gave one). */
export async function linkWechat(
  db: Db,
  userId: number,
  ids: { openid: string; unionid?: string | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({ wechatOpenid: ids.openid, ...(ids.unionid ? { wechatUnionid: ids.unionid } : {}) })
    .where(eq(users.id, userId));
}

/** How people appear to each other in chat, and the contacts an accepted exchange reveals. */
export async function chatProfilesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      account: users.account,
      nickname: users.nickname,
      realName: users.realName,
      mobile: users.mobile,
      avatar: users.avatar,
      wechat: users.wechat,
      userType: users.userType,
      companyId: users.companyId,
    })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}
export type ChatProfile = Awaited<ReturnType<typeof chatProfilesOf>>[number];
