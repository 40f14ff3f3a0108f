// Login sessions: one row per issued token, stored hashed so a database leak yields no usable token.
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 hex of the random token the client holds; the lookup key of every authenticated call. */
    tokenHash: text().notNull().unique(),
    /** The `terminal` header at login (4 for the web client). */
    terminal: smallint().notNull().default(4),
    userAgent: text().notNull().default(''),
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Touched at most every few minutes by the auth layer, to show active sessions and extend expiry. */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set by logout or a password change; a revoked token answers 401 like an expired one. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_id_idx').on(t.userId)],
);
export type AuthToken = typeof authTokens.$inferSelect;
export type NewAuthToken = typeof authTokens.$inferInsert;
