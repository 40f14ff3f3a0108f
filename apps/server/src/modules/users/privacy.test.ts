import { USER_TYPE } from '@app/shared/constants';
import { exportFileName } from '@app/shared/user';
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { buildCompany, buildSession, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { fixture, smsCodeFor, upload } from '../../test/fixtures/helpers.ts';
import { authTokens } from '../auth/tables.ts';
import { chatMessages, chatReports, chatSessions, commonPhrases } from '../chat/tables.ts';
import { consults } from '../coaching/tables.ts';
import { userExpectations } from '../expectations/tables.ts';
import { feedback } from '../feedback/tables.ts';
import {
  interviewLines,
  interviewQuestionFeedback,
  interviewScores,
  interviews,
} from '../interviews/tables.ts';
import { jobFavorites, jobs } from '../jobs/tables.ts';
import { recommendations } from '../recommend/tables.ts';
import { files } from '../uploads/tables.ts';
import { users } from './tables.ts';

type Session = Awaited<ReturnType<typeof buildSession>>;

/** A seeker with something in every table, each text carrying `mark` so an export can be searched. */
async function buildWorld(app: FastifyInstance, mark: string) {
  const db = app.db;
  const seeker = await buildSession(db, { nickname: `${mark}昵称` });
  const company = await buildCompany(db);
  const recruiter = await buildUser(db, { userType: USER_TYPE.business, companyId: company.id });
  const [job] = await db
    .insert(jobs)
    .values({ title: `${mark}前端工程师`, companyId: company.id, companyName: company.name, city: '北京' })
    .returning();
  const uid = seeker.user.id;
  const resume = await upload(
    app,
    seeker.headers,
    { filename: `${mark}.pdf`, content: fixture('resume.pdf') },
    'resume',
  );
  await upload(app, seeker.headers, { filename: `${mark}.png`, content: fixture('avatar.png') }, 'avatar');
  const [interview] = await db
    .insert(interviews)
    .values({ userId: uid, interviewName: `${mark}面试`, resumeFileId: resume.json().data.id })
    .returning();
  const iid = interview!.id;
  await db.insert(interviewLines).values([
    { interviewId: iid, seq: 1, speaker: 'interviewer', kind: 'question', text: `${mark}请自我介绍` },
    { interviewId: iid, seq: 2, speaker: 'candidate', kind: 'answer', text: `${mark}我是候选人` },
  ]);
  await db
    .insert(interviewScores)
    .values({ interviewId: iid, dimension: 'content', score: 80, advice: `${mark}建议` });
  await db.insert(interviewQuestionFeedback).values({ interviewId: iid, seq: 1, question: `${mark}问题` });
  await db.insert(userExpectations).values({ userId: uid, jobType: 0, jobObjective: `${mark}期望` });
  await db.insert(jobFavorites).values({ userId: uid, jobId: job!.id });
  await db
    .insert(recommendations)
    .values({ userId: uid, interviewId: iid, jobId: job!.id, companyId: company.id });
  await app.inject({
    method: 'POST',
    url: '/api/feedback/submit',
    headers: seeker.headers,
    payload: { emojiIndex: 1, feedbackText: `${mark}反馈` },
  });
  const [session] = await db
    .insert(chatSessions)
    .values({ seekerId: uid, businessUserId: recruiter.id, jobId: job!.id })
    .returning();
  await db.insert(chatMessages).values([
    {
      sessionId: session!.id,
      senderId: uid,
      senderType: 1,
      receiverId: recruiter.id,
      receiverType: 2,
      content: `${mark}您好`,
    },
    {
      sessionId: session!.id,
      senderId: recruiter.id,
      senderType: 2,
      receiverId: uid,
      receiverType: 1,
      content: `${mark}欢迎`,
    },
  ]);
  await db.insert(commonPhrases).values({ userId: uid, content: `${mark}常用语` });
  await db.insert(chatReports).values({ reporterId: uid, sessionId: session!.id, reason: `${mark}举报` });
  await db.insert(consults).values({ userId: uid, mobile: seeker.user.mobile!, message: `${mark}咨询` });
  return { seeker, recruiter, job: job!, interviewId: iid, sessionId: session!.id };
}

/** Rows of the user in every table that holds user data. */
async function rowCounts(app: FastifyInstance, userId: number) {
  const db = app.db;
  const count = async (p: Promise<unknown[]>) => (await p).length;
  const interviewIds = (await db.select().from(interviews).where(eq(interviews.userId, userId))).map(
    (i) => i.id,
  );
  const sessionIds = (
    await db
      .select()
      .from(chatSessions)
      .where(or(eq(chatSessions.seekerId, userId), eq(chatSessions.businessUserId, userId)))
  ).map((s) => s.id);
  return {
    users: await count(db.select().from(users).where(eq(users.id, userId))),
    tokens: await count(db.select().from(authTokens).where(eq(authTokens.userId, userId))),
    files: await count(db.select().from(files).where(eq(files.ownerId, userId))),
    interviews: interviewIds.length,
    lines: interviewIds.length
      ? await count(db.select().from(interviewLines).where(inArray(interviewLines.interviewId, interviewIds)))
      : 0,
    expectations: await count(db.select().from(userExpectations).where(eq(userExpectations.userId, userId))),
    favourites: await count(db.select().from(jobFavorites).where(eq(jobFavorites.userId, userId))),
    recommendations: await count(db.select().from(recommendations).where(eq(recommendations.userId, userId))),
    feedback: await count(db.select().from(feedback).where(eq(feedback.userId, userId))),
    chatSessions: sessionIds.length,
    chatMessages: await count(db.select().from(chatMessages).where(eq(chatMessages.senderId, userId))),
    commonPhrases: await count(db.select().from(commonPhrases).where(eq(commonPhrases.userId, userId))),
    chatReports: await count(db.select().from(chatReports).where(eq(chatReports.reporterId, userId))),
    consults: await count(db.select().from(consults).where(eq(consults.userId, userId))),
  };
}

describeEachBackend('GET /api/user/export', (ctx) => {
  const app = () => ctx().app;

  it('requires auth', async () => {
    expect((await app().inject({ url: '/api/user/export' })).statusCode).toBe(401);
  });

  it('400 on bad input: none to give, a stray query is ignored', async () => {
    const { headers } = await buildSession(app().db);
    const res = await app().inject({ url: '/api/user/export?x=1', headers });
    expect(res.statusCode).toBe(200);
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
    expect(data.settings).toMatchObject({ interview_language: 'zh-CN', talent_pool_visible: true });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ ip: '127.0.0.1', device: '未知设备' });
    expect(data.files).toHaveLength(2);
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
  const remove = (s: Session, payload: object) =>
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
    expect(keys).toHaveLength(2);
    const before = await rowCounts(app(), mine.seeker.user.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const res = await remove(mine.seeker, { password: TEST_PASSWORD });
    expect(res.json()).toEqual({ code: 1, msg: '账号已注销', data: null });

    const after = await rowCounts(app(), mine.seeker.user.id);
    expect(Object.values(after).every((n) => n === 0)).toBe(true);
    for (const key of keys) expect(await app().storage.get(key)).toBeNull();
    expect((await app().inject({ url: '/api/user/info', headers: mine.seeker.headers })).statusCode).toBe(
      401,
    );
    // The recruiter they talked to and the job remain; the other seeker is untouched.
    expect((await rowCounts(app(), mine.recruiter.id)).users).toBe(1);
    expect(await app().db.select().from(jobs).where(eq(jobs.id, mine.job.id))).toHaveLength(1);
    const others = await rowCounts(app(), theirs.seeker.user.id);
    expect(Object.values(others).every((n) => n > 0)).toBe(true);
    expect((await app().inject({ url: '/api/user/info', headers: theirs.seeker.headers })).statusCode).toBe(
      200,
    );
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
