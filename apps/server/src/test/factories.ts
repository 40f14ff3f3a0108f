// Small factories for test data (outline style): a user, a logged-in user, a company, an interview.
import { randomBytes } from 'node:crypto';
import type { SmsScene } from '@app/shared/auth';
import { USER_TYPE } from '@app/shared/constants';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../infra/db/client.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { SMS_KEYS } from '../modules/auth/sms-codes.ts';
import { companies } from '../modules/companies/tables.ts';
import { interviews, type NewInterview } from '../modules/interviews/tables.ts';
import { jobs, type NewJob } from '../modules/jobs/tables.ts';
import { issueToken } from '../modules/users/index.ts';
import { type NewUser, type User, users } from '../modules/users/tables.ts';

/** A random mainland mobile (1, then 3-9, then nine digits): collisions across a run are negligible. */
export function uniqueMobile(): string {
  const second = 3 + (randomBytes(1)[0]! % 7);
  return `1${second}${String(randomBytes(4).readUInt32BE(0) % 1e9).padStart(9, '0')}`;
}

export function uniqueAccount(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

export const TEST_PASSWORD = 'Secret1234';
let testPasswordHash: Promise<string> | undefined;

export async function buildUser(
  db: Db,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<User> {
  const { password, ...fields } = overrides;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password ? await hashPassword(password) : await testPasswordHash;
  const [user] = await db
    .insert(users)
    .values({
      account: uniqueAccount(),
      mobile: uniqueMobile(),
      nickname: '测试用户',
      userType: USER_TYPE.seeker,
      passwordHash,
      ...fields,
    })
    .returning();
  return user!;
}

/** A user and the headers that call the API as them. */
export async function buildSession(
  db: Db,
  overrides: Partial<NewUser> & { password?: string } = {},
): Promise<{ user: User; token: string; headers: Record<string, string> }> {
  const user = await buildUser(db, overrides);
  const { token } = await issueToken(db, user.id, { terminal: 4, userAgent: 'vitest', ip: '127.0.0.1' });
  return { user, token, headers: { token, terminal: '4' } };
}

export async function buildCompany(db: Db, name = `测试科技${randomBytes(2).toString('hex')}有限公司`) {
  const [company] = await db
    .insert(companies)
    .values({ name, shortName: name.slice(0, 4) })
    .returning();
  return company!;
}

/** An open job of a company; every field not given is plain and searchable by nothing in particular. */
export async function buildJob(db: Db, fields: Partial<NewJob> & { companyId: number; companyName: string }) {
  const [job] = await db
    .insert(jobs)
    .values({ title: '岗位', city: '北京', salaryStart: 10, salaryEnd: 20, ...fields })
    .returning();
  return job!;
}

/** A random private IP, so that tests' calls do not share one per-IP budget. */
export function randomIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/**
 * Sends a code for the scene and reads it from the dev outbox (the console SMS of tests), as a person
 * would read their phone. Clears the 60 s resend wait first: tests of that limit call the route directly.
 */
export async function requestSmsCode(
  app: FastifyInstance,
  mobile: string,
  scene: SmsScene = 'login',
  headers: Record<string, string> = {},
): Promise<string> {
  await app.kv.del(SMS_KEYS.cooldown(mobile));
  const sent = await app.inject({
    method: 'POST',
    url: '/api/sms/sendCode',
    headers,
    payload: { mobile, scene },
    remoteAddress: randomIp(),
  });
  if (sent.json().code !== 1) throw new Error(`sendCode failed: ${sent.body}`);
  const latest = await app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` });
  return latest.json().data.code as string;
}

/** An interview of the user as a row (no plan): what a recording's chunks need to belong to. */
export async function buildInterview(db: Db, userId: number, fields: Partial<NewInterview> = {}) {
  const [interview] = await db
    .insert(interviews)
    .values({ userId, interviewName: '测试面试', status: 'ongoing', startedAt: new Date(), ...fields })
    .returning();
  return interview!;
}
