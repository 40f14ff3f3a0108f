import { EXPECTATION_MESSAGES, EXPECTATIONS_MAX } from '@app/shared/expectations';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';

const frontEnd = {
  job_type: 0,
  job_objective: '前端开发',
  desired_city: '北京,上海',
  expected_salary_start: 15,
  expected_salary_end: 25,
};

describeEachBackend('job expectations', (ctx) => {
  const app = () => ctx().app;
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => app().inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('requires auth', async () => {
    for (const [method, url] of [
      ['GET', '/api/userExpect/list'],
      ['GET', '/api/userExpect/user'],
      ['GET', '/api/userExpect/detail?id=1'],
      ['POST', '/api/userExpect/add'],
      ['POST', '/api/userExpect/edit'],
      ['DELETE', '/api/userExpect/delete?id=1'],
    ] as const) {
      expect((await call(method, url, {}, method === 'POST' ? frontEnd : undefined)).statusCode).toBe(401);
    }
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(app().db);
    const cases = [
      { ...frontEnd, job_objective: '  ' },
      { ...frontEnd, desired_city: '' },
      { ...frontEnd, job_type: 9 },
      { ...frontEnd, expected_salary_start: -1 },
      { ...frontEnd, expected_salary_start: '字'.repeat(31) },
    ];
    for (const payload of cases) {
      const res = await call('POST', '/api/userExpect/add', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call('POST', '/api/userExpect/add', headers, { ...frontEnd, desired_city: '' })).json().msg,
    ).toContain(EXPECTATION_MESSAGES.cityRequired);
  });

  it('adds, lists, reads, edits and deletes, keeping the intern salary string as sent', async () => {
    const { headers } = await buildSession(app().db);
    const added = await call('POST', '/api/userExpect/add', headers, frontEnd);
    expect(added.json()).toMatchObject({ code: 1, msg: EXPECTATION_MESSAGES.added });
    const id = added.json().data.id;
    const intern = {
      job_type: 2,
      job_objective: '运营实习生',
      desired_city: '杭州',
      expected_salary_start: '150元 - 200元/天',
      expected_salary_end: '',
    };
    await call('POST', '/api/userExpect/add', headers, intern);

    const list = (await call('GET', '/api/userExpect/list', headers)).json().data;
    expect(list.count).toBe(2);
    expect(list.lists[0]).toMatchObject({ id, expected_salary_start: '15', desired_city: '北京,上海' });
    expect(list.lists[1]).toMatchObject({
      expected_salary_start: '150元 - 200元/天',
      expected_salary_end: '',
    });
    expect((await call('GET', '/api/userExpect/user', headers)).json().data.count).toBe(2);

    const edited = await call('POST', '/api/userExpect/edit', headers, {
      ...frontEnd,
      id,
      job_objective: '全栈开发',
    });
    expect(edited.json()).toMatchObject({ code: 1, msg: EXPECTATION_MESSAGES.updated });
    const detail = await call('GET', `/api/userExpect/detail?id=${id}`, headers);
    expect(detail.json().data.job_objective).toBe('全栈开发');

    const deleted = await call('DELETE', `/api/userExpect/delete?id=${id}`, headers);
    expect(deleted.json()).toMatchObject({ code: 1, msg: EXPECTATION_MESSAGES.deleted });
    expect((await call('GET', `/api/userExpect/detail?id=${id}`, headers)).statusCode).toBe(404);
  });

  it('never shows or changes another user’s expectation', async () => {
    const owner = await buildSession(app().db);
    const other = await buildSession(app().db);
    const id = (await call('POST', '/api/userExpect/add', owner.headers, frontEnd)).json().data.id;
    expect((await call('GET', `/api/userExpect/detail?id=${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('POST', '/api/userExpect/edit', other.headers, { ...frontEnd, id })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/userExpect/delete?id=${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/userExpect/list', other.headers)).json().data.count).toBe(0);
    expect(
      (await call('GET', `/api/userExpect/detail?id=${id}`, owner.headers)).json().data.job_objective,
    ).toBe('前端开发');
  });

  it(`keeps at most ${EXPECTATIONS_MAX} per user`, async () => {
    const { headers } = await buildSession(app().db);
    for (let i = 0; i < EXPECTATIONS_MAX; i++) await call('POST', '/api/userExpect/add', headers, frontEnd);
    const over = await call('POST', '/api/userExpect/add', headers, frontEnd);
    expect(over.json()).toMatchObject({ code: 0, msg: EXPECTATION_MESSAGES.tooMany });
  });
});
