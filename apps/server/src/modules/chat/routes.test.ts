// Chat over HTTP: applying with an interview (record and grant), messages by seq, idempotent resends, read
// positions, cards, conversation settings, common phrases, and who may see what.
import { CHAT_MESSAGES } from '@app/shared/chat';
import { USER_TYPE } from '@app/shared/constants';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { buildCompany, buildJob, buildSession } from '../../test/factories.ts';
import { post, startedInterview } from '../../test/interviews.ts';

type Headers = Record<string, string>;

async function get(app: FastifyInstance, url: string, headers: Headers) {
  return app.inject({ method: 'GET', url, headers });
}

/** A recruiter with a job, and a seeker with a finished interview. */
async function applyingPair(app: FastifyInstance) {
  const company = await buildCompany(app.db);
  const recruiter = await buildSession(app.db, {
    userType: USER_TYPE.business,
    companyId: company.id,
    nickname: '王经理',
    wechat: 'hr_wechat',
  });
  const job = await buildJob(app.db, {
    companyId: company.id,
    companyName: company.name,
    title: '前端工程师',
    publisherId: recruiter.user.id,
  });
  const seeker = await startedInterview(app);
  const finished = await post(app, '/api/interview/finishInterview', seeker.headers, {
    interviewId: seeker.interviewId,
  });
  expect(finished.json()).toMatchObject({ code: 1 });
  return { company, recruiter, job, seeker };
}

describeEachBackend('chat', (ctx) => {
  const app = () => ctx().app;
  let world: Awaited<ReturnType<typeof applyingPair>>;
  let sessionId: number;

  beforeAll(async () => {
    world = await applyingPair(app());
  });

  it('requires authentication', async () => {
    for (const url of ['/api/chat/sessions', '/api/chat/unreadCount', '/api/common-phrase/all']) {
      expect((await get(app(), url, {})).statusCode).toBe(401);
    }
  });

  it('answers 400 on bad input', async () => {
    const bad = await post(app(), '/api/chat/sendMessage', world.seeker.headers, {
      session_id: 'x',
      content: 1,
    });
    expect(bad.statusCode).toBe(400);
    const tooLong = await post(app(), '/api/chat/sendMessage', world.seeker.headers, {
      session_id: 1,
      content: 'x'.repeat(100 * 1024),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toContain(CHAT_MESSAGES.tooLong);
  });

  it('applies with an interview: checks, opens a conversation, records the application and grants it', async () => {
    const { recruiter, job, seeker } = world;
    const who = await get(app(), `/api/chat/jobRecruiter?jobId=${job.id}`, seeker.headers);
    expect(who.json().data).toMatchObject({
      user_id: recruiter.user.id,
      name: '王经理',
      job_title: '前端工程师',
    });

    const check = `/api/chat/checkSessionExists?targetUserId=${recruiter.user.id}&jobId=${job.id}`;
    expect((await get(app(), check, seeker.headers)).json()).toEqual({ code: 0, msg: '', data: null });

    // Before applying the recruiter may not read the interview.
    const result = `/api/interview/getInterviewResult?interviewId=${seeker.interviewId}`;
    expect((await get(app(), result, recruiter.headers)).statusCode).toBe(404);

    const opened = await post(app(), '/api/chat/getOrCreateSession', seeker.headers, {
      target_user_type: 2,
      target_user_id: recruiter.user.id,
      job_id: job.id,
    });
    expect(opened.json()).toMatchObject({ code: 1, data: { id: expect.any(Number) } });
    sessionId = opened.json().data.id;
    const again = await post(app(), '/api/chat/getOrCreateSession', seeker.headers, {
      target_user_type: 2,
      target_user_id: recruiter.user.id,
      job_id: job.id,
    });
    expect(again.json().data.id).toBe(sessionId);

    const sent = await post(app(), '/api/chat/sendMessage', seeker.headers, {
      session_id: sessionId,
      content: String(seeker.interviewId),
      message_type: 'interview',
      receiver_type: 2,
      receiver_id: recruiter.user.id,
      job_id: job.id,
    });
    expect(sent.json()).toMatchObject({ code: 1, data: { seq: 1, message_type: 'interview' } });

    expect((await get(app(), check, seeker.headers)).json()).toMatchObject({
      code: 1,
      msg: CHAT_MESSAGES.alreadyApplied,
    });
    // The grant: the recruiter of this job reads the result, as sent, and the live one.
    expect((await get(app(), result, recruiter.headers)).json()).toMatchObject({ code: 1 });
    const application = await get(
      app(),
      `/api/chat/application?messageId=${sent.json().data.id}`,
      recruiter.headers,
    );
    expect(application.json()).toMatchObject({
      code: 1,
      data: {
        interview_id: seeker.interviewId,
        job_id: job.id,
        snapshot: { interview_id: seeker.interviewId },
      },
    });
    // Renaming the interview afterwards does not change what was sent.
    await app().inject({
      method: 'PUT',
      url: '/api/interview/update',
      headers: seeker.headers,
      payload: { id: seeker.interviewId, interview_name: '改过的名字' },
    });
    const later = await get(
      app(),
      `/api/chat/application?messageId=${sent.json().data.id}`,
      recruiter.headers,
    );
    expect(later.json().data.snapshot.interview_name).toBe(application.json().data.snapshot.interview_name);

    // Anyone else, another recruiter included, still gets nothing.
    const stranger = await buildSession(app().db, { userType: USER_TYPE.business });
    expect((await get(app(), result, stranger.headers)).statusCode).toBe(404);
    const theirs = await get(
      app(),
      `/api/chat/application?messageId=${sent.json().data.id}`,
      stranger.headers,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it('numbers messages per conversation, stores a resend once and pages by seq', async () => {
    const { seeker, recruiter } = world;
    const first = await post(app(), '/api/chat/sendMessage', seeker.headers, {
      session_id: sessionId,
      content: '<script>alert(1)</script>您好',
      client_id: 'c-1',
    });
    const resend = await post(app(), '/api/chat/sendMessage', seeker.headers, {
      session_id: sessionId,
      content: '<script>alert(1)</script>您好',
      client_id: 'c-1',
    });
    expect(resend.json().data.id).toBe(first.json().data.id);
    expect(first.json().data).toMatchObject({ seq: 2, content: '<script>alert(1)</script>您好' });
    for (let i = 0; i < 5; i++) {
      await post(app(), '/api/chat/sendMessage', recruiter.headers, {
        session_id: sessionId,
        content: `答复${i}`,
      });
    }
    const latest = await get(app(), `/api/chat/messages?sessionId=${sessionId}&page_size=3`, seeker.headers);
    expect(latest.json().data.lists.map((m: { seq: number }) => m.seq)).toEqual([5, 6, 7]);
    expect(latest.json().data).toMatchObject({ has_more: true, last_seq: 7 });
    const earlier = await get(
      app(),
      `/api/chat/messages?sessionId=${sessionId}&before_seq=5&page_size=10`,
      seeker.headers,
    );
    expect(earlier.json().data.lists.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(earlier.json().data.has_more).toBe(false);
    const after = await get(app(), `/api/chat/messages?sessionId=${sessionId}&after_seq=4`, seeker.headers);
    expect(after.json().data.lists.map((m: { seq: number }) => m.seq)).toEqual([5, 6, 7]);
  });

  it('derives unread counts and receipts from read positions', async () => {
    const { seeker, recruiter } = world;
    expect((await get(app(), '/api/chat/unreadCount', seeker.headers)).json().data.count).toBe(5);
    const [listed] = (await get(app(), '/api/chat/sessions', seeker.headers)).json().data.lists;
    expect(listed).toMatchObject({
      unread: 5,
      peer_name: '王经理',
      job_title: '前端工程师',
      peer_read_seq: 7,
    });
    const read = await app().inject({
      method: 'POST',
      url: `/api/chat/markAsRead?sessionId=${sessionId}`,
      headers: seeker.headers,
      payload: { sessionId },
    });
    expect(read.json().data).toEqual({ session_id: sessionId, read_seq: 7 });
    expect((await get(app(), '/api/chat/unreadCount', seeker.headers)).json().data.count).toBe(0);
    const [fromRecruiter] = (await get(app(), '/api/chat/sessions', recruiter.headers)).json().data.lists;
    expect(fromRecruiter).toMatchObject({ peer_read_seq: 7, unread: 0 });
  });

  it('exchanges contacts only on consent, once, and invitations only from the recruiter', async () => {
    const { seeker, recruiter } = world;
    const asked = await post(app(), '/api/chat/sendMessage', recruiter.headers, {
      session_id: sessionId,
      content: '',
      message_type: 'contact',
      contact_kind: 'phone',
    });
    expect(asked.json().data).toMatchObject({ state: 'pending', payload: { contact_kind: 'phone' } });
    expect(JSON.stringify(asked.json().data)).not.toContain(recruiter.user.mobile);
    const id = asked.json().data.id;
    const own = await post(app(), '/api/chat/message/respond', recruiter.headers, {
      message_id: id,
      action: 'accept',
    });
    expect(own.statusCode).toBe(403);
    const accepted = await post(app(), '/api/chat/message/respond', seeker.headers, {
      message_id: id,
      action: 'accept',
    });
    expect(accepted.json().data.payload.contacts).toEqual({
      [recruiter.user.id]: recruiter.user.mobile,
      [seeker.user.id]: seeker.user.mobile,
    });
    const twice = await post(app(), '/api/chat/message/respond', seeker.headers, {
      message_id: id,
      action: 'accept',
    });
    expect(twice.json()).toMatchObject({ code: 1, data: { state: 'accepted' } });
    const other = await post(app(), '/api/chat/message/respond', seeker.headers, {
      message_id: id,
      action: 'decline',
    });
    expect(other.statusCode).toBe(409);

    const fromSeeker = await post(app(), '/api/chat/sendMessage', seeker.headers, {
      session_id: sessionId,
      content: '',
      message_type: 'invitation',
      time: '2026-12-01 10:00',
    });
    expect(fromSeeker.statusCode).toBe(403);
    const invite = await post(app(), '/api/chat/sendMessage', recruiter.headers, {
      session_id: sessionId,
      content: '',
      message_type: 'invitation',
      time: '2026-12-01 10:00',
      mode: 'onsite',
      address: '北京市海淀区',
    });
    const withdrawn = await post(app(), '/api/chat/message/respond', recruiter.headers, {
      message_id: invite.json().data.id,
      action: 'withdraw',
    });
    expect(withdrawn.json().data.state).toBe('withdrawn');
    const late = await post(app(), '/api/chat/message/respond', seeker.headers, {
      message_id: invite.json().data.id,
      action: 'accept',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(CHAT_MESSAGES.cardWithdrawn);
  });

  it('keeps conversations to their two people: 404 for anyone else', async () => {
    const stranger = await buildSession(app().db);
    const into = await post(app(), '/api/chat/sendMessage', stranger.headers, {
      session_id: sessionId,
      content: 'hi',
    });
    expect(into.statusCode).toBe(404);
    expect((await get(app(), `/api/chat/messages?sessionId=${sessionId}`, stranger.headers)).statusCode).toBe(
      404,
    );
    expect((await get(app(), '/api/chat/sessions', stranger.headers)).json().data.lists).toEqual([]);
    const otherRecruiter = await buildSession(app().db, { userType: USER_TYPE.business });
    expect((await get(app(), '/api/chat/sessions', otherRecruiter.headers)).json().data.lists).toEqual([]);
  });

  it('pins, mutes, deletes and reports a conversation for one side only', async () => {
    const { seeker, recruiter } = world;
    const operate = (action: string) =>
      post(app(), '/api/chat/session/operate', seeker.headers, { sessionId, action });
    await operate('pin');
    await operate('mute');
    const [mine] = (await get(app(), '/api/chat/sessions', seeker.headers)).json().data.lists;
    expect(mine).toMatchObject({ pinned: true, muted: true });
    await post(app(), '/api/chat/sendMessage', recruiter.headers, { session_id: sessionId, content: '在吗' });
    // A muted conversation does not count towards the badge.
    expect((await get(app(), '/api/chat/unreadCount', seeker.headers)).json().data.count).toBe(0);
    await operate('delete');
    expect((await get(app(), '/api/chat/sessions', seeker.headers)).json().data.lists).toEqual([]);
    expect((await get(app(), '/api/chat/sessions', recruiter.headers)).json().data.lists).toHaveLength(1);
    await post(app(), '/api/chat/sendMessage', recruiter.headers, {
      session_id: sessionId,
      content: '回来聊',
    });
    expect((await get(app(), '/api/chat/sessions', seeker.headers)).json().data.lists).toHaveLength(1);
    const reported = await post(app(), '/api/chat/session/report', seeker.headers, {
      sessionId,
      reason: '骚扰',
    });
    expect(reported.json()).toMatchObject({ code: 1, msg: CHAT_MESSAGES.reported });
    const noReason = await post(app(), '/api/chat/session/report', seeker.headers, {
      sessionId,
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
  });

  describe('common phrases', () => {
    it('creates, edits, lists and deletes only one’s own', async () => {
      const { seeker, recruiter } = world;
      const created = await post(app(), '/api/common-phrase/create', seeker.headers, {
        content: '您好，我对这个职位很感兴趣',
      });
      const id = created.json().data.id;
      await post(app(), `/api/common-phrase/update/${id}`, seeker.headers, { content: '您好！' });
      expect((await get(app(), '/api/common-phrase/all', seeker.headers)).json().data).toEqual([
        { id, content: '您好！', sort: 1 },
      ]);
      expect((await post(app(), `/api/common-phrase/delete/${id}`, recruiter.headers, {})).statusCode).toBe(
        404,
      );
      expect((await post(app(), `/api/common-phrase/delete/${id}`, seeker.headers, {})).json().code).toBe(1);
      expect((await get(app(), '/api/common-phrase/all', seeker.headers)).json().data).toEqual([]);
    });
  });
});
