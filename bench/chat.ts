// Chat under load (issue 28): SOCKETS authenticated sockets, half job seekers and half recruiters, one
// conversation per pair; messages at RATE a second for DURATION_S seconds, each from a random side of a random
// conversation over the socket, timed from send to the other side's socket. The same load on a bare `ws`
// relay (a server that only forwards a frame to the socket it names) is the ceiling. Then the server's
// memory per idle socket, and the catch-up of 1,000 missed messages (one GET after the last seq held).
// One server process, then two on one Redis (each pair split across them). PostgreSQL is needed, since the
// bench writes its people and their tokens into the database the servers read: BENCH_DATABASE_URL,
// postgres://postgres@127.0.0.1:5432/bench by default; REDIS_URL for the two-process run (6379 by default).
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { USER_TYPE } from '@app/shared/constants';
import WebSocket from 'ws';
import { openDatabase } from '../apps/server/src/infra/db/client.ts';
import { buildCompany, buildJob, buildSession } from '../apps/server/src/test/factories.ts';
import { freePort, rssMb, serverEntry, spawnNode, stop, waitHealthy } from './lib.ts';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 2_000);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 500);
const DURATION_S = Number(process.env.BENCH_CHAT_SECONDS ?? 20);
const MISSED = 1_000;

interface Person {
  id: number;
  type: number;
  token: string;
}
interface Pair {
  seeker: Person;
  recruiter: Person;
  sessionId: number;
}
interface Figures {
  p50: number;
  p99: number;
  sent: number;
  delivered: number;
  perSecond: number;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Sends RATE messages a second for DURATION_S through `send`; `delivered` collects the latencies. */
async function drive(
  send: (pair: number, fromSeeker: boolean, sentAt: number) => void,
  pairs: number,
  delivered: number[],
) {
  const tickMs = 10;
  const perTick = (RATE * tickMs) / 1000;
  let sent = 0;
  let owed = 0;
  const started = performance.now();
  while (performance.now() - started < DURATION_S * 1000) {
    owed += perTick;
    for (; owed >= 1; owed--, sent++)
      send(Math.floor(Math.random() * pairs), Math.random() < 0.5, performance.now());
    await sleep(tickMs);
  }
  // Stragglers get a moment to land before the count is taken.
  const deadline = performance.now() + 5_000;
  while (delivered.length < sent && performance.now() < deadline) await sleep(50);
  return { sent, seconds: (performance.now() - started) / 1000 };
}

function figures(latencies: number[], sent: number, seconds: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    sent,
    delivered: sorted.length,
    perSecond: sorted.length / seconds,
  };
}

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** Opens `urls` a few at a time (a thousand handshakes at once only measure the accept queue). */
async function openAll(urls: string[]): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < urls.length; i += 50)
    sockets.push(...(await Promise.all(urls.slice(i, i + 50).map(open))));
  return sockets;
}

async function startServer(env: Record<string, string>) {
  const port = freePort();
  const child = spawnNode([serverEntry], { ...env, PORT: String(port) });
  await waitHealthy(`http://127.0.0.1:${port}/api/health`, Date.now(), 5 * 60_000);
  return { child, port };
}

async function call<T>(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { token, terminal: '4', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 1) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer.data;
}

/** The people of the run, written into the database the servers read, and their conversations opened. */
async function people(url: string, port: number, pairs: number): Promise<Pair[]> {
  const database = await openDatabase({ url, maxConnections: 4 });
  const made: Pair[] = [];
  try {
    for (let i = 0; i < pairs; i++) {
      const company = await buildCompany(database.db);
      const recruiter = await buildSession(database.db, {
        userType: USER_TYPE.business,
        companyId: company.id,
      });
      const job = await buildJob(database.db, {
        companyId: company.id,
        companyName: company.name,
        publisherId: recruiter.user.id,
      });
      const seeker = await buildSession(database.db);
      const session = await call<{ id: number }>(port, seeker.token, 'POST', '/api/chat/getOrCreateSession', {
        target_user_type: USER_TYPE.business,
        target_user_id: recruiter.user.id,
        job_id: job.id,
      });
      made.push({
        seeker: { id: seeker.user.id, type: USER_TYPE.seeker, token: seeker.token },
        recruiter: { id: recruiter.user.id, type: USER_TYPE.business, token: recruiter.token },
        sessionId: session.id,
      });
    }
  } finally {
    await database.close();
  }
  return made;
}

const socketUrl = (port: number, p: Person) =>
  `ws://127.0.0.1:${port}/ws/${p.type}/${p.id}?token=${encodeURIComponent(p.token)}`;

/**
 * Client ids never repeat within a bench: the two-process run talks in the same conversations as the
 * one-process run, and a client id used again by the same sender is, rightly, a resend (stored once, not
 * delivered again). Counted from 0 in each run, about 5 of 9,600 collided and looked like lost messages.
 */
let clientIds = 0;

/** The product: seekers on `ports[0]`, recruiters on the last port (the same one when there is one). */
async function productRun(ports: number[], pairs: Pair[], pids: number[]) {
  const rssBefore = pids.reduce((mb, pid) => mb + rssMb(pid), 0);
  const seekers = await openAll(pairs.map((p) => socketUrl(ports[0]!, p.seeker)));
  const recruiters = await openAll(pairs.map((p) => socketUrl(ports.at(-1)!, p.recruiter)));
  await sleep(2_000);
  const idleKb =
    ((pids.reduce((mb, pid) => mb + rssMb(pid), 0) - rssBefore) * 1024) /
    (seekers.length + recruiters.length);
  const delivered: number[] = [];
  for (const [i, ws] of [...seekers, ...recruiters].entries()) {
    const me = i < seekers.length ? pairs[i]!.seeker.id : pairs[i - seekers.length]!.recruiter.id;
    ws.on('message', (data) => {
      const note = JSON.parse(String(data)) as {
        type: string;
        message?: { sender_id: number; content: string };
      };
      if (note.type === 'chat' && note.message && note.message.sender_id !== me)
        delivered.push(performance.now() - Number(note.message.content));
    });
  }
  const { sent, seconds } = await drive(
    (pair, fromSeeker, sentAt) =>
      (fromSeeker ? seekers : recruiters)[pair]!.send(
        JSON.stringify({
          type: 'chat',
          session_id: pairs[pair]!.sessionId,
          content: String(sentAt),
          client_id: `b${clientIds++}`,
        }),
      ),
    pairs.length,
    delivered,
  );
  for (const ws of [...seekers, ...recruiters]) ws.terminate();
  return { ...figures(delivered, sent, seconds), idleKb };
}

/** The ceiling: a bare `ws` server that forwards each frame to the socket it names, in its own process. */
const RELAY = `
const { WebSocketServer } = require('ws');
const wss = new WebSocketServer({ port: Number(process.env.PORT), host: '127.0.0.1' });
const peers = new Map();
wss.on('connection', (ws, req) => {
  peers.set(new URL(req.url, 'http://x').searchParams.get('id'), ws);
  ws.on('message', (data) => {
    const { to } = JSON.parse(String(data));
    peers.get(String(to))?.send(data, { binary: false });
  });
});`;

/** Until the relay takes a connection. */
async function waitRelay(port: number): Promise<void> {
  for (;;) {
    try {
      (await open(`ws://127.0.0.1:${port}/?id=probe`)).terminate();
      return;
    } catch {
      await sleep(50);
    }
  }
}

async function relayRun(pairs: number) {
  const port = freePort();
  const child = spawnNode(['-e', RELAY], { PORT: String(port) });
  await waitRelay(port);
  const rssBefore = rssMb(child.pid!);
  const sockets = await openAll(
    Array.from({ length: pairs * 2 }, (_, i) => `ws://127.0.0.1:${port}/?id=${i}`),
  );
  await sleep(2_000);
  const idleKb = ((rssMb(child.pid!) - rssBefore) * 1024) / sockets.length;
  const delivered: number[] = [];
  for (const ws of sockets)
    ws.on('message', (data) =>
      delivered.push(performance.now() - (JSON.parse(String(data)) as { at: number }).at),
    );
  const { sent, seconds } = await drive(
    (pair, fromSeeker, at) =>
      sockets[pair * 2 + (fromSeeker ? 0 : 1)]!.send(
        JSON.stringify({ to: pair * 2 + (fromSeeker ? 1 : 0), at }),
      ),
    pairs,
    delivered,
  );
  for (const ws of sockets) ws.terminate();
  await stop(child);
  return { ...figures(delivered, sent, seconds), idleKb };
}

/** 1,000 messages sent while the recruiter was away, then the one GET a reconnecting client makes. */
async function catchUp(port: number, pair: Pair): Promise<number[]> {
  // Each socket may send 20 a second (the chat's limit per socket): ten sockets of one person share the work.
  const senders = await openAll(Array.from({ length: 10 }, () => socketUrl(port, pair.seeker)));
  const acked = new Promise<void>((resolve) => {
    let acks = 0;
    for (const ws of senders)
      ws.on(
        'message',
        (data) =>
          (JSON.parse(String(data)) as { type: string }).type === 'ack' && ++acks === MISSED && resolve(),
      );
  });
  for (let i = 0; i < MISSED; i++) {
    senders[i % senders.length]!.send(
      JSON.stringify({
        type: 'chat',
        session_id: pair.sessionId,
        content: `missed ${i}`,
        client_id: `m${i}`,
      }),
    );
    if (i % senders.length === senders.length - 1) await sleep(60);
  }
  await acked;
  for (const ws of senders) ws.terminate();
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const page = await call<{ lists: unknown[] }>(
      port,
      pair.recruiter.token,
      'GET',
      `/api/chat/messages?sessionId=${pair.sessionId}&after_seq=0&page_size=${MISSED}`,
    );
    times.push(performance.now() - started);
    if (page.lists.length < MISSED) throw new Error(`catch-up returned ${page.lists.length} of ${MISSED}`);
  }
  return times.sort((a, b) => a - b);
}

const row = (label: string, f: Figures & { idleKb: number }, base: Figures) =>
  `| ${label} | ${f.p50.toFixed(1)} ms | ${f.p99.toFixed(1)} ms | ${(f.p99 / base.p99).toFixed(1)}x | ${f.delivered}/${f.sent} | ${Math.round(f.perSecond)} | ${f.idleKb.toFixed(1)} KB |`;

export async function chatBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
  const redis = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const pairs = SOCKETS / 2;
  const children: ChildProcess[] = [];
  try {
    const one = await startServer({ DATABASE_URL: url });
    children.push(one.child);
    console.log(
      `${SOCKETS} sockets (${pairs} conversations), ${RATE} messages/s for ${DURATION_S} s; making the people…`,
    );
    const made = await people(url, one.port, pairs);
    const relay = await relayRun(pairs);
    const single = await productRun([one.port], made, [one.child.pid!]);
    const missed = await catchUp(one.port, made[0]!);
    await stop(one.child);
    children.length = 0;

    const env = { DATABASE_URL: url, REDIS_URL: redis, REDIS_PREFIX: `bench:chat:${Date.now()}:` };
    const a = await startServer(env);
    const b = await startServer(env);
    children.push(a.child, b.child);
    const double = await productRun([a.port, b.port], made, [a.child.pid!, b.child.pid!]);

    console.log(
      '| load | p50 | p99 | p99 vs relay | delivered | delivered/s | RSS per idle socket |\n|---|---|---|---|---|---|---|',
    );
    console.log(row('bare `ws` relay (ceiling)', relay, relay));
    console.log(row('product, one process', single, relay));
    console.log(row('product, two processes + Redis (each pair split)', double, relay));
    console.log(
      `\ncatch-up of ${MISSED} missed messages (GET after_seq, 5 times): p50 ${quantile(missed, 0.5).toFixed(1)} ms, worst ${missed.at(-1)!.toFixed(1)} ms`,
    );
  } finally {
    for (const child of children) await stop(child);
  }
}
