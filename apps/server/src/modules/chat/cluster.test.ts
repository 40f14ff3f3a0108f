// Scale-out for real: two server PROCESSES (the built dist/server.js, as `npm start` runs it) on
// one PostgreSQL and one Redis, chatting across each other; then the Redis restarted under them, and one
// server restarted, with clients catching up by seq. The Redis is a private `redis-server` on a free port,
// so killing it disturbs no other test.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { USER_TYPE } from '@app/shared/constants';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { type Database, openDatabase } from '../../infra/db/client.ts';
import { backends, databaseUrl } from '../../test/backends.ts';
import { buildCompany, buildJob, buildSession } from '../../test/factories.ts';
import { builtServer, listeningPort, type ServerProcess, startServer } from '../../test/server-process.ts';
import { connect, type TestSocket } from '../../test/ws-client.ts';

type Message = { type: string; [key: string]: unknown };
type Stored = { id: number; seq: number; content: string };
const isType = (type: string) => (message: unknown) => (message as Message).type === type;
const chatWith = (content: string) => (message: unknown) =>
  (message as Message).type === 'chat' && (message as { message: Stored }).message.content === content;

function redisBinary(): string | undefined {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throw-away redis-server on `port`, no persistence; resolves once it accepts connections. */
async function startRedis(binary: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  try {
    // Polled with a deadline: a probe that connects means redis-server is listening.
    await vi.waitFor(
      () =>
        new Promise<void>((resolve, reject) => {
          const probe = net.connect(port, '127.0.0.1', () => {
            probe.end();
            resolve();
          });
          probe.once('error', reject);
        }),
      { timeout: 10_000, interval: 25 },
    );
    return child;
  } catch {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on ${port}`);
  }
}

async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** Retries `fn` until it resolves, within a deadline (a socket reconnecting, a subscription coming back). */
const eventually = <T>(fn: () => Promise<T>): Promise<T> => vi.waitFor(fn, { timeout: 10_000, interval: 50 });

const baseUrl = process.env.TEST_DATABASE_URL;
const redisServer = redisBinary();
// Like the clustered socket test: PostgreSQL and Redis configured. `npm test` builds before this suite; a
// run without the bundle says so instead of testing something else.
const built = existsSync(builtServer);
const clustered = backends().includes('postgres') && Boolean(process.env.TEST_REDIS_URL);
if (clustered && !built) console.warn(`chat cluster test skipped: ${builtServer} is missing (npm run build)`);
if (clustered && !redisServer) console.warn('chat cluster test skipped: no redis-server on PATH');

const runs = clustered && built && Boolean(baseUrl && redisServer);

describe.runIf(runs)('chat across two server processes [postgres + redis]', () => {
  const name = `${inject('postgresTemplate') ?? 'app'}_chat_${randomBytes(4).toString('hex')}`;
  const servers: ServerProcess[] = [];
  const ports: number[] = [];
  const sockets: TestSocket[] = [];
  let redis: ChildProcess;
  let redisPort = 0;
  let database: Database;
  let dataDir = '';
  let env: Record<string, string>;
  let people: Awaited<ReturnType<typeof buildConversation>>;

  async function buildConversation() {
    const db = database.db;
    const company = await buildCompany(db);
    const recruiter = await buildSession(db, { userType: USER_TYPE.business, companyId: company.id });
    const job = await buildJob(db, {
      companyId: company.id,
      companyName: company.name,
      publisherId: recruiter.user.id,
    });
    const seeker = await buildSession(db);
    const opened = await call(0, 'POST', '/api/chat/getOrCreateSession', seeker.headers, {
      target_user_type: 2,
      target_user_id: recruiter.user.id,
      job_id: job.id,
    });
    return { seeker, recruiter, sessionId: opened.data.id as number };
  }

  async function call(
    server: number,
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ) {
    const response = await fetch(`http://127.0.0.1:${ports[server]}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    // biome-ignore lint/suspicious/noExplicitAny: one helper reads the answers of several endpoints, each checked by the test
    const json = (await response.json()) as { code: number; message?: string; data: any };
    return { status: response.status, ...json };
  }

  const socketOn = async (server: number, who: { user: { id: number; userType: number }; token: string }) => {
    const socket = await connect(
      `ws://127.0.0.1:${ports[server]}/ws/${who.user.userType}/${who.user.id}?token=${who.token}`,
    );
    sockets.push(socket);
    return socket;
  };

  async function startApp(index: number) {
    const run = startServer(env, { built: true });
    servers[index] = run;
    ports[index] = await listeningPort(run);
  }

  beforeAll(async () => {
    const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    const template = inject('postgresTemplate');
    await admin
      .unsafe(template ? `create database ${name} template ${template}` : `create database ${name}`)
      .finally(() => admin.end());
    const url = databaseUrl(baseUrl!, name);
    redisPort = await freePort();
    redis = await startRedis(redisServer!, redisPort);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-chat-cluster-'));
    env = {
      DATABASE_URL: url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_SECRET: 'c'.repeat(32),
      NODE_ENV: 'test',
    };
    await startApp(0);
    await startApp(1);
    database = await openDatabase({ url, maxConnections: 2 });
    people = await buildConversation();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await Promise.all(servers.map((server) => stop(server.child)));
    await database?.close();
    if (redis) await stop(redis, 'SIGKILL');
    const admin = postgres(baseUrl!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${name} with (force)`).finally(() => admin.end());
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a message through A reaches a socket on B and back; online status and unread counts agree', async () => {
    const { seeker, recruiter, sessionId } = people;
    const onA = await socketOn(0, seeker);
    const onB = await socketOn(1, recruiter);
    // Presence is recorded once the socket's open handler has run: ask until both processes agree.
    for (const server of [0, 1]) {
      await eventually(async () => {
        const online = await call(
          server,
          'GET',
          `/api/chat/checkOnlineStatus?userId=${recruiter.user.id}`,
          seeker.headers,
        );
        if (online.data.online !== true) throw new Error(`not online on process ${server}`);
      });
    }
    onA.send({ type: 'chat', session_id: sessionId, content: '从A发出', client_id: 'c1' });
    const ack = (await onA.received(isType('ack'))) as { message: Stored };
    expect(((await onB.received(chatWith('从A发出'))) as { message: Stored }).message.id).toBe(
      ack.message.id,
    );
    onB.send({ type: 'chat', session_id: sessionId, content: '从B回复', client_id: 'c2' });
    await onA.received(chatWith('从B回复'));
    for (const server of [0, 1]) {
      expect((await call(server, 'GET', '/api/chat/unreadCount', seeker.headers)).data.count).toBe(1);
      // Replying moved the recruiter's own read position past what they answered.
      expect((await call(server, 'GET', '/api/chat/unreadCount', recruiter.headers)).data.count).toBe(0);
    }
    onA.send({ type: 'read', session_id: sessionId });
    await onB.received(isType('read'));
    for (const server of [0, 1]) {
      expect((await call(server, 'GET', '/api/chat/unreadCount', seeker.headers)).data.count).toBe(0);
    }
  });

  it('Redis restarted: nothing stored is lost and delivery resumes across the processes', async () => {
    const { seeker, recruiter, sessionId } = people;
    const onA = await socketOn(0, seeker);
    const onB = await socketOn(1, recruiter);
    const before = await call(1, 'GET', `/api/chat/messages?sessionId=${sessionId}`, recruiter.headers);
    const lastSeq = Math.max(...before.data.lists.map((m: Stored) => m.seq));
    await stop(redis, 'SIGKILL');
    const restart = async () => {
      if (redis.exitCode !== null || redis.signalCode !== null)
        redis = await startRedis(redisServer!, redisPort);
    };
    onTestFinished(restart);
    // While Redis is down, a message over the socket is still stored (PostgreSQL) and acknowledged; only
    // its live delivery to the other process is missed.
    onA.send({ type: 'chat', session_id: sessionId, content: 'Redis 停机时', client_id: 'down-1' });
    const ack = (await onA.received(isType('ack'))) as { message: Stored };
    expect(ack.message.seq).toBe(lastSeq + 1);
    await restart();
    // Catch-up by seq on B returns it, once.
    const after = await call(
      1,
      'GET',
      `/api/chat/messages?sessionId=${sessionId}&after_seq=${lastSeq}`,
      recruiter.headers,
    );
    expect(after.data.lists.map((m: Stored) => m.id)).toEqual([ack.message.id]);
    // Live delivery resumes once the processes have resubscribed: a message through A reaches B.
    let n = 0;
    await eventually(async () => {
      const content = `恢复后${n++}`;
      const live = await socketOn(1, recruiter);
      await call(0, 'POST', '/api/chat/sendMessage', seeker.headers, { session_id: sessionId, content });
      // Asked again with a new message while this one has not come: vi.waitFor's deadline bounds the wait.
      await vi.waitFor(() => live.received(chatWith(content)), { timeout: 1_000 });
    });
    onA.ws.terminate();
    onB.ws.terminate();
  });

  it('a server restarted: its clients reconnect, catch up after their last seq, nothing acknowledged lost', async () => {
    const { seeker, recruiter, sessionId } = people;
    const before = await call(1, 'GET', `/api/chat/messages?sessionId=${sessionId}`, recruiter.headers);
    const lastSeq = Math.max(...before.data.lists.map((m: Stored) => m.seq));
    const onB = await socketOn(1, recruiter);
    await stop(servers[1]!.child);
    expect(await onB.closed).toBe(1001);
    const acked: Stored[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = await call(0, 'POST', '/api/chat/sendMessage', seeker.headers, {
        session_id: sessionId,
        content: `离线${i}`,
        client_id: `off-${i}`,
      });
      acked.push(sent.data);
    }
    await startApp(1);
    const again = await socketOn(1, recruiter);
    const caught = await call(
      1,
      'GET',
      `/api/chat/messages?sessionId=${sessionId}&after_seq=${lastSeq}`,
      recruiter.headers,
    );
    expect(caught.data.lists.map((m: Stored) => m.id)).toEqual(acked.map((m) => m.id));
    expect(caught.data.lists.map((m: Stored) => m.seq)).toEqual(acked.map((_, i) => lastSeq + 1 + i));
    await call(0, 'POST', '/api/chat/sendMessage', seeker.headers, {
      session_id: sessionId,
      content: '重启后',
    });
    await again.received(chatWith('重启后'));
  });
});
