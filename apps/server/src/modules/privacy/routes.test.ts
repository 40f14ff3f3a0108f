import { exportFileName } from '@app/shared/user';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { files, jobs, users } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession, TEST_PASSWORD } from '../../test/factories.ts';
import { smsCodeFor } from '../../test/fixtures/helpers.ts';
import { foreignKeys, rowsOfUser, tablesReachingUsers } from '../../test/user-tables.ts';
import { buildWorld } from '../../test/world.ts';
import { issueToken } from '../users/index.ts';

type Session = Awaited<ReturnType<typeof buildSession>>;

/**
 * The user's rows in every table that reaches users, as the catalogue finds them (not a list kept here):
 * a new domain's table is counted without this test changing.
 */
async function rowCounts(app: FastifyInstance, userId: number): Promise<Record<string, number>> {
  const fks = await foreignKeys(app.db);
  const counts: Record<string, number> = {};
  for (const table of tablesReachingUsers(fks)) counts[table] = await rowsOfUser(app.db, fks, table, userId);
  return counts;
}

/**
 * Tables where a job seeker has no rows of their own: jobs, and their documents, reach users through the
 * recruiter who published them.
 */
const NOT_A_SEEKERS = ['jobs', 'job_documents'];

describeEachBackend('GET /api/user/export', (ctx) => {
  const app = () => ctx().app;

  it('requires auth', async () => {
    expect((await app().inject({ url: '/api/user/export' })).statusCode).toBe(401);
  });

  it('400 on bad input: it takes no parameter, and a stray one is refused by name', async () => {
    const { headers } = await buildSession(app().db);
    const res = await app().inject({ url: '/api/user/export?format=csv', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: expect.stringContaining('参数 format 不正确'),
      data: null,
    });
  });

  it("downloads everything of the user as JSON, and nothing of another user's", async () => {
    const mine = await buildWorld(app(), '甲方');
    await buildWorld(app(), '乙方');
    const res = await app().inject({ url: '/api/user/export', headers: mine.seeker.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${exportFileName()}"`);
    expect(exportFileName(new Date('2026-03-01T20:00:00Z'))).toBe('my-data-20260302.json');
    const body = res.body;
    expect(body).not.toContain('乙方');
    expect(body).not.toMatch(/password_hash|token_hash|scrypt\$/);
    expect(body).not.toContain(mine.seeker.token);

    const data = res.json();
    expect(data.profile).toMatchObject({
      id: mine.seeker.user.id,
      nickname: '甲方昵称',
      mobile: mine.seeker.user.mobile,
    });
    expect(data.settings).toMatchObject({ interview_language: 'zh-CN', talent_pool_visible: false });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ ip: '127.0.0.1', device: '未知设备' });
    expect(data.files).toHaveLength(3);
    const resume = data.files.find((f: { dir: string }) => f.dir === 'resume');
    expect(resume).toMatchObject({ name: '甲方.pdf', url: expect.stringMatching(/^\/api\/files\//) });
    expect(resume.text_content).toContain('张三');
    expect(data.expectations[0].job_objective).toBe('甲方期望');
    expect(data.favourites[0]).toMatchObject({ job_id: mine.job.id, title: '甲方前端工程师' });
    expect(data.interviews).toHaveLength(1);
    expect(data.interviews[0]).toMatchObject({ id: mine.interviewId, interview_name: '甲方面试' });
    expect(data.interviews[0].lines.map((l: { text: string }) => l.text)).toEqual([
      '甲方请自我介绍',
      '甲方我是候选人',
    ]);
    expect(data.interviews[0].signals).toEqual([expect.objectContaining({ from_ms: 0, to_ms: 5000 })]);
    expect(data.interviews[0].screenshots).toEqual([expect.objectContaining({ at_ms: 1000 })]);
    expect(data.interviews[0].scores[0]).toMatchObject({ dimension: 'content', score: 80 });
    expect(data.interviews[0].question_feedback[0].question).toBe('甲方问题');
    expect(data.recommendations).toHaveLength(1);
    expect(data.feedback[0].feedback_text).toBe('甲方反馈');
    expect(data.chat.sessions[0].id).toBe(mine.sessionId);
    expect(data.chat.messages.map((m: { content: string }) => m.content)).toEqual(['甲方您好', '甲方欢迎']);
    expect(data.chat.common_phrases[0].content).toBe('甲方常用语');
    expect(data.chat.reports[0].reason).toBe('甲方举报');
    expect(data.consults[0].message).toBe('甲方咨询');
  });
});

describeEachBackend('POST /api/user/deleteAccount', (ctx) => {
  const app = () => ctx().app;
  const remove = (s: Pick<Session, 'headers'>, payload: object) =>
    app().inject({ method: 'POST', url: '/api/user/deleteAccount', headers: s.headers, payload });

  it('requires auth', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/user/deleteAccount',
      payload: { password: 'x' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const s = await buildSession(app().db);
    const none = await remove(s, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toContain('请输入密码或验证码');
    expect((await remove(s, { code: '12ab' })).statusCode).toBe(400);
  });

  it('refuses a wrong password (密码错误) and keeps everything', async () => {
    const s = await buildSession(app().db);
    const res = await remove(s, { password: 'Wrong1234' });
    expect(res.json()).toEqual({ code: 0, msg: '密码错误', data: null });
    expect((await rowCounts(app(), s.user.id)).users).toBe(1);
  });

  it("erases the user's rows in every table and their files; the token dies; others stay", async () => {
    const mine = await buildWorld(app(), '甲方');
    const theirs = await buildWorld(app(), '乙方');
    const keys = (await app().db.select().from(files).where(eq(files.ownerId, mine.seeker.user.id))).map(
      (f) => f.storageKey,
    );
    expect(keys).toHaveLength(3);
    const before = await rowCounts(app(), mine.seeker.user.id);
    const empty = Object.keys(before).filter((t) => before[t] === 0 && !NOT_A_SEEKERS.includes(t));
    expect(empty, 'tables the test world leaves empty: give them a row in test/world.ts').toEqual([]);

    const res = await remove(mine.seeker, { password: TEST_PASSWORD });
    expect(res.json()).toEqual({ code: 1, msg: '账号已注销', data: null });

    const after = await rowCounts(app(), mine.seeker.user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    for (const key of keys) expect(await app().storage.get(key)).toBeNull();
    expect((await app().inject({ url: '/api/user/info', headers: mine.seeker.headers })).statusCode).toBe(
      401,
    );
    // The recruiter they talked to and the job remain; the other seeker is untouched.
    expect((await rowCounts(app(), mine.recruiter.id)).users).toBe(1);
    expect(await app().db.select().from(jobs).where(eq(jobs.id, mine.job.id))).toHaveLength(1);
    const others = await rowCounts(app(), theirs.seeker.user.id);
    expect(Object.entries(others).filter(([t, n]) => n === 0 && !NOT_A_SEEKERS.includes(t))).toEqual([]);
    expect((await app().inject({ url: '/api/user/info', headers: theirs.seeker.headers })).statusCode).toBe(
      200,
    );
  });

  it("closes a recruiter's account: their job stays on the board without them, nothing leads to them", async () => {
    const world = await buildWorld(app(), '丙方');
    const client = { terminal: 4, userAgent: 'vitest', ip: '127.0.0.1' };
    const { token } = await issueToken(app().db, world.recruiter.id, client);
    const res = await remove({ headers: { token, terminal: '4' } }, { password: TEST_PASSWORD });
    expect(res.json().code).toBe(1);
    const after = await rowCounts(app(), world.recruiter.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    const [job] = await app().db.select().from(jobs).where(eq(jobs.id, world.job.id));
    expect(job).toMatchObject({ publisherId: null, title: '丙方前端工程师' });
    // The seeker who talked to them keeps their account and their favourite.
    const seeker = await rowCounts(app(), world.seeker.user.id);
    expect(seeker).toMatchObject({ users: 1, job_favorites: 1 });
  });

  it('accepts a reset code sent to the own mobile instead of the password', async () => {
    const s = await buildSession(app().db);
    const code = await smsCodeFor(app(), s.user.mobile!, 'reset');
    expect((await remove(s, { code })).json().code).toBe(1);
    expect((await rowCounts(app(), s.user.id)).users).toBe(0);
    // The mobile is free again.
    expect(await app().db.select().from(users).where(eq(users.mobile, s.user.mobile!))).toHaveLength(0);
  });
});
