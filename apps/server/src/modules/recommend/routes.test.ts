import { randomBytes } from 'node:crypto';
import { SCORE_DIMENSIONS, type ScoreDimension } from '@app/shared/interviews';
import { RECOMMEND_MESSAGES, RECOMMEND_VIDEO_COUNT } from '@app/shared/recommend';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../infra/db/client.ts';
import { interviewScores, interviews, jobs, learningVideos, recommendations } from '../../infra/db/schema.ts';
import { loadLearningCatalogue } from '../../seed/index.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildCompany, buildJob, buildSession } from '../../test/factories.ts';

/** A finished interview of the user's with the sub-scores given (others not measured). */
async function finishedInterview(
  db: Db,
  userId: number,
  position: string,
  scores: Partial<Record<ScoreDimension, number>>,
  status: 'finished' | 'ongoing' = 'finished',
) {
  const [row] = await db
    .insert(interviews)
    .values({ userId, interviewName: `${position}面试`, interviewPosition: position, status })
    .returning();
  const entries = Object.entries(scores) as Array<[ScoreDimension, number]>;
  if (entries.length > 0) {
    await db
      .insert(interviewScores)
      .values(entries.map(([dimension, score]) => ({ interviewId: row!.id, dimension, score })));
  }
  return row!.id;
}

const mark = () => randomBytes(3).toString('hex');

describeEachBackend('recommendations', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    await loadLearningCatalogue(db());
  });

  it('requires auth', async () => {
    for (const [method, url] of [
      ['POST', '/api/recommend/getRecommendVideo'],
      ['GET', '/api/recommend/moreList'],
      ['POST', '/api/recommend/getRecommendId'],
      ['GET', '/api/recommend/getRecommendResult?recommendId=1'],
      ['POST', '/api/recommend/add'],
    ] as const) {
      const res = await call(method, url, {}, method === 'POST' ? { interviewId: 1 } : undefined);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    for (const payload of [{}, { interviewId: 'x' }, { interviewId: 0 }, { interviewId: 2 ** 31 }]) {
      expect((await call('POST', '/api/recommend/getRecommendVideo', headers, payload)).statusCode).toBe(400);
      expect((await call('POST', '/api/recommend/add', headers, payload)).statusCode).toBe(400);
    }
    for (const url of [
      '/api/recommend/getRecommendResult',
      '/api/recommend/getRecommendResult?recommendId=abc',
      '/api/recommend/moreList?interviewId=-1',
      '/api/recommend/moreList?page_size=1000',
      `/api/recommend/moreList?position=${'长'.repeat(101)}`,
    ]) {
      expect((await call('GET', url, headers)).statusCode, url).toBe(400);
    }
  });

  it('loads the catalogue idempotently: 30+ entries, each tagged, none doubled by a reload', async () => {
    const before = await db().select().from(learningVideos);
    expect(await loadLearningCatalogue(db())).toBe(before.length);
    const after = await db().select().from(learningVideos);
    expect(after.length).toBe(before.length);
    expect(after.length).toBeGreaterThanOrEqual(30);
    for (const v of after) {
      expect(v.title && v.description && v.url.startsWith('https://')).toBeTruthy();
      expect(v.duration).toBeGreaterThan(0);
      expect(v.dimensions.length).toBeGreaterThan(0);
      for (const d of v.dimensions) expect(SCORE_DIMENSIONS).toContain(d);
      expect(v.families.length).toBeGreaterThan(0);
    }
    // Every dimension has something to recommend.
    for (const d of SCORE_DIMENSIONS) expect(after.some((v) => v.dimensions.includes(d))).toBe(true);
  });

  it('videos address the weakest measured dimensions, the seeker’s category first', async () => {
    const { user, headers } = await buildSession(db());
    const id = await finishedInterview(db(), user.id, '前端开发工程师', {
      content: 52,
      timely_response: 90,
      interview_tone: 60,
      // grooming, body_language and facial_expression not measured: never 'weakest'.
    });
    const res = await call('POST', '/api/recommend/getRecommendVideo', headers, { interviewId: id });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.weakest).toEqual(['content', 'interview_tone']);
    expect(data.lists).toHaveLength(RECOMMEND_VIDEO_COUNT);
    for (const v of data.lists) {
      expect(data.weakest).toContain(v.for_dimension);
      expect(v.dimensions).toContain(v.for_dimension);
      expect(v.families.some((f: string) => f === '通用' || f === '技术')).toBe(true);
    }
    // Weakest first, and the tech-specific content entry before the general ones.
    expect(data.lists[0].for_dimension).toBe('content');
    expect(data.lists[0].families).toContain('技术');
    expect(data.lists[1].for_dimension).toBe('interview_tone');
    expect(new Set(data.lists.map((v: { id: number }) => v.id)).size).toBe(data.lists.length);
  });

  it('404 alike for another user’s, a missing and an unfinished interview', async () => {
    const owner = await buildSession(db());
    const other = await buildSession(db());
    const mine = await finishedInterview(db(), owner.user.id, '产品经理', { content: 70 });
    const ongoing = await finishedInterview(db(), owner.user.id, '产品经理', { content: 70 }, 'ongoing');
    for (const [headers, interviewId] of [
      [other.headers, mine],
      [owner.headers, 2_000_000_000],
      [owner.headers, ongoing],
    ] as const) {
      for (const url of [
        '/api/recommend/getRecommendVideo',
        '/api/recommend/getRecommendId',
        '/api/recommend/add',
      ]) {
        const res = await call('POST', url, headers, { interviewId });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().msg).toBe(RECOMMEND_MESSAGES.interviewNotFound);
      }
      expect(
        (await call('GET', `/api/recommend/moreList?interviewId=${interviewId}`, headers)).statusCode,
      ).toBe(404);
    }
  });

  it('moreList matches the position, with seniority the score supports, and pages', async () => {
    const m = mark();
    const company = await buildCompany(db());
    const at = { companyId: company.id, companyName: company.name };
    const senior = await buildJob(db(), { ...at, title: `资深结构${m}工程师`, experience: 4 });
    const junior = await buildJob(db(), { ...at, title: `结构${m}工程师`, experience: 1 });
    const mid = await buildJob(db(), { ...at, title: `结构${m}工程师`, experience: 2 });
    await buildJob(db(), { ...at, title: `结构${m}工程师`, experience: 1, status: 0 });
    await buildJob(db(), { ...at, title: `装修${m}工程师`, experience: 1 });
    const { user, headers } = await buildSession(db());
    const weak = await finishedInterview(db(), user.id, `结构${m}工程师`, { content: 58 });
    const strong = await finishedInterview(db(), user.id, `高级结构${m}工程师`, { content: 95 });

    const ids = async (url: string) => {
      const res = await call('GET', url, headers);
      expect(res.statusCode, url).toBe(200);
      return res.json().data as { lists: Array<{ id: number }>; count: number };
    };
    // 58 supports up to 1-3 years (code 2): the senior role is left out, the closest to the ceiling first.
    const forWeak = await ids(`/api/recommend/moreList?interviewId=${weak}`);
    expect(forWeak.lists.map((j) => j.id)).toEqual([mid.id, junior.id]);
    const forStrong = await ids(`/api/recommend/moreList?interviewId=${strong}&page_size=2`);
    expect(forStrong.count).toBe(3);
    expect(forStrong.lists.map((j) => j.id)).toEqual([senior.id, mid.id]);
    expect((await ids(`/api/recommend/moreList?interviewId=${strong}&page_size=2&page_no=2`)).lists).toEqual([
      expect.objectContaining({ id: junior.id }),
    ]);
    // A position named without an interview: no ceiling.
    expect((await ids(`/api/recommend/moreList?position=${encodeURIComponent(`结构${m}`)}`)).count).toBe(3);
  });

  it('getRecommendId stores a run (reused on reopening); its result is the owner’s only', async () => {
    const m = mark();
    const company = await buildCompany(db());
    const job = await buildJob(db(), {
      companyId: company.id,
      companyName: company.name,
      title: `桥梁${m}设计师`,
      experience: 0,
    });
    const owner = await buildSession(db());
    const other = await buildSession(db());
    const id = await finishedInterview(db(), owner.user.id, `桥梁${m}设计师`, { content: 80 });

    const first = await call('POST', '/api/recommend/getRecommendId', owner.headers, { interviewId: id });
    expect(first.statusCode).toBe(200);
    const recommendId = first.json().data.recommend_id;
    const again = await call('POST', '/api/recommend/getRecommendId', owner.headers, { interviewId: id });
    expect(again.json().data.recommend_id).toBe(recommendId);

    const result = await call(
      'GET',
      `/api/recommend/getRecommendResult?recommendId=${recommendId}`,
      owner.headers,
    );
    expect(result.json().data).toMatchObject({ recommend_id: recommendId, interview_id: id, count: 1 });
    expect(result.json().data.lists[0]).toMatchObject({ id: job.id, title: `桥梁${m}设计师` });

    // A job closed since the run drops out.
    await db().update(jobs).set({ status: 0 }).where(eq(jobs.id, job.id));
    const later = await call(
      'GET',
      `/api/recommend/getRecommendResult?recommendId=${recommendId}`,
      owner.headers,
    );
    expect(later.json().data).toMatchObject({ count: 0, lists: [] });

    for (const [headers, rid] of [
      [other.headers, recommendId],
      [owner.headers, 2_000_000_000],
    ] as const) {
      const res = await call('GET', `/api/recommend/getRecommendResult?recommendId=${rid}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(RECOMMEND_MESSAGES.runNotFound);
    }
  });

  it('the talent pool takes an interview once, and not from a seeker who opted out', async () => {
    const { user, headers } = await buildSession(db(), { talentPoolVisible: true });
    const id = await finishedInterview(db(), user.id, '销售代表', { content: 75 });
    const added = await call('POST', '/api/recommend/add', headers, { interviewId: id });
    expect(added.json()).toMatchObject({
      code: 1,
      msg: RECOMMEND_MESSAGES.talentPoolAdded,
      data: { interview_id: id, added: true },
    });
    // Twice at once and once more: still one entry.
    const [a, b] = await Promise.all([
      call('POST', '/api/recommend/add', headers, { interviewId: id }),
      call('POST', '/api/recommend/add', headers, { interviewId: id }),
    ]);
    for (const res of [a, b]) {
      expect(res.json()).toMatchObject({
        code: 1,
        msg: RECOMMEND_MESSAGES.talentPoolAlready,
        data: { added: false },
      });
    }
    const rows = await db()
      .select()
      .from(recommendations)
      .where(and(eq(recommendations.interviewId, id), isNull(recommendations.jobId)));
    expect(rows).toHaveLength(1);

    const shy = await buildSession(db(), { talentPoolVisible: false });
    const shyId = await finishedInterview(db(), shy.user.id, '销售代表', { content: 75 });
    const refused = await call('POST', '/api/recommend/add', shy.headers, { interviewId: shyId });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({ code: 0, msg: RECOMMEND_MESSAGES.talentPoolOptedOut, data: null });
    expect(
      await db().select().from(recommendations).where(eq(recommendations.interviewId, shyId)),
    ).toHaveLength(0);
  });

  it('a new account starts outside the talent pool; an entry shows, and can be withdrawn', async () => {
    const fresh = await buildSession(db());
    const freshId = await finishedInterview(db(), fresh.user.id, '销售代表', { content: 75 });
    const status = await call('GET', `/api/recommend/talentPool?interviewId=${freshId}`, fresh.headers);
    expect(status.json().data).toEqual({ interview_id: freshId, in_pool: false, visible: false });

    const { user, headers } = await buildSession(db(), { talentPoolVisible: true });
    const id = await finishedInterview(db(), user.id, '销售代表', { content: 75 });
    await call('POST', '/api/recommend/add', headers, { interviewId: id });
    const listed = await call('GET', `/api/recommend/talentPool?interviewId=${id}`, headers);
    expect(listed.json().data).toEqual({ interview_id: id, in_pool: true, visible: true });
    for (let i = 0; i < 2; i++) {
      const withdrawn = await call('POST', '/api/recommend/talentPool/withdraw', headers, {
        interviewId: id,
      });
      expect(withdrawn.json()).toMatchObject({
        code: 1,
        msg: RECOMMEND_MESSAGES.talentPoolWithdrawn,
        data: { in_pool: false },
      });
    }
    const other = await buildSession(db());
    const theirs = await call('POST', '/api/recommend/talentPool/withdraw', other.headers, {
      interviewId: id,
    });
    expect(theirs.statusCode).toBe(404);
  });
});
