// Accounts of both sides (job seekers, userType 1; recruiters, userType 2, tied to a company) and their
// login sessions: the identity core every other module calls (apps/server/ARCHITECTURE.md).
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../companies/tables.ts';

/** Per-user preferences; stored as one jsonb document because they are read and written together. */
export interface UserSettings {
  /** Language the interviewer speaks, e.g. 'zh-CN' or 'en-US'. */
  interviewLanguage: string;
  /** Default planned interview length in minutes. */
  defaultDuration: number;
  notifications: {
    /** New chat messages from companies. */
    chat: boolean;
    /** An interview report is ready. */
    interviewReport: boolean;
    /** Jobs matching the user's expectations. */
    jobRecommend: boolean;
    /** Platform announcements. */
    system: boolean;
  };
}

export const defaultUserSettings: UserSettings = {
  interviewLanguage: 'zh-CN',
  defaultDuration: 15,
  notifications: { chat: true, interviewReport: true, jobRecommend: true, system: true },
};

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Login name; null for users who only ever signed in by SMS or WeChat. Unique allows many nulls. */
    account: text().unique(),
    mobile: text().unique(),
    /** Null until a password is set (SMS-only accounts); see modules/auth/password.ts for the format. */
    passwordHash: text(),
    nickname: text().notNull().default(''),
    realName: text().notNull().default(''),
    avatar: text().notNull().default(''),
    email: text().notNull().default(''),
    wechat: text().notNull().default(''),
    address: text().notNull().default(''),
    /** USER_TYPE of @app/shared/constants: 1 job seeker, 2 business user (recruiter). */
    userType: smallint().notNull().default(1),
    /** The recruiter's company; null for job seekers. */
    companyId: integer().references(() => companies.id, { onDelete: 'set null' }),
    settings: jsonb().$type<UserSettings>().notNull().default(defaultUserSettings),
    /**
     * Whether companies browsing the talent pool may see this user (privacy settings). Off until the user
     * turns it on: sharing with companies is their choice.
     */
    talentPoolVisible: boolean().notNull().default(false),
    /**
     * The resume preselected when an interview starts. No foreign key: files already references users,
     * and files are soft-deleted, so the uploads service clears or ignores a stale id instead.
     */
    defaultResumeFileId: integer(),
    wechatOpenid: text().unique(),
    wechatUnionid: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** Set when the account is closed; logins and lookups skip such rows. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('users_company_id_idx').on(t.companyId)],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

// Login sessions: one row per issued token, stored hashed so a database leak yields no usable token.
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
