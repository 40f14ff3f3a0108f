import { FEEDBACK_MESSAGES } from '@app/shared/feedback';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { feedback, interviews } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';

describeEachBackend('POST /api/feedback/submit', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const submit = (headers: Record<string, string>, payload: object) =>
    app().inject({ method: 'POST', url: '/api/feedback/submit', headers, payload });

  it('requires auth', async () => {
    const res = await submit({}, { emojiIndex: 1, feedbackText: '很好' });
    expect(res.statusCode).toBe(401);
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    const cases = [
      { emojiIndex: 5, feedbackText: 'x' },
      { emojiIndex: '1', feedbackText: 'x' },
      { feedbackText: '字'.repeat(2001) },
      { feedbackText: 'x', source: 'footer' },
    ];
    for (const payload of cases) {
      const res = await submit(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(0);
    }
    expect((await submit(headers, { feedbackText: '字'.repeat(2001) })).json().msg).toContain(
      '反馈内容不能超过2000个字符',
    );
  });

  it('header feedback needs words (请输入反馈内容)', async () => {
    const { headers } = await buildSession(db());
    for (const feedbackText of [undefined, '', '   ']) {
      const res = await submit(headers, { emojiIndex: 1, feedbackText });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 0, msg: FEEDBACK_MESSAGES.textRequired, data: null });
    }
    expect(FEEDBACK_MESSAGES.textRequired).toBe('请输入反馈内容');
  });

  it('sidebar feedback needs an emoji (请选择一个表情来反馈您的体验); index 0 counts', async () => {
    const { user, headers } = await buildSession(db());
    const none = await submit(headers, { source: 'sidebar', feedbackText: '还行' });
    expect(none.json()).toEqual({ code: 0, msg: '请选择一个表情来反馈您的体验', data: null });
    const zero = await submit(headers, { source: 'sidebar', emojiIndex: 0 });
    expect(zero.json()).toEqual({ code: 1, msg: '感谢您的反馈！', data: null });
    const rows = await db().select().from(feedback).where(eq(feedback.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ source: 'sidebar', emojiIndex: 0, feedbackText: '' })]);
  });

  it('stores header feedback with trimmed text and answers 感谢您的反馈！', async () => {
    const { user, headers } = await buildSession(db());
    const res = await submit(headers, {
      emojiIndex: 2,
      feedbackText: '  希望增加更多岗位  ',
      page: '/?mode=jobs&jobId=3',
    });
    expect(res.json()).toEqual({ code: 1, msg: '感谢您的反馈！', data: null });
    const [row] = await db().select().from(feedback).where(eq(feedback.userId, user.id));
    expect(row).toMatchObject({
      source: 'header',
      emojiIndex: 2,
      feedbackText: '希望增加更多岗位',
      interviewId: null,
      page: '/?mode=jobs&jobId=3',
    });
  });

  it('interview feedback needs both and only names an interview of the user', async () => {
    const owner = await buildSession(db());
    const other = await buildSession(db());
    const [interview] = await db()
      .insert(interviews)
      .values({ userId: owner.user.id, interviewName: '前端面试' })
      .returning();
    const base = { source: 'interview', interview_id: interview!.id };
    expect((await submit(owner.headers, { ...base, feedbackText: '不错' })).json().msg).toBe(
      FEEDBACK_MESSAGES.emojiRequired,
    );
    expect((await submit(owner.headers, { ...base, emojiIndex: 1 })).json().msg).toBe(
      FEEDBACK_MESSAGES.textRequired,
    );
    const foreign = await submit(other.headers, { ...base, emojiIndex: 1, feedbackText: '不错' });
    expect(foreign.statusCode).toBe(404);
    expect(await db().select().from(feedback).where(eq(feedback.userId, other.user.id))).toEqual([]);
    const ok = await submit(owner.headers, { ...base, emojiIndex: 1, feedbackText: '不错' });
    expect(ok.json().code).toBe(1);
    const [row] = await db().select().from(feedback).where(eq(feedback.userId, owner.user.id));
    expect(row).toMatchObject({ interviewId: interview!.id, emojiIndex: 1 });
  });
});
