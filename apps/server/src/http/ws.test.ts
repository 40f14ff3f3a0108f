// The WebSocket helper on a real listening port: who may connect, what may be said, heartbeats, limits,
// delivery from pub/sub (across two processes on one Redis) and the close on shutdown.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { backends, buildAppLoggingTo, createTestApp, type TestApp } from '../test/backends.ts';
import { buildSession } from '../test/factories.ts';
import { connect, socketBase, type TestSocket } from '../test/ws-client.ts';
import { BusinessError } from './errors.ts';
import { channel, publish, socketRoute, WS_MESSAGES } from './ws.ts';

const inbound = z.discriminatedUnion('type', [
  z.object({ type: z.literal('echo'), text: z.string().max(100) }),
  z.object({ type: z.literal('refuse') }),
  z.object({ type: z.literal('crash') }),
]);
const roomEvent = z.object({ type: z.literal('room'), text: z.string() });
const outbound = z.union([
  roomEvent,
  z.object({ type: z.literal('hello'), userId: z.number() }),
  z.object({ type: z.literal('echo'), text: z.string() }),
]);
const roomOf = (userId: number) => channel(`test-room:${userId}`, roomEvent);
/** What each user's socket heard through its own handler on the second channel. */
const heardBy = new Map<number, string[]>();
const RATE = { burst: 5, perSecond: 1 };

/** A token-authenticated socket route of the kind chat and upload notifications use. */
function addTestRoutes(app: FastifyInstance): void {
  socketRoute(app, {
    url: '/ws-test/echo',
    inbound,
    outbound,
    rateLimit: RATE,
    open: async (socket, user) => {
      await socket.follow(roomOf(user.userId));
      await socket.follow(channel(`test-side:${user.userId}`, roomEvent), (event) => {
        heardBy.set(user.userId, [...(heardBy.get(user.userId) ?? []), event.text]);
      });
      socket.send({ type: 'hello', userId: user.userId });
    },
    message: (socket, message) => {
      if (message.type === 'refuse') throw new BusinessError('这条消息不能发送');
      if (message.type === 'crash') throw new Error('internal detail that must not leak');
      socket.send({ type: 'echo', text: message.text });
    },
  });
  // A route that lets anyone in, for the tests that do not need a user.
  socketRoute(app, {
    url: '/ws-test/open',
    outbound: z.union([roomEvent, z.object({ type: z.literal('ready') })]),
    authenticate: async () => ({ room: 'lobby' }),
    open: async (socket, { room }) => {
      await socket.follow(channel(`test-lobby:${room}`, roomEvent));
      socket.send({ type: 'ready' });
    },
  });
}

const isType = (type: string) => (message: unknown) => (message as { type?: string }).type === type;

async function listeningApp(backend: 'pglite' | 'postgres', env?: Record<string, string>) {
  const test = await createTestApp(backend, { extend: addTestRoutes, ...(env ? { env } : {}) });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return test;
}

describe('WebSocket helper', () => {
  let test: TestApp;
  let base: string;
  const open: TestSocket[] = [];
  beforeAll(async () => {
    test = await listeningApp('pglite');
    base = socketBase(test.app);
  });
  afterAll(async () => {
    for (const socket of open) socket.ws.terminate();
    await test.close();
  });

  async function login(): Promise<{ socket: TestSocket; userId: number; token: string }> {
    const { user, token } = await buildSession(test.app.db);
    const socket = await connect(`${base}/ws-test/echo?token=${token}`);
    open.push(socket);
    await socket.received(isType('hello'));
    return { socket, userId: user.id, token };
  }

  it('requires authentication before the upgrade: no token or a forged one gets no socket', async () => {
    await expect(connect(`${base}/ws-test/echo`)).rejects.toThrow(/401/);
    await expect(connect(`${base}/ws-test/echo?token=forged`)).rejects.toThrow(/401/);
    expect(test.app.sockets.size).toBe(0);
  });

  it('a valid token in the query opens it as that user', async () => {
    const { socket, userId } = await login();
    expect(socket.messages[0]).toEqual({ type: 'hello', userId });
  });

  it('answers the heartbeat with the heartbeat', async () => {
    const { socket } = await login();
    socket.send({ type: 'heartbeat' });
    expect(await socket.received(isType('heartbeat'))).toEqual({ type: 'heartbeat' });
  });

  it('answers bad JSON, unknown types, wrong fields and binary frames with an error, and stays open', async () => {
    const { socket } = await login();
    socket.send('{not json');
    socket.send({ type: 'unknown' });
    socket.send({ type: 'echo', text: 'x'.repeat(101) });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send({ type: 'echo', text: '还在' });
    expect(await socket.received(isType('echo'))).toEqual({ type: 'echo', text: '还在' });
    expect(socket.messages.filter(isType('error'))).toEqual(
      Array.from({ length: 4 }, () => ({ type: 'error', msg: WS_MESSAGES.badMessage })),
    );
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('a failing handler answers with its message (a business error) or a plain one, and stays open', async () => {
    const { socket } = await login();
    socket.send({ type: 'refuse' });
    socket.send({ type: 'crash' });
    socket.send({ type: 'echo', text: 'after' });
    await socket.received(isType('echo'));
    expect(socket.messages.filter(isType('error'))).toEqual([
      { type: 'error', msg: '这条消息不能发送' },
      { type: 'error', msg: WS_MESSAGES.failed },
    ]);
  });

  it('closes with 1008 a client that sends faster than its limit', async () => {
    const { socket } = await login();
    for (let i = 0; i < RATE.burst * 4; i++) socket.send({ type: 'echo', text: String(i) });
    expect(await socket.closed).toBe(1008);
    // What came before the limit was answered.
    expect(socket.messages.filter(isType('echo')).length).toBeLessThanOrEqual(RATE.burst + 1);
  });

  it('delivers what is published on a followed channel, only to its followers, and drops malformed ones', async () => {
    const a = await login();
    const b = await login();
    await test.app.pubsub.publish(roomOf(a.userId).name, '{"type":"room"');
    await test.app.pubsub.publish(roomOf(a.userId).name, JSON.stringify({ type: 'room', text: 42 }));
    await publish(test.app.pubsub, roomOf(a.userId), { type: 'room', text: '给 a' });
    await publish(test.app.pubsub, roomOf(b.userId), { type: 'room', text: '给 b' });
    expect(await a.socket.received(isType('room'))).toEqual({ type: 'room', text: '给 a' });
    expect(await b.socket.received(isType('room'))).toEqual({ type: 'room', text: '给 b' });
    expect(a.socket.messages.filter(isType('room'))).toHaveLength(1);
  });

  it('releases its subscriptions when the socket closes', async () => {
    const { socket, userId } = await login();
    const side = channel(`test-side:${userId}`, roomEvent);
    await publish(test.app.pubsub, side, { type: 'room', text: 'open' });
    const before = test.app.sockets.size;
    socket.ws.close();
    await socket.closed;
    await vi.waitFor(() => expect(test.app.sockets.size).toBe(before - 1));
    // The in-process pub/sub delivers synchronously: a subscription still held would hear this at once.
    await publish(test.app.pubsub, side, { type: 'room', text: 'closed' });
    expect(heardBy.get(userId)).toEqual(['open']);
  });

  it('drops a socket that stays silent for a heartbeat round; one that answers pings stays', async () => {
    for (const socket of open.splice(0)) socket.ws.terminate();
    await vi.waitFor(() => expect(test.app.sockets.size).toBe(0));
    const silent = await connect(`${base}/ws-test/open`, { autoPong: false });
    const lively = await connect(`${base}/ws-test/open`);
    open.push(silent, lively);
    await Promise.all([silent.received(isType('ready')), lively.received(isType('ready'))]);
    // The server's side hears the lively client's pong (the only one that answers) before the next round.
    const pong = new Promise<void>((resolve) => {
      for (const client of test.app.websocketServer.clients) client.once('pong', () => resolve());
    });
    test.app.sockets.sweep();
    await pong;
    test.app.sockets.sweep();
    expect(await silent.closed).toBe(1006);
    expect(lively.ws.readyState).toBe(WebSocket.OPEN);
    lively.send({ type: 'heartbeat' });
    await lively.received(isType('heartbeat'));
  });

  it('never writes the token to the log', async () => {
    const lines: string[] = [];
    const logged = await buildAppLoggingTo(test, lines);
    addTestRoutes(logged);
    await logged.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { token } = await buildSession(logged.db);
      const socket = await connect(`${socketBase(logged)}/ws-test/echo?token=${token}`);
      await socket.received(isType('hello'));
      socket.send({ type: 'crash' });
      await socket.received(isType('error'));
      await expect(connect(`${socketBase(logged)}/ws-test/echo?token=${token}x`)).rejects.toThrow(/401/);
      socket.ws.close();
      await socket.closed;
      expect(lines.join('\n')).toContain('internal detail');
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});

describe('WebSocket helper on shutdown', () => {
  it('closes every socket with 1001 (reconnect elsewhere) and releases it', async () => {
    const test = await listeningApp('pglite');
    const sockets = await Promise.all([1, 2].map(() => connect(`${socketBase(test.app)}/ws-test/open`)));
    await Promise.all(sockets.map((socket) => socket.received(isType('ready'))));
    await test.close();
    expect(await Promise.all(sockets.map((socket) => socket.closed))).toEqual([1001, 1001]);
    expect(test.app.sockets.size).toBe(0);
  });
});

// Only where there is a Redis to share, which the PostgreSQL backend's apps use when TEST_REDIS_URL names
// one (defined, not skipped, elsewhere: CI treats skips as failures).
if (backends().includes('postgres') && process.env.TEST_REDIS_URL) {
  describe('WebSocket helper across processes', () => {
    it('a message published on one process reaches the socket held by another', async () => {
      const env = { REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:` };
      const a = await listeningApp('postgres', env);
      const b = await listeningApp('postgres', env);
      try {
        const socket = await connect(`${socketBase(a.app)}/ws-test/open`);
        await socket.received(isType('ready'));
        await publish(b.app.pubsub, channel('test-lobby:lobby', roomEvent), { type: 'room', text: '来自 B' });
        expect(await socket.received(isType('room'))).toEqual({ type: 'room', text: '来自 B' });
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
}
