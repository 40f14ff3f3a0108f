// @vitest-environment node
// The socket client against a real WebSocket server: typed messages, the queue, heartbeats, back-off, close.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket as ServerSocket, WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import {
  type AppSocket,
  type Backoff,
  backoffDelay,
  HEARTBEAT_TIMEOUT_CODE,
  NETWORK_OFFLINE_CODE,
  openSocket,
} from './socket';

const inbound = z.object({ type: z.literal('note'), text: z.string() });
type Note = z.infer<typeof inbound>;
const FAST: Backoff = { baseMs: 5, maxMs: 20 };

interface Peer {
  ws: ServerSocket;
  received: unknown[];
  /** The first message, past or future, that `match` accepts. */
  receives(match: (message: unknown) => boolean): Promise<unknown>;
  closed: Promise<number>;
}

/** A real server; `answerHeartbeats` as the app's server does. */
async function startServer(options: { answerHeartbeats?: boolean } = {}) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const peers: Peer[] = [];
  const waiting: Array<(peer: Peer) => void> = [];
  wss.on('connection', (ws) => {
    const received: unknown[] = [];
    const watchers: Array<{ match: (m: unknown) => boolean; resolve: (m: unknown) => void }> = [];
    ws.on('message', (data) => {
      const message: unknown = JSON.parse(String(data));
      received.push(message);
      if (options.answerHeartbeats !== false && (message as { type?: string }).type === 'heartbeat') {
        ws.send(JSON.stringify({ type: 'heartbeat' }));
      }
      for (const watcher of [...watchers]) {
        if (!watcher.match(message)) continue;
        watchers.splice(watchers.indexOf(watcher), 1);
        watcher.resolve(message);
      }
    });
    const peer: Peer = {
      ws,
      received,
      closed: new Promise((resolve) => ws.on('close', (code) => resolve(code))),
      receives: (match) =>
        new Promise((resolve) => {
          const seen = received.find(match);
          if (seen !== undefined) resolve(seen);
          else watchers.push({ match, resolve });
        }),
    };
    peers.push(peer);
    for (const resolve of waiting.splice(0)) resolve(peer);
  });
  const address = wss.address();
  const port = address && typeof address !== 'string' ? address.port : 0;
  servers.push(wss);
  return {
    url: `ws://127.0.0.1:${port}/socket`,
    peers,
    /** The connection after the `count` already made. */
    connection: (count = peers.length): Promise<Peer> =>
      peers[count] ? Promise.resolve(peers[count]) : new Promise((resolve) => waiting.push(resolve)),
  };
}

const servers: WebSocketServer[] = [];
const sockets: AppSocket<unknown>[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const wss of servers.splice(0)) {
    for (const client of wss.clients) client.terminate();
    await new Promise((resolve) => wss.close(resolve));
  }
});

/** Opens a client on the real `ws` implementation (Node 20 has no global WebSocket). */
function client(url: string, options: Partial<Parameters<typeof openSocket<Note>>[0]> = {}) {
  const notes: Note[] = [];
  const closes: Array<{ code: number; willRetry: boolean }> = [];
  const socket = openSocket<Note, { type: 'say'; text: string }>({
    url: () => url,
    inbound,
    onMessage: (note) => notes.push(note),
    onClose: (event) => closes.push(event),
    backoff: FAST,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    ...options,
  });
  sockets.push(socket);
  return { socket, notes, closes };
}

const isType = (type: string) => (message: unknown) => (message as { type?: string }).type === type;

describe('backoffDelay', () => {
  it('doubles from the base up to the cap', () => {
    const backoff = { baseMs: 1_000, maxMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, backoff))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('with jitter, falls in the upper half of the wait', () => {
    const backoff = { baseMs: 1_000, maxMs: 30_000, jitter: true };
    expect(backoffDelay(2, backoff, () => 0)).toBe(2_000);
    expect(backoffDelay(2, backoff, () => 0.5)).toBe(3_000);
    expect(backoffDelay(2, backoff, () => 0.999_999)).toBe(4_000);
    expect(backoffDelay(10, backoff, () => 0.999_999)).toBe(30_000);
  });
});

describe('openSocket', () => {
  it('sends typed JSON and hands over only messages of the expected shape', async () => {
    const server = await startServer();
    const { socket, notes } = client(server.url);
    const peer = await server.connection(0);
    peer.ws.send('not json');
    peer.ws.send(JSON.stringify({ type: 'note', text: 42 }));
    peer.ws.send(JSON.stringify({ type: 'heartbeat' }));
    peer.ws.send(JSON.stringify({ type: 'note', text: '你好' }));
    socket.send({ type: 'say', text: 'hi' });
    expect(await peer.receives(isType('say'))).toEqual({ type: 'say', text: 'hi' });
    // The server's messages arrived in order before its answer to 'say' could; the note is the last of them.
    peer.ws.send(JSON.stringify({ type: 'note', text: 'end' }));
    await expect.poll(() => notes.at(-1)).toEqual({ type: 'note', text: 'end' });
    expect(notes).toEqual([
      { type: 'note', text: '你好' },
      { type: 'note', text: 'end' },
    ]);
  });

  it('queues what is sent before it is open and while it is down, and sends it in order once back', async () => {
    const server = await startServer();
    const down: { socket?: AppSocket<{ type: 'say'; text: string }> } = {};
    const { socket } = client(server.url, {
      // Sent while the line is down (before the retry is even scheduled).
      onClose: () => {
        down.socket?.send({ type: 'say', text: '2' });
        down.socket?.send({ type: 'say', text: '3' });
      },
    });
    down.socket = socket;
    socket.send({ type: 'say', text: '1' });
    const first = await server.connection(0);
    await first.receives((m) => (m as { text?: string }).text === '1');
    first.ws.terminate();
    const second = await server.connection(1);
    await second.receives((m) => (m as { text?: string }).text === '3');
    expect(second.received.filter(isType('say'))).toEqual([
      { type: 'say', text: '2' },
      { type: 'say', text: '3' },
    ]);
  });

  it('reconnects after the line drops, but not after the server closes normally', async () => {
    const server = await startServer();
    const { closes } = client(server.url);
    const first = await server.connection(0);
    first.ws.terminate();
    const second = await server.connection(1);
    second.ws.close(1000);
    await expect.poll(() => closes.length).toBe(2);
    expect(closes).toEqual([
      { code: 1006, willRetry: true },
      { code: 1000, willRetry: false },
    ]);
  });

  it('sends the heartbeat and, when the server stops answering, drops the line and dials again', async () => {
    const server = await startServer({ answerHeartbeats: false });
    const { closes } = client(server.url, { heartbeatMs: 20 });
    const first = await server.connection(0);
    await first.receives(isType('heartbeat'));
    const second = await server.connection(1);
    expect(closes[0]).toEqual({ code: HEARTBEAT_TIMEOUT_CODE, willRetry: true });
    expect(await first.closed).toBe(HEARTBEAT_TIMEOUT_CODE);
    expect(second.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('stays on a line whose heartbeats are answered', async () => {
    const server = await startServer();
    const { socket, closes } = client(server.url, { heartbeatMs: 20 });
    const peer = await server.connection(0);
    // Three rounds: each one would have dropped an unanswered line.
    await peer.receives(() => peer.received.filter(isType('heartbeat')).length >= 3);
    expect(closes).toEqual([]);
    expect(socket.connected).toBe(true);
  });

  it('drops the line when the browser goes offline, and dials again as soon as it is back online', async () => {
    const server = await startServer();
    const network = new EventTarget();
    let dials = 0;
    class Counted extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        dials += 1;
      }
    }
    // Offline, the fast back-off would dial again within milliseconds: it waits for the online event instead.
    const { socket, closes } = client(server.url, {
      network,
      backoff: FAST,
      WebSocket: Counted as unknown as typeof globalThis.WebSocket,
    });
    const first = await server.connection(0);
    // A retry is a timer: with the clock faked, a minute passes at once and must dial nothing.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      network.dispatchEvent(new Event('offline'));
      vi.advanceTimersByTime(60_000);
      expect(dials).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(closes).toEqual([{ code: NETWORK_OFFLINE_CODE, willRetry: true }]);
    expect(await first.closed).toBe(NETWORK_OFFLINE_CODE);
    socket.send({ type: 'say', text: 'while offline' });
    expect(server.peers).toHaveLength(1);
    network.dispatchEvent(new Event('online'));
    const second = await server.connection(1);
    expect(await second.receives(isType('say'))).toEqual({ type: 'say', text: 'while offline' });
    network.dispatchEvent(new Event('online'));
    expect(socket.connected).toBe(true);
    expect(server.peers).toHaveLength(2);
  });

  it('gives up after the allowed attempts', async () => {
    const server = await startServer();
    const down = server.url;
    for (const wss of servers.splice(0)) await new Promise((resolve) => wss.close(resolve));
    const { closes } = client(down, { backoff: { baseMs: 1, maxMs: 4, attempts: 3 } });
    await expect.poll(() => closes.at(-1)?.willRetry).toBe(false);
    expect(closes.map((close) => close.willRetry)).toEqual([true, true, true, false]);
  });

  it('close() ends it for good: the server hears 1000 and no retry follows', async () => {
    const server = await startServer();
    const { socket, closes } = client(server.url);
    const peer = await server.connection(0);
    socket.close();
    expect(await peer.closed).toBe(1000);
    socket.send({ type: 'say', text: 'too late' });
    expect(closes).toEqual([]);
    expect(socket.connected).toBe(false);
  });
});
