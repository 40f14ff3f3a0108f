import { randomBytes } from 'node:crypto';
import { ok, pagedOf } from '@app/shared/api';
import { hotJobsInput, JOB_MESSAGES, jobResponse } from '@app/shared/jobs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf } from '../../http/envelope.ts';
import { paged } from '../../http/paging.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildCompany, buildJob, buildSession } from '../../test/factories.ts';
import { multipart } from '../../test/fixtures/helpers.ts';
import { jobsPrivacy } from './privacy.ts';
import { followPlan, planFor, searchJobs } from './search.ts';
import { jobReports, jobs } from './tables.ts';

describeEachBackend('the hot-jobs board', (ctx) => {
  const app = () => ctx().app;
  // Every job of this suite shares one category, so searches see only them whatever else the database holds.
  const category = `测试类目${randomBytes(3).toString('hex')}`;
  const ids: Record<string, number> = {};
  const search = (payload: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/api/search/hotJobs', headers, payload: { category, ...payload } });
  const titles = async (payload: object) =>
    (await search(payload)).json().data.lists.map((j: { title: string }) => j.title);

  beforeAll(async () => {
    const db = app().db;
    const company = await buildCompany(db, '星河科技有限公司');
    const job = (title: string, fields: object = {}) =>
      buildJob(db, { companyId: company.id, companyName: company.name, category, title, ...fields }).then(
        (j) => {
          ids[title] = j.id;
        },
      );
    const day = 24 * 3600 * 1000;
    await job('高级前端开发工程师', {
      jobKeywords: 'React,TypeScript',
      city: '上海',
      education: 4,
      salaryStart: 25,
      salaryEnd: 40,
      publishTime: new Date(Date.now() - 2 * day),
    });
    await job('Java 后端工程师', {
      jobKeywords: 'Java,Spring',
      city: '北京',
      salaryStart: 20,
      salaryEnd: 30,
    });
    await job('新媒体运营', {
      description: '1. 负责 100%_增长 的内容运营',
      city: '杭州',
      recruitmentType: 2,
      salaryStart: 150,
      salaryEnd: 200,
      publishTime: new Date(Date.now() - 20 * day),
    });
    await job('已下线的岗位', { status: 0 });
  });

  it('finds Chinese words inside titles, and English case-insensitively in keywords', async () => {
    expect(await titles({ keyword: '前端' })).toEqual(['高级前端开发工程师']);
    expect(await titles({ keyword: 'react' })).toEqual(['高级前端开发工程师']);
    expect(await titles({ keyword: '星河' })).toHaveLength(3);
    expect(await titles({ keyword: '内容运营' })).toEqual(['新媒体运营']);
  });

  it('answers what the declared response schema would: the same fields in the same order', async () => {
    for (const payload of [{ keyword: '星河' }, { keyword: '量子纠缠' }, { page_no: 101 }]) {
      const body = (await search(payload)).json();
      // The route's declared response, every field and no other, in its order (zod writes an object's
      // fields in the schema's order): the answer written again is the same text.
      const declared = envelopeOf(pagedOf(jobResponse.strict()).strict()).strict();
      expect(JSON.stringify(body)).toBe(JSON.stringify(declared.parse(body)));
      // And the envelope ok(paged(…)) makes, with the same list and count.
      expect(JSON.stringify(body)).toBe(JSON.stringify(ok(paged(body.data.lists, body.data.count))));
    }
  });

  it('takes % and _ in a keyword as the characters themselves', async () => {
    expect(await titles({ keyword: '100%_增长' })).toEqual(['新媒体运营']);
    expect(await titles({ keyword: '%' })).toEqual(['新媒体运营']);
    expect(await titles({ keyword: "'; drop table jobs; --" })).toEqual([]);
  });

  it('combines filters and leaves closed jobs out', async () => {
    expect(await titles({ city: '上海', education: 4 })).toEqual(['高级前端开发工程师']);
    expect(await titles({ recruitment_type: 2 })).toEqual(['新媒体运营']);
    expect(await titles({ publish_days: 7, city: '全国' })).toEqual([
      'Java 后端工程师',
      '高级前端开发工程师',
    ]);
    expect(await titles({ salary_min: 35 })).toEqual(['高级前端开发工程师', '新媒体运营']);
    expect(await titles({ salary_min: 35, recruitment_type: 0 })).toEqual(['高级前端开发工程师']);
    expect(await titles({ job_objective: '工程师', sort_by: 'salary' })).toEqual([
      '高级前端开发工程师',
      'Java 后端工程师',
    ]);
    expect(await titles({ keyword: '下线' })).toEqual([]);
  });

  it('takes a comma list of cities as any of them, merged newest first and paged', async () => {
    expect(await titles({ city: '上海,杭州' })).toEqual(['高级前端开发工程师', '新媒体运营']);
    expect(await titles({ city: '北京，上海', sort_by: 'salary' })).toEqual([
      '高级前端开发工程师',
      'Java 后端工程师',
    ]);
    expect(await titles({ city: '北京,全国' })).toHaveLength(3);
    const second = (await search({ city: '北京,上海,杭州', page_size: 2, page_no: 2 })).json().data;
    expect(second).toEqual({ count: 3, lists: [expect.objectContaining({ title: '新媒体运营' })] });
    const tooMany = await search({ city: '北京,上海,杭州,广州,深圳,成都' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toContain(JOB_MESSAGES.tooManyCities);
  });

  it('pages newest first and counts every match', async () => {
    const first = (await search({ page_size: 2 })).json().data;
    expect(first.count).toBe(3);
    expect(first.lists.map((j: { title: string }) => j.title)).toEqual([
      'Java 后端工程师',
      '高级前端开发工程师',
    ]);
    const second = (await search({ page_size: 2, page_no: 2 })).json().data;
    expect(second.lists.map((j: { title: string }) => j.title)).toEqual(['新媒体运营']);
  });

  it('stops counting at the cap, so a common keyword does not cost a count of every match', async () => {
    const input = hotJobsInput.parse({ category });
    const window = { limit: 1, offset: 0 };
    const capped = await planFor(app().db, input, null, window, 2);
    expect((await followPlan(capped.run, capped.plan)).total).toBe(2);
    expect((await searchJobs(app().db, input, null, window)).total).toBe(3);
  });

  it('answers a page past the deepest one empty, without reading every job before it', async () => {
    for (const payload of [
      { page_no: 100_000, page_size: 50 },
      { page_no: 101, keyword: '运营' },
    ]) {
      const res = await search(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 1, data: { lists: [] } });
    }
    // The 1000th job is still on a page.
    expect((await search({ page_no: 20, page_size: 50 })).statusCode).toBe(200);
  });

  it('400 on bad input', async () => {
    const cases = [
      { page_size: -1 },
      { page_size: 51 },
      { page_no: 0 },
      { education: 9 },
      { recruitment_type: 7 },
      { publish_days: 2 },
      { sort_by: 'random' },
      { keyword: '字'.repeat(10_000) },
      { salary_min: 'a lot' },
    ];
    for (const payload of cases) {
      const res = await search(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(0);
    }
    expect((await search({ keyword: '字'.repeat(51) })).json().msg).toContain(JOB_MESSAGES.keywordTooLong);
    const inverted = await search({ salary_min: 50, salary_max: 10 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().msg).toContain(JOB_MESSAGES.salaryRangeInverted);
  });

  it('answers one job by id, and 404 for one that does not exist', async () => {
    const res = await app().inject({ url: `/api/position/getJobInfo?id=${ids.新媒体运营}` });
    expect(res.json().data).toMatchObject({ title: '新媒体运营', recruitment_type: 2, is_favorite: false });
    const missing = await app().inject({ url: '/api/position/getJobInfo?id=2147483647' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(JOB_MESSAGES.notFound);
  });

  it('favourites require auth', async () => {
    for (const url of ['/api/job/favorite/add', '/api/job/favorite/cancel']) {
      expect((await app().inject({ method: 'POST', url, payload: { job_id: 1 } })).statusCode).toBe(401);
    }
    expect((await app().inject({ url: '/api/job/favorite/list' })).statusCode).toBe(401);
  });

  it('favourites a job, marks it in search and detail, lists it, and cancels it', async () => {
    const seeker = await buildSession(app().db);
    const other = await buildSession(app().db);
    const jobId = ids.高级前端开发工程师!;
    const post = (url: string, headers: Record<string, string>, job_id: number) =>
      app().inject({ method: 'POST', url, headers, payload: { job_id } });

    const added = await post('/api/job/favorite/add', seeker.headers, jobId);
    expect(added.json()).toMatchObject({ code: 1, msg: JOB_MESSAGES.favourited });
    expect((await post('/api/job/favorite/add', seeker.headers, jobId)).json().code).toBe(1);

    const found = (await search({ keyword: '前端' }, seeker.headers)).json().data.lists[0];
    expect(found.is_favorite).toBe(true);
    const seenByOther = (await search({ keyword: '前端' }, other.headers)).json().data.lists[0];
    expect(seenByOther.is_favorite).toBe(false);
    const detail = await app().inject({
      url: `/api/position/getJobInfo?id=${jobId}`,
      headers: seeker.headers,
    });
    expect(detail.json().data.is_favorite).toBe(true);

    const list = await app().inject({ url: '/api/job/favorite/list', headers: seeker.headers });
    expect(list.json().data).toMatchObject({ count: 1, lists: [{ id: jobId, is_favorite: true }] });
    const othersList = await app().inject({ url: '/api/job/favorite/list', headers: other.headers });
    expect(othersList.json().data).toEqual({ lists: [], count: 0 });

    const cancelled = await post('/api/job/favorite/cancel', seeker.headers, jobId);
    expect(cancelled.json()).toMatchObject({ code: 1, msg: JOB_MESSAGES.unfavourited });
    const after = await app().inject({ url: '/api/job/favorite/list', headers: seeker.headers });
    expect(after.json().data.count).toBe(0);
  });

  it('refuses to favourite a job that is not on the board', async () => {
    const seeker = await buildSession(app().db);
    for (const jobId of [ids.已下线的岗位!, 2_147_483_647]) {
      const res = await app().inject({
        method: 'POST',
        url: '/api/job/favorite/add',
        headers: seeker.headers,
        payload: { job_id: jobId },
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('locates a job for its map at its district, and 404s for a job that does not exist', async () => {
    await app()
      .db.update(jobs)
      .set({ jobAddress: '上海市浦东新区科苑路88号' })
      .where(eq(jobs.id, ids.高级前端开发工程师!));
    const res = await app().inject({ url: `/api/position/location?id=${ids.高级前端开发工程师}` });
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        address: '上海市浦东新区科苑路88号',
        city: '上海',
        district: '浦东新区',
        precision: 'district',
      },
    });
    const missing = await app().inject({ url: '/api/position/location?id=2147483647' });
    expect(missing.statusCode).toBe(404);
  });

  describe('POST /api/position/report', () => {
    const report = (headers: Record<string, string>, payload: object) =>
      app().inject({ method: 'POST', url: '/api/position/report', headers, payload });

    it('requires auth', async () => {
      const res = await report({}, { job_id: ids.新媒体运营, reason: '其他' });
      expect(res.statusCode).toBe(401);
    });

    it('400 on bad input: no reason, an unknown reason, a detail too long', async () => {
      const seeker = await buildSession(app().db);
      const jobId = ids.新媒体运营;
      for (const payload of [
        { job_id: jobId },
        { job_id: jobId, reason: '不喜欢' },
        { job_id: jobId, reason: '其他', detail: '长'.repeat(201) },
      ]) {
        const res = await report(seeker.headers, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(0);
      }
    });

    it('records one report per seeker and job, the latest reason winning, and exports it', async () => {
      const seeker = await buildSession(app().db);
      const jobId = ids.新媒体运营!;
      const first = await report(seeker.headers, {
        job_id: jobId,
        reason: '要求缴纳费用',
        detail: '面试要交培训费',
      });
      expect(first.json()).toMatchObject({ code: 1, msg: JOB_MESSAGES.reported });
      await report(seeker.headers, { job_id: jobId, reason: '虚假职位信息' });
      const rows = await app().db.select().from(jobReports).where(eq(jobReports.userId, seeker.user.id));
      expect(rows).toMatchObject([{ jobId, reason: '虚假职位信息', detail: '' }]);
      const exported = await jobsPrivacy.export(app().db, seeker.user.id, { storage: app().storage });
      expect(exported).toMatchObject({ reports: [{ title: '新媒体运营', reason: '虚假职位信息' }] });
    });

    it('404 for a job that does not exist', async () => {
      const seeker = await buildSession(app().db);
      const res = await report(seeker.headers, { job_id: 2_147_483_647, reason: '其他' });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('POST /api/jd/generateJDByPosition', () => {
    const generate = (headers: Record<string, string>, parts: Parameters<typeof multipart>[0]) => {
      const body = multipart(parts);
      return app().inject({
        method: 'POST',
        url: '/api/jd/generateJDByPosition',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    };

    it('requires auth', async () => {
      const res = await generate({}, [{ name: 'position_id', value: String(ids['Java 后端工程师']) }]);
      expect(res.statusCode).toBe(401);
    });

    it('400 on bad input: not a form, no id, a file, an id that is not a number', async () => {
      const seeker = await buildSession(app().db);
      const json = await app().inject({
        method: 'POST',
        url: '/api/jd/generateJDByPosition',
        headers: seeker.headers,
        payload: { position_id: 1 },
      });
      expect(json.statusCode).toBe(400);
      for (const parts of [
        [],
        [{ name: 'position_id', value: 'abc' }],
        [
          { name: 'position_id', value: '1' },
          { name: 'file', filename: 'a.txt', content: Buffer.from('x') },
        ],
      ]) {
        const res = await generate(seeker.headers, parts);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(0);
      }
    });

    it('stores the job as the user’s text JD, readable like an upload', async () => {
      const seeker = await buildSession(app().db);
      const res = await generate(seeker.headers, [
        { name: 'position_id', value: String(ids.高级前端开发工程师) },
      ]);
      expect(res.json()).toMatchObject({ code: 1, data: { name: '高级前端开发工程师.txt' } });
      const file = await app().inject({ url: res.json().data.url, headers: seeker.headers });
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain('职位名称：高级前端开发工程师');
      expect(file.body).toContain('公司：星河科技有限公司');
      expect(file.body).toContain('关键词：React、TypeScript');
    });

    it('404 for a job that does not exist', async () => {
      const seeker = await buildSession(app().db);
      const res = await generate(seeker.headers, [{ name: 'position_id', value: '2147483647' }]);
      expect(res.statusCode).toBe(404);
    });
  });
});
