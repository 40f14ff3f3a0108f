import { DELETED_INTERVIEW_KEEP_DAYS, HISTORY_MESSAGES } from '@app/shared/history-messages';
import { BATCH_DELETE_MAX, INTERVIEW_NAME_MAX, SCORE_DIMENSIONS, TREND_MAX } from '@app/shared/interviews';
import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../infra/db/client.ts';
import { createTestApp, describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { purgeDeletedInterviews } from './history-service.ts';
import {
  type InterviewStatus,
  interviewLines,
  interviewScores,
  interviews,
  type NewInterview,
} from './tables.ts';

const DAY = 86_400_000;

/** One interview of `userId`; `daysAgo` sets its creation time so the order is known. */
async function buildInterview(
  db: Db,
  userId: number,
  fields: Partial<NewInterview> & { daysAgo?: number } = {},
): Promise<number> {
  const { daysAgo = 0, ...rest } = fields;
  const [row] = await db
    .insert(interviews)
    .values({
      userId,
      interviewName: '前端工程师模拟面试',
      interviewPosition: '前端工程师',
      status: 'finished' as InterviewStatus,
      overallScore: 78,
      createdAt: new Date(Date.now() - daysAgo * DAY),
      ...rest,
    })
    .returning({ id: interviews.id });
  return row!.id;
}

describeEachBackend('interview history', (ctx, backend) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('requires auth', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/interview/list', undefined],
      ['PUT', '/api/interview/update', { id: 1, interview_name: 'x' }],
      ['DELETE', '/api/interview/delete?id=1', undefined],
      ['DELETE', '/api/interview/batchDelete', { ids: [1] }],
      ['GET', '/api/interview/getLastDeleteInterview', undefined],
      ['POST', '/api/interview/restoreInterview/1', undefined],
      ['GET', '/api/interview/trend', undefined],
    ] as const) {
      const res = await call(method, url, {}, payload);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('400 on bad input, with a message a user can read', async () => {
    const { headers } = await buildSession(db());
    for (const url of [
      '/api/interview/list?page_no=0',
      '/api/interview/list?page_size=abc',
      '/api/interview/list?page_no=99999999999',
      `/api/interview/list?interviewName=${'长'.repeat(INTERVIEW_NAME_MAX + 1)}`,
    ]) {
      expect((await call('GET', encodeURI(url), headers)).statusCode, url).toBe(400);
    }
    for (const url of [
      '/api/interview/delete?id=abc',
      '/api/interview/delete',
      '/api/interview/delete?id=-1',
    ]) {
      expect((await call('DELETE', url, headers)).statusCode, url).toBe(400);
    }
    expect((await call('POST', '/api/interview/restoreInterview/abc', headers)).statusCode).toBe(400);

    const many = await call('DELETE', '/api/interview/batchDelete', headers, {
      ids: Array.from({ length: 10_000 }, (_, i) => i + 1),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().msg).toContain(`一次最多删除${BATCH_DELETE_MAX}项记录`);
    expect((await call('DELETE', '/api/interview/batchDelete', headers, { ids: [] })).statusCode).toBe(400);
    expect((await call('DELETE', '/api/interview/batchDelete', headers, { ids: ['x'] })).statusCode).toBe(
      400,
    );

    const long = await call('PUT', '/api/interview/update', headers, {
      id: 1,
      interview_name: '名'.repeat(10_000),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain(`面试名称不能超过${INTERVIEW_NAME_MAX}个字符`);
    const blank = await call('PUT', '/api/interview/update', headers, { id: 1, interview_name: '   ' });
    expect(blank.statusCode).toBe(400);
  });

  it('lists the user’s own records newest first, paged, without the deleted', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    const ids: number[] = [];
    for (let i = 0; i < 14; i++) {
      ids.push(await buildInterview(db(), user.id, { interviewName: `面试${i}`, daysAgo: 14 - i }));
    }
    await buildInterview(db(), user.id, { interviewName: '已删除', deletedAt: new Date() });
    await buildInterview(db(), other.user.id, { interviewName: '别人的' });

    const first = (await call('GET', '/api/interview/list?page_no=1&page_size=12', headers)).json();
    expect(first.code).toBe(1);
    expect(first.data.count).toBe(14);
    expect(first.data.lists).toHaveLength(12);
    expect(first.data.lists[0]).toMatchObject({
      id: ids[13],
      interview_id: ids[13],
      interview_name: '面试13',
      interview_position: '前端工程师',
      overall_score: 78,
      status: 'finished',
    });
    expect(Date.parse(first.data.lists[0].create_time)).toBeGreaterThan(
      Date.parse(first.data.lists[1].create_time),
    );
    const second = (await call('GET', '/api/interview/list?page_no=2&page_size=12', headers)).json();
    expect(second.data.lists.map((i: { id: number }) => i.id)).toEqual([ids[1], ids[0]]);

    // The submit dialog's form: pageNo and pageSize.
    const dialog = (await call('GET', '/api/interview/list?pageNo=1&pageSize=50', headers)).json();
    expect(dialog.data.lists).toHaveLength(14);
    // Without paging: the history's page size.
    expect((await call('GET', '/api/interview/list', headers)).json().data.lists).toHaveLength(12);
  });

  it('searches by name within the user’s records only, wildcards taken literally', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    await buildInterview(db(), user.id, { interviewName: 'Java后端面试' });
    await buildInterview(db(), user.id, { interviewName: '产品经理 100%' });
    await buildInterview(db(), user.id, { interviewName: '前端面试' });
    await buildInterview(db(), other.user.id, { interviewName: 'java后端面试' });
    const search = async (name: string) =>
      (await call('GET', `/api/interview/list?interviewName=${encodeURIComponent(name)}`, headers)).json()
        .data;

    const java = await search('java');
    expect(java.count).toBe(1);
    expect(java.lists[0].interview_name).toBe('Java后端面试');
    expect((await search('%')).lists.map((i: { interview_name: string }) => i.interview_name)).toEqual([
      '产品经理 100%',
    ]);
    expect((await search('_')).count).toBe(0);
    expect((await search('面试')).count).toBe(2);
    // A blank search is no search.
    expect((await search('  ')).count).toBe(3);
  });

  it('renames, trimming the name; another user’s, a missing and a deleted record are the same 404', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    const id = await buildInterview(db(), user.id);
    const deleted = await buildInterview(db(), user.id, { deletedAt: new Date() });

    const res = await call('PUT', '/api/interview/update', headers, { id, interview_name: '  新名字  ' });
    expect(res.json()).toMatchObject({ code: 1, msg: HISTORY_MESSAGES.renamed });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, id));
    expect(row!.interviewName).toBe('新名字');

    const answers = [
      await call('PUT', '/api/interview/update', other.headers, { id, interview_name: '偷改' }),
      await call('PUT', '/api/interview/update', headers, { id: 2_000_000_000, interview_name: '偷改' }),
      await call('PUT', '/api/interview/update', headers, { id: deleted, interview_name: '偷改' }),
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(404);
      expect(a.json()).toEqual(answers[0]!.json());
    }
    const [still] = await db().select().from(interviews).where(eq(interviews.id, id));
    expect(still!.interviewName).toBe('新名字');
  });

  it('deletes softly, offers the last deleted for undo, and restores it', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    const older = await buildInterview(db(), user.id, { interviewName: '先删的', daysAgo: 2 });
    const newer = await buildInterview(db(), user.id, { interviewName: '后删的', daysAgo: 1 });

    expect((await call('GET', '/api/interview/getLastDeleteInterview', headers)).json().data).toBeNull();
    expect((await call('DELETE', `/api/interview/delete?id=${older}`, other.headers)).statusCode).toBe(404);
    const del = await call('DELETE', `/api/interview/delete?id=${older}`, headers);
    expect(del.json()).toMatchObject({ code: 1, msg: HISTORY_MESSAGES.deleted });
    // Deleted a minute ago, so the next delete is the last one whatever the clock's resolution.
    const minuteAgo = new Date(Date.now() - 60_000);
    await db().update(interviews).set({ deletedAt: minuteAgo }).where(eq(interviews.id, older));
    await call('DELETE', `/api/interview/delete?id=${newer}`, headers);
    // Deleted twice: the record is no longer there.
    expect((await call('DELETE', `/api/interview/delete?id=${newer}`, headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/interview/list', headers)).json().data.count).toBe(0);
    const [kept] = await db().select().from(interviews).where(eq(interviews.id, newer));
    expect(kept!.deletedAt).toBeInstanceOf(Date);

    const last = (await call('GET', '/api/interview/getLastDeleteInterview', headers)).json().data;
    expect(last).toMatchObject({ id: newer, interview_name: '后删的' });
    expect(typeof last.delete_time).toBe('string');
    expect(
      (await call('GET', '/api/interview/getLastDeleteInterview', other.headers)).json().data,
    ).toBeNull();

    expect((await call('POST', `/api/interview/restoreInterview/${newer}`, other.headers)).statusCode).toBe(
      404,
    );
    const restored = await call('POST', `/api/interview/restoreInterview/${newer}`, headers);
    expect(restored.json()).toMatchObject({ code: 1, msg: HISTORY_MESSAGES.restored });
    // A live record is not 'deleted': restoring it again is the 404.
    expect((await call('POST', `/api/interview/restoreInterview/${newer}`, headers)).statusCode).toBe(404);
    const list = (await call('GET', '/api/interview/list', headers)).json().data;
    expect(list.lists.map((i: { id: number }) => i.id)).toEqual([newer]);
    expect((await call('GET', '/api/interview/getLastDeleteInterview', headers)).json().data.id).toBe(older);
  });

  it('batch-deletes the caller’s records only and says how many', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    const mine = [await buildInterview(db(), user.id), await buildInterview(db(), user.id)];
    const keep = await buildInterview(db(), user.id);
    const theirs = await buildInterview(db(), other.user.id);

    const res = await call('DELETE', '/api/interview/batchDelete', headers, {
      ids: [...mine, mine[0], theirs, 2_000_000_000],
    });
    expect(res.json()).toMatchObject({ code: 1, msg: HISTORY_MESSAGES.batchDeleted(2), data: { count: 2 } });
    expect(res.json().msg).toBe('成功删除 2 项记录');
    const list = (await call('GET', '/api/interview/list', headers)).json().data;
    expect(list.lists.map((i: { id: number }) => i.id)).toEqual([keep]);
    const [theirRow] = await db().select().from(interviews).where(eq(interviews.id, theirs));
    expect(theirRow!.deletedAt).toBeNull();

    const none = await call('DELETE', '/api/interview/batchDelete', headers, { ids: [theirs, ...mine] });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe(HISTORY_MESSAGES.notFound);
  });

  it(`purges what was deleted more than ${DELETED_INTERVIEW_KEEP_DAYS} days ago, with its lines and scores, once`, async () => {
    const { user, headers } = await buildSession(db());
    const now = Date.now();
    const old = await buildInterview(db(), user.id, {
      deletedAt: new Date(now - (DELETED_INTERVIEW_KEEP_DAYS + 1) * DAY),
    });
    const recent = await buildInterview(db(), user.id, {
      deletedAt: new Date(now - (DELETED_INTERVIEW_KEEP_DAYS - 1) * DAY),
    });
    const live = await buildInterview(db(), user.id, { daysAgo: 100 });
    await db()
      .insert(interviewLines)
      .values({ interviewId: old, seq: 1, speaker: 'interviewer', kind: 'question', text: '请介绍一下自己' });
    await db().insert(interviewScores).values({ interviewId: old, dimension: 'content', score: 70 });

    // An old deletion can no longer be restored, nor offered for undo.
    expect((await call('POST', `/api/interview/restoreInterview/${old}`, headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/interview/getLastDeleteInterview', headers)).json().data.id).toBe(recent);

    // Two processes purging at once: each row goes once, neither fails.
    const [a, b] = await Promise.all([purgeDeletedInterviews(db()), purgeDeletedInterviews(db())]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const left = await db()
      .select({ id: interviews.id })
      .from(interviews)
      .where(inArray(interviews.id, [old, recent, live]));
    expect(left.map((r) => r.id).sort()).toEqual([recent, live].sort());
    expect(await db().select().from(interviewLines).where(eq(interviewLines.interviewId, old))).toEqual([]);
    expect(await db().select().from(interviewScores).where(eq(interviewScores.interviewId, old))).toEqual([]);
    expect(await purgeDeletedInterviews(db())).toBe(0);
  });

  it('purges old deletions when a server process starts', async () => {
    const { user } = await buildSession(db());
    const old = await buildInterview(db(), user.id, {
      deletedAt: new Date(Date.now() - (DELETED_INTERVIEW_KEEP_DAYS + 2) * DAY),
    });
    // A second process of the same deployment, on the same database.
    const second = await createTestApp(backend, { database: ctx().infra.database });
    try {
      await expect
        .poll(async () => (await db().select().from(interviews).where(eq(interviews.id, old))).length, {
          timeout: 5_000,
        })
        .toBe(0);
    } finally {
      await second.close();
    }
  });

  it('gives the trend of the latest finished interviews, oldest first, with each dimension', async () => {
    const { user, headers } = await buildSession(db());
    const other = await buildSession(db());
    expect((await call('GET', '/api/interview/trend', headers)).json().data).toEqual({ lists: [] });
    const ids: number[] = [];
    for (let i = 0; i < TREND_MAX + 2; i++) {
      ids.push(await buildInterview(db(), user.id, { overallScore: 50 + i, daysAgo: 40 - i }));
    }
    await buildInterview(db(), user.id, { status: 'ongoing', overallScore: null });
    await buildInterview(db(), user.id, { deletedAt: new Date() });
    await buildInterview(db(), other.user.id);
    const last = ids[ids.length - 1]!;
    await db()
      .insert(interviewScores)
      .values([
        { interviewId: last, dimension: 'content', score: 88 },
        { interviewId: last, dimension: 'body_language', score: null },
      ]);

    const { lists } = (await call('GET', '/api/interview/trend', headers)).json().data;
    expect(lists).toHaveLength(TREND_MAX);
    expect(lists.map((t: { interview_id: number }) => t.interview_id)).toEqual(ids.slice(2));
    expect(lists.at(-1)).toMatchObject({ interview_id: last, overall_score: 50 + TREND_MAX + 1 });
    expect(Object.keys(lists.at(-1).scores).sort()).toEqual([...SCORE_DIMENSIONS].sort());
    expect(lists.at(-1).scores.content).toBe(88);
    expect(lists.at(-1).scores.body_language).toBeNull();
    expect(lists[0].scores.content).toBeNull();
  });
});
