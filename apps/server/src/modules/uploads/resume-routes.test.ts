import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { files, users } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, upload } from '../../test/fixtures/helpers.ts';

type Headers = Record<string, string>;

async function uploadResume(app: FastifyInstance, headers: Headers, filename: string, name = 'resume.pdf') {
  const res = await upload(app, headers, { filename, content: fixture(name) }, 'resume');
  expect(res.json().code).toBe(1);
  return res.json().data.id as number;
}

describeEachBackend('resume management /api/resume/*', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const list = async (headers: Headers) => (await app().inject({ url: '/api/resume/list', headers })).json();
  const defaultOf = async (userId: number) =>
    (await db().select().from(users).where(eq(users.id, userId)))[0]!.defaultResumeFileId;

  it('requires auth', async () => {
    const calls = [
      app().inject({ url: '/api/resume/list' }),
      app().inject({ url: '/api/resume/detail?id=1' }),
      app().inject({ method: 'POST', url: '/api/resume/rename', payload: { id: 1, name: 'x' } }),
      app().inject({ method: 'DELETE', url: '/api/resume/delete?id=1' }),
      app().inject({ method: 'POST', url: '/api/resume/setDefault', payload: { id: 1 } }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    const bad = [
      app().inject({ url: '/api/resume/detail', headers }),
      app().inject({ url: '/api/resume/detail?id=abc', headers }),
      app().inject({ method: 'POST', url: '/api/resume/rename', headers, payload: { id: 1, name: '  ' } }),
      app().inject({ method: 'DELETE', url: '/api/resume/delete?id=-1', headers }),
      app().inject({ method: 'POST', url: '/api/resume/setDefault', headers, payload: {} }),
    ];
    const answers = await Promise.all(bad);
    for (const res of answers) expect(res.statusCode).toBe(400);
    expect(answers[2]!.json().msg).toContain('请输入简历名称');
  });

  it('lists the resumes newest first with the default marked', async () => {
    const { headers } = await buildSession(db());
    expect(await list(headers)).toEqual({ code: 1, msg: 'success', data: [] });
    const first = await uploadResume(app(), headers, '第一份.pdf');
    const second = await uploadResume(app(), headers, '第二份.docx', 'resume.docx');
    const broken = await uploadResume(app(), headers, '坏的.pdf', 'truncated.pdf');
    // An avatar is not a resume.
    await upload(app(), headers, { filename: 'a.png', content: fixture('avatar.png') }, 'avatar');
    const { data } = await list(headers);
    expect(data.map((r: { id: number }) => r.id)).toEqual([broken, second, first]);
    expect(data[2]).toMatchObject({
      name: '第一份.pdf',
      is_default: true,
      parsed: true,
      mime: 'application/pdf',
      size: fixture('resume.pdf').length,
    });
    expect(data[0]).toMatchObject({ is_default: false, parsed: false });
    expect(data[1].url).toMatch(/^\/api\/files\/resume\//);
  });

  it('answers the detail with the parsed text', async () => {
    const { headers } = await buildSession(db());
    const id = await uploadResume(app(), headers, 'cv.doc', 'resume.doc');
    const res = await app().inject({ url: `/api/resume/detail?id=${id}`, headers });
    expect(res.json()).toMatchObject({ code: 1, data: { id, name: 'cv.doc', parsed: true } });
    expect(res.json().data.text).toContain('前端开发工程师');
  });

  it('renames', async () => {
    const { headers } = await buildSession(db());
    const id = await uploadResume(app(), headers, 'cv.pdf');
    const res = await app().inject({
      method: 'POST',
      url: '/api/resume/rename',
      headers,
      payload: { id, name: '  前端简历 2026 ' },
    });
    expect(res.json()).toMatchObject({ code: 1, msg: '修改成功' });
    expect((await list(headers)).data[0].name).toBe('前端简历 2026');

    // Bidirectional overrides and control characters never reach the stored name.
    await app().inject({
      method: 'POST',
      url: '/api/resume/rename',
      headers,
      payload: { id, name: '简历\u202efdp.exe\u0007' },
    });
    expect((await list(headers)).data[0].name).toBe('简历fdp.exe');
  });

  it('deletes: soft row, bytes removed, the newest remaining becomes the default', async () => {
    const { user, headers } = await buildSession(db());
    const first = await uploadResume(app(), headers, 'a.pdf');
    const second = await uploadResume(app(), headers, 'b.pdf');
    const third = await uploadResume(app(), headers, 'c.pdf');
    expect(await defaultOf(user.id)).toBe(first);
    const [row] = await db().select().from(files).where(eq(files.id, first));

    const res = await app().inject({ method: 'DELETE', url: `/api/resume/delete?id=${first}`, headers });
    expect(res.json()).toMatchObject({ code: 1, msg: '删除成功' });
    expect(await defaultOf(user.id)).toBe(third);
    const [after] = await db().select().from(files).where(eq(files.id, first));
    expect(after!.deletedAt).toBeInstanceOf(Date);
    expect(await app().storage.get(row!.storageKey)).toBeNull();
    expect((await list(headers)).data.map((r: { id: number }) => r.id)).toEqual([third, second]);

    // Deleting a non-default one keeps the default.
    await app().inject({ method: 'DELETE', url: `/api/resume/delete?id=${second}`, headers });
    expect(await defaultOf(user.id)).toBe(third);
    await app().inject({ method: 'DELETE', url: `/api/resume/delete?id=${third}`, headers });
    expect(await defaultOf(user.id)).toBeNull();
    const again = await app().inject({ method: 'DELETE', url: `/api/resume/delete?id=${third}`, headers });
    expect(again.statusCode).toBe(404);
  });

  it('sets the default', async () => {
    const { user, headers } = await buildSession(db());
    await uploadResume(app(), headers, 'a.pdf');
    const second = await uploadResume(app(), headers, 'b.pdf');
    const res = await app().inject({
      method: 'POST',
      url: '/api/resume/setDefault',
      headers,
      payload: { id: second },
    });
    expect(res.json().code).toBe(1);
    expect(await defaultOf(user.id)).toBe(second);
    expect((await list(headers)).data[0]).toMatchObject({ id: second, is_default: true });
  });

  it("never reads or changes another user's resume: 404 and nothing moves", async () => {
    const owner = await buildSession(db());
    const other = await buildSession(db());
    const id = await uploadResume(app(), owner.headers, 'mine.pdf');
    const h = other.headers;
    const answers = await Promise.all([
      app().inject({ url: `/api/resume/detail?id=${id}`, headers: h }),
      app().inject({ method: 'POST', url: '/api/resume/rename', headers: h, payload: { id, name: '偷改' } }),
      app().inject({ method: 'DELETE', url: `/api/resume/delete?id=${id}`, headers: h }),
      app().inject({ method: 'POST', url: '/api/resume/setDefault', headers: h, payload: { id } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe('简历不存在或已删除');
    }
    expect((await list(h)).data).toEqual([]);
    expect(await defaultOf(other.user.id)).toBeNull();
    const mine = (await list(owner.headers)).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id, name: 'mine.pdf', is_default: true });
  });
});
