// The one WebSocket client every socket of the app runs on: typed JSON in and out, the heartbeat of SPEC §4,
// reconnecting with capped, jittered back-off, and a queue of what is sent while the line is down.
import { HEARTBEAT_MS } from '@app/shared/constants';
import { HEARTBEAT_MESSAGE, SOCKET_CLOSE, socketHeartbeat } from '@app/shared/socket';
import type { z } from 'zod';

export interface Backoff {
  /** Wait before the first retry; doubles with each failed one. */
  baseMs: number;
  maxMs: number;
  /** Give up after so many retries in a row (default: never). */
  attempts?: number;
  /** Spread retries over the upper half of the wait, so clients dropped together do not return together. */
  jitter?: boolean;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1_000, maxMs: 30_000, jitter: true };
/** Messages kept while closed; past this the oldest go first. */
const QUEUE_LIMIT = 100;
/** Closed by the client because the server stopped answering heartbeats (4000-4999: the app's own codes). */
export const HEARTBEAT_TIMEOUT_CODE = 4000;
/** Closed by the client because the browser says the network is gone (an open socket would not notice). */
export const NETWORK_OFFLINE_CODE = 4001;
const CONNECTING = 0;
const OPEN = 1;

/** Wait before retry number `attempt` (0 for the first). */
export function backoffDelay(attempt: number, backoff: Backoff, random: () => number = Math.random): number {
  const full = Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt);
  return backoff.jitter ? Math.round(full / 2 + (random() * full) / 2) : full;
}

export interface SocketOptions<In> {
  /** Built at each connection, so a fresh token or secret is used. */
  url: () => string;
  /** What the server may send; anything else (and heartbeat answers) never reaches `onMessage`. */
  inbound: z.ZodType<In>;
  onMessage: (message: In) => void;
  onOpen?: () => void;
  /** The connection is lost (or never came up); `willRetry` says whether another attempt is scheduled. */
  onClose?: (event: { code: number; willRetry: boolean }) => void;
  /** `false`: never reconnect. */
  backoff?: Backoff | false;
  /** Whether a close with this code is worth a retry; by default all but a normal close (the server is done). */
  retryOn?: (code: number) => boolean;
  heartbeatMs?: number;
  /** For tests and runtimes without a global WebSocket. */
  WebSocket?: typeof WebSocket;
  /**
   * What fires the browser's `offline` and `online` events (the window by default; none in Node). Offline
   * drops the line at once, as a socket keeps looking open on a dead network until heartbeats go unanswered;
   * online dials again at once instead of waiting out the back-off.
   */
  network?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

export interface AppSocket<Out> {
  /** Sends now when connected, otherwise once the connection is back. */
  send(message: Out): void;
  /** Closes for good: no retry, the queue is dropped. */
  close(): void;
  readonly connected: boolean;
}

export function openSocket<In, Out = never>(options: SocketOptions<In>): AppSocket<Out> {
  const Impl = options.WebSocket ?? globalThis.WebSocket;
  const backoff = options.backoff === undefined ? DEFAULT_BACKOFF : options.backoff;
  const retryOn = options.retryOn ?? ((code: number) => code !== SOCKET_CLOSE.normal);
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const queue: string[] = [];
  let ws: WebSocket | null = null;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  /** Anything heard since the last heartbeat went out. */
  let heard = true;
  /** The browser said the network is gone: no dialling until it says it is back. */
  let offlineNow = false;

  const lost = (code: number) => {
    clearInterval(heartbeat);
    heartbeat = undefined;
    ws = null;
    if (stopped) return;
    const policy = backoff !== false && retryOn(code) ? backoff : null;
    const willRetry = policy !== null && (policy.attempts === undefined || failures < policy.attempts);
    options.onClose?.({ code, willRetry });
    if (!policy || !willRetry || offlineNow) return;
    retry = setTimeout(connect, backoffDelay(failures, policy));
    failures += 1;
  };

  /** Lets go of a socket without waiting for its close, which on a dead line can take minutes. */
  const abandon = (socket: WebSocket, code: number) => {
    socket.onmessage = socket.onclose = null;
    // One still dialling is closed properly once up, rather than cut off half-open.
    socket.onopen = socket.readyState === CONNECTING ? () => socket.close(code) : null;
    if (socket.readyState === OPEN) socket.close(code);
  };

  const beat = () => {
    const socket = ws;
    if (!socket) return;
    if (!heard) {
      abandon(socket, HEARTBEAT_TIMEOUT_CODE);
      lost(HEARTBEAT_TIMEOUT_CODE);
      return;
    }
    heard = false;
    socket.send(JSON.stringify(HEARTBEAT_MESSAGE));
  };

  function connect() {
    retry = undefined;
    let socket: WebSocket;
    try {
      socket = new Impl(options.url());
    } catch {
      // A URL the browser refuses (or a blocked scheme): the same as a connection that failed.
      lost(1006);
      return;
    }
    ws = socket;
    // A failed connection is reported by the close that follows.
    socket.onerror = () => {};
    socket.onopen = () => {
      failures = 0;
      heard = true;
      heartbeat = setInterval(beat, heartbeatMs);
      for (const data of queue.splice(0)) socket.send(data);
      options.onOpen?.();
    };
    socket.onmessage = (event: MessageEvent) => {
      heard = true;
      let data: unknown;
      try {
        data = typeof event.data === 'string' ? JSON.parse(event.data) : undefined;
      } catch {
        return;
      }
      if (socketHeartbeat.safeParse(data).success) return;
      const parsed = options.inbound.safeParse(data);
      if (parsed.success) options.onMessage(parsed.data);
    };
    socket.onclose = (event?: CloseEvent) => {
      if (ws === socket) lost(event?.code ?? 1006);
    };
  }

  const network =
    options.network !== undefined ? options.network : typeof window === 'undefined' ? null : window;
  const offline = () => {
    offlineNow = true;
    clearTimeout(retry);
    const socket = ws;
    if (!socket) return;
    abandon(socket, NETWORK_OFFLINE_CODE);
    lost(NETWORK_OFFLINE_CODE);
  };
  const online = () => {
    offlineNow = false;
    if (stopped || ws?.readyState === OPEN) return;
    clearTimeout(retry);
    // An attempt made while offline would only fail: start afresh.
    const dialling = ws;
    ws = null;
    if (dialling) abandon(dialling, SOCKET_CLOSE.normal);
    failures = 0;
    connect();
  };
  network?.addEventListener('offline', offline);
  network?.addEventListener('online', online);

  connect();

  return {
    send(message) {
      const data = JSON.stringify(message);
      if (ws?.readyState === OPEN) ws.send(data);
      else if (!stopped) {
        queue.push(data);
        if (queue.length > QUEUE_LIMIT) queue.shift();
      }
    },
    close() {
      stopped = true;
      network?.removeEventListener('offline', offline);
      network?.removeEventListener('online', online);
      clearTimeout(retry);
      clearInterval(heartbeat);
      queue.length = 0;
      const socket = ws;
      ws = null;
      if (socket) abandon(socket, SOCKET_CLOSE.normal);
    },
    get connected() {
      return ws?.readyState === OPEN;
    },
  };
}
