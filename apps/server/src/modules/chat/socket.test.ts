// The chat socket on a real port: who may open /ws/{userType}/{userId}, a message stored and acknowledged
// then delivered, read positions live, online status, the rate limit; and, on PostgreSQL + Redis, two
// processes of one deployment chatting across each other.
import { USER_TYPE } from '@app/shared/constants';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_MESSAGES } from '../../http/ws.ts';
import { backends, createTestApp, openTestDatabase, type TestApp } from '../../test/backends.ts';
import { buildCompany, buildJob, buildSession } from '../../test/factories.ts';
import { post } from '../../test/interviews.ts';
import { connect, socketBase, type TestSocket } from '../../test/ws-client.ts';

type Message = { type: string; [key: string]: unknown };
const isType = (type: string) => (message: unknown) => (message as Message).type === type;
const chatWith = (content: string) => (message: unknown) =>
  (message as Message).type === 'chat' &&
  (message as { message: { content: string } }).message.content === content;

async function conversation(app: FastifyInstance) {
  const company = await buildCompany(app.db);
  const recruiter = await buildSession(app.db, { userType: USER_TYPE.business, companyId: company.id });
  const job = await buildJob(app.db, {
    companyId: company.id,
    companyName: company.name,
    publisherId: recruiter.user.id,
  });
  const seeker = await buildSession(app.db);
  const opened = await post(app, '/api/chat/getOrCreateSession', seeker.headers, {
    target_user_type: 2,
    target_user_id: recruiter.user.id,
    job_id: job.id,
  });
  return { seeker, recruiter, job, sessionId: opened.json().data.id as number };
}

const socketUrl = (base: string, who: { user: { id: number; userType: number }; token: string }) =>
  `${base}/ws/${who.user.userType}/${who.user.id}?token=${who.token}`;

describe('chat socket', () => {
  let test: TestApp;
  let base: string;
  const open: TestSocket[] = [];
  const track = async (socket: Promise<TestSocket>) => {
    const opened = await socket;
    open.push(opened);
    return opened;
  };
  beforeAll(async () => {
    test = await createTestApp('pglite');
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    base = socketBase(test.app);
  });
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await test.close();
  });

  it('opens only for the token’s own user and side', async () => {
    const { seeker, recruiter } = await conversation(test.app);
    await expect(connect(`${base}/ws/1/${seeker.user.id}`)).rejects.toThrow(/401/);
    await expect(connect(`${base}/ws/1/${recruiter.user.id}?token=${seeker.token}`)).rejects.toThrow(/403/);
    await expect(connect(`${base}/ws/2/${seeker.user.id}?token=${seeker.token}`)).rejects.toThrow(/403/);
    const socket = await track(connect(socketUrl(base, seeker)));
    socket.send({ type: 'heartbeat' });
    expect(await socket.received(isType('heartbeat'))).toEqual({ type: 'heartbeat' });
  });

  it('acknowledges a stored message to the sender and delivers it to the other side, once', async () => {
    const { seeker, recruiter, sessionId } = await conversation(test.app);
    const mine = await track(connect(socketUrl(base, seeker)));
    const theirs = await track(connect(socketUrl(base, recruiter)));
    const online = await test.app.inject({
      url: `/api/chat/checkOnlineStatus?userId=${recruiter.user.id}`,
      headers: seeker.headers,
    });
    expect(online.json().data).toEqual({ user_id: recruiter.user.id, online: true });
    const listed = await test.app.inject({ url: '/api/chat/onlineBusinessUsers', headers: seeker.headers });
    expect(listed.json().data.lists).toEqual([recruiter.user.id]);

    mine.send({ type: 'chat', session_id: sessionId, content: '您好', client_id: 'a1' });
    mine.send({ type: 'chat', session_id: sessionId, content: '您好', client_id: 'a1' });
    const ack = (await mine.received(isType('ack'))) as { message: { seq: number; id: number } };
    expect(ack.message.seq).toBe(1);
    const delivered = (await theirs.received(chatWith('您好'))) as { message: { id: number } };
    expect(delivered.message.id).toBe(ack.message.id);

    theirs.send({ type: 'read', session_id: sessionId });
    expect(await mine.received(isType('read'))).toEqual({
      type: 'read',
      session_id: sessionId,
      reader_id: recruiter.user.id,
      seq: 1,
    });
    // The resend was acknowledged with the same message, and stored once.
    await mine.received((m) => isType('ack')(m) && m !== ack);
    const stored = await test.app.inject({
      url: `/api/chat/messages?sessionId=${sessionId}`,
      headers: seeker.headers,
    });
    expect(stored.json().data.lists).toHaveLength(1);
  });

  it('refuses a message to a conversation not the caller’s, and closes a socket that floods', async () => {
    const { sessionId } = await conversation(test.app);
    const stranger = await buildSession(test.app.db);
    const socket = await track(connect(socketUrl(base, stranger)));
    socket.send({ type: 'chat', session_id: sessionId, content: 'hi', client_id: 'x' });
    expect(await socket.received(isType('error'))).toMatchObject({ type: 'error' });
    // 50 messages at once: over the limit, told why, then closed.
    for (let i = 0; i < 50; i++) socket.send({ type: 'heartbeat' });
    expect(await socket.closed).toBe(1008);
    expect(socket.messages).toContainEqual({ type: 'error', msg: WS_MESSAGES.tooMany });
  });

  it('answers a 100 KB message with an error frame, stores nothing and stays open', async () => {
    const { seeker, sessionId } = await conversation(test.app);
    const socket = await track(connect(socketUrl(base, seeker)));
    socket.send({ type: 'chat', session_id: sessionId, content: 'x'.repeat(100 * 1024), client_id: 'big' });
    expect(await socket.received(isType('error'))).toEqual({ type: 'error', msg: WS_MESSAGES.tooLarge });
    socket.send({ type: 'heartbeat' });
    await socket.received(isType('heartbeat'));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    const stored = await test.app.inject({
      url: `/api/chat/messages?sessionId=${sessionId}`,
      headers: seeker.headers,
    });
    expect(stored.json().data.lists).toEqual([]);
  });
});

// Two processes of one deployment (one PostgreSQL, one Redis): a socket on each, a message through each.
const clustered = backends().includes('postgres') && Boolean(process.env.TEST_REDIS_URL);
describe.runIf(clustered)('chat across two processes [postgres + redis]', () => {
  const apps: TestApp[] = [];
  const open: TestSocket[] = [];
  let closeDatabase: () => Promise<void>;
  beforeAll(async () => {
    const database = await openTestDatabase('postgres');
    closeDatabase = database.close;
    // One Redis namespace for both, as one deployment's processes share it.
    const env = { REDIS_PREFIX: `test:chat:${Date.now()}:` };
    for (let i = 0; i < 2; i++) {
      const app = await createTestApp('postgres', { database, env });
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    for (const app of apps) await app.close();
    await closeDatabase?.();
  });

  it('delivers a message sent on one process to a socket on the other, and agrees on who is online', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const { seeker, recruiter, sessionId } = await conversation(a.app);
    const onA = await connect(socketUrl(socketBase(a.app), seeker));
    const onB = await connect(socketUrl(socketBase(b.app), recruiter));
    open.push(onA, onB);
    const online = await a.app.inject({
      url: `/api/chat/checkOnlineStatus?userId=${recruiter.user.id}`,
      headers: seeker.headers,
    });
    expect(online.json().data.online).toBe(true);
    onA.send({ type: 'chat', session_id: sessionId, content: '跨进程', client_id: 'x1' });
    await onB.received(chatWith('跨进程'));
    await post(b.app, '/api/chat/sendMessage', recruiter.headers, { session_id: sessionId, content: '收到' });
    await onA.received(chatWith('收到'));
    const unread = await b.app.inject({ url: '/api/chat/unreadCount', headers: seeker.headers });
    expect(unread.json().data.count).toBe(1);
  });
});
