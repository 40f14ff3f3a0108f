// Login tokens: random, stored as sha256, expiring after TOKEN_TTL_DAYS unused, revocable.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../http/auth.ts';
import type { Db } from '../../infra/db/client.ts';
import { authTokens, users } from './tables.ts';

export const TOKEN_TTL_DAYS = 7;
export const TOKEN_TTL_SECONDS = TOKEN_TTL_DAYS * 24 * 3600;
/** Expiry is extended on use, but written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface TokenClient {
  terminal: number;
  userAgent: string;
  ip: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: Db,
  userId: number,
  client: TokenClient,
): Promise<{ token: string; expiresIn: number }> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    userId,
    tokenHash: hashToken(token),
    terminal: client.terminal,
    userAgent: client.userAgent.slice(0, 300),
    ip: client.ip,
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000),
  });
  return { token, expiresIn: TOKEN_TTL_SECONDS };
}

/** The session behind a token, or null when unknown, expired, revoked or its account is closed. */
export async function resolveToken(db: Db, token: string): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const now = new Date();
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      userId: users.id,
      userType: users.userType,
      companyId: users.companyId,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashToken(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(authTokens)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000) })
      .where(eq(authTokens.id, row.tokenId));
  }
  return { tokenId: row.tokenId, userId: row.userId, userType: row.userType, companyId: row.companyId };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: sql`now()` }).where(eq(authTokens.id, tokenId));
}

/** Signs the user out everywhere, except the session given (the one that asked). */
export async function revokeUserTokens(db: Db, userId: number, exceptTokenId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}
