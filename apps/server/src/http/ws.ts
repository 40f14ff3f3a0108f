// The one WebSocket helper every socket route runs on: authentication before the upgrade, typed JSON both
// ways, heartbeats that drop silent sockets, a per-socket rate limit, delivery from pub/sub channels (so a
// message published on any process reaches the sockets held by every process) and a clean close on shutdown.
import { HEARTBEAT_MS } from '@app/shared/constants';
import {
  HEARTBEAT_MESSAGE,
  SOCKET_CLOSE,
  type SocketError,
  type SocketHeartbeat,
  socketHeartbeat,
} from '@app/shared/socket';
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import type { PubSub } from '../infra/pubsub/pubsub.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every socket this process holds (see `socketRoute`). */
    sockets: SocketHub;
  }
}

export const WS_MESSAGES = {
  badMessage: '消息格式不正确',
  tooLarge: '消息过长，请精简后再发送',
  tooMany: '发送太频繁，请稍后再试',
  failed: '服务器开小差了，请稍后重试',
} as const;

/** Larger messages are answered with an error (the socket stays open): every message here is a few lines of JSON. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Larger frames are not even read: the socket closes with 1009. */
export const MAX_FRAME_BYTES = 1024 * 1024;
/** Messages a client may send: a burst, then so many a second. */
export const DEFAULT_RATE_LIMIT: RateLimit = { burst: 20, perSecond: 10 };
/** How long a shutdown waits for clients to answer the close before cutting them off. */
const CLOSE_GRACE_MS = 2_000;

export interface RateLimit {
  burst: number;
  perSecond: number;
}

/** A pub/sub channel and the shape of what travels on it, so publishers and followers agree. */
export interface Channel<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
}

export function channel<T>(name: string, schema: z.ZodType<T>): Channel<T> {
  return { name, schema };
}

/** Sends a message to every socket, on every process, that follows the channel. */
export async function publish<T>(pubsub: PubSub, to: Channel<T>, message: T): Promise<void> {
  await pubsub.publish(to.name, JSON.stringify(message));
}

/** What a socket route's handlers hold: one connected client. */
export interface Socket<Out> {
  readonly log: FastifyBaseLogger;
  /** Sends when the socket is open; a message for a closed socket is dropped. */
  send(message: Out): void;
  close(code?: number, reason?: string): void;
  /**
   * Follows a channel while the socket lives: each valid message published on it, by any process, goes to
   * `onMessage`, by default straight to the client. Resolves once subscribed.
   */
  follow(to: Channel<Out>): Promise<void>;
  follow<T>(to: Channel<T>, onMessage: (message: T) => void): Promise<void>;
  /** Runs once the socket has closed, for whatever reason. */
  onClose(fn: () => void): void;
}

/** The caller behind a token (what `request.auth` holds after authentication). */
export type SocketUser = NonNullable<FastifyRequest['auth']>;

type Request<Q, P> = FastifyRequest<{ Querystring: Q; Params: P }>;

export interface SocketRoute<Q, P, In, Out, A> {
  url: string;
  querystring?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /**
   * Runs before the upgrade, so no message flows to a stranger: throw an AppError (401, 403) to refuse.
   * By default the `token` query parameter must be a valid login (`request.auth` is then set).
   */
  authenticate?: (request: Request<Q, P>) => Promise<A>;
  /** Messages the client may send besides the heartbeat; anything else is answered with an error. */
  inbound?: z.ZodType<In>;
  /** What the server sends (besides heartbeats and errors): types `socket.send`. */
  outbound?: z.ZodType<Out>;
  rateLimit?: RateLimit;
  /** The socket is open and authenticated. Messages wait until this has finished. */
  open?: (socket: Socket<Out>, auth: A, request: Request<Q, P>) => void | Promise<void>;
  /** A valid inbound message; called one at a time, in order. A thrown AppError's text goes back as an error. */
  message?: (socket: Socket<Out>, message: In, auth: A) => void | Promise<void>;
}

/** Reads the token of the `token` query parameter, whatever the route's own query schema keeps. */
async function tokenAuth(request: FastifyRequest): Promise<SocketUser> {
  const token = new URL(request.url, 'http://socket').searchParams.get('token')?.trim();
  await request.server.authenticateToken(request, token || undefined);
  return request.auth!;
}

/**
 * Declares a socket route. URLs of sockets carry tokens and secrets, so the route logs at `warn` only (and
 * the request serializer redacts them anyway).
 */
export function socketRoute<Q = unknown, P = unknown, In = never, Out = never, A = SocketUser>(
  app: FastifyInstance,
  route: SocketRoute<Q, P, In, Out, A>,
): void {
  const authenticate = route.authenticate ?? (tokenAuth as unknown as (request: Request<Q, P>) => Promise<A>);
  const accepted = new WeakMap<FastifyRequest, A>();
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      websocket: true,
      logLevel: 'warn',
      schema: {
        ...(route.querystring ? { querystring: route.querystring } : {}),
        ...(route.params ? { params: route.params } : {}),
      },
      preHandler: async (request) => {
        accepted.set(request, await authenticate(request as unknown as Request<Q, P>));
      },
    },
    (ws: WebSocket, request) => {
      app.sockets.accept(ws, request as unknown as Request<Q, P>, route, accepted.get(request) as A);
    },
  );
}

type Outbound<Out> = Out | SocketHeartbeat | SocketError;

class Connection<Out> implements Socket<Out> {
  /** Cleared by each heartbeat sweep, set again by any sign of life (a pong or a message). */
  alive = true;
  readonly closed: Promise<void>;
  private ended = false;
  private tokens: number;
  private refilledAt = performance.now();
  private readonly cleanups: Array<() => void | Promise<void>> = [];
  private markClosed!: () => void;

  constructor(
    readonly ws: WebSocket,
    readonly log: FastifyBaseLogger,
    private readonly pubsub: PubSub,
    private readonly limit: RateLimit,
  ) {
    this.tokens = limit.burst;
    this.closed = new Promise((resolve) => {
      this.markClosed = resolve;
    });
  }

  send(message: Outbound<Out>): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(message));
  }

  close(code: number = SOCKET_CLOSE.normal, reason?: string): void {
    this.ws.close(code, reason);
  }

  async follow<T>(to: Channel<T>, onMessage?: (message: T) => void): Promise<void> {
    const deliver = onMessage ?? ((message: T) => this.send(message as unknown as Out));
    const release = await this.pubsub.subscribe(to.name, (raw) => {
      const parsed = to.schema.safeParse(parseJson(raw));
      if (!parsed.success) {
        this.log.warn({ channel: to.name }, 'socket channel message of the wrong shape dropped');
        return;
      }
      try {
        deliver(parsed.data);
      } catch (err) {
        this.log.error({ err, channel: to.name }, 'socket channel handler failed');
      }
    });
    // Closed while subscribing: nothing will release it later.
    if (this.ended) return release();
    this.cleanups.push(release);
  }

  onClose(fn: () => void): void {
    if (this.ended) fn();
    else this.cleanups.push(fn);
  }

  /** Token bucket: false once the client sends faster than its limit allows. */
  take(): boolean {
    const now = performance.now();
    this.tokens = Math.min(
      this.limit.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.limit.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  async end(): Promise<void> {
    if (this.ended) return;
    this.ended = true;
    for (const cleanup of this.cleanups.splice(0)) {
      try {
        await cleanup();
      } catch (err) {
        this.log.warn({ err }, 'socket cleanup failed');
      }
    }
    this.markClosed();
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** The sockets of this process: accepts them, sweeps them for heartbeats, closes them on shutdown. */
export class SocketHub {
  private readonly live = new Set<Connection<unknown>>();
  private sweeper: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(private readonly pubsub: PubSub) {}

  get size(): number {
    return this.live.size;
  }

  accept<Q, P, In, Out, A>(
    ws: WebSocket,
    request: Request<Q, P>,
    route: SocketRoute<Q, P, In, Out, A>,
    auth: A,
  ): void {
    const connection = new Connection<Out>(
      ws,
      request.log,
      this.pubsub,
      route.rateLimit ?? DEFAULT_RATE_LIMIT,
    );
    if (this.closing) {
      ws.close(SOCKET_CLOSE.goingAway, 'server shutting down');
      return;
    }
    this.live.add(connection as Connection<unknown>);
    // Leaves the hub only once its subscriptions are released, so `size` counts what still holds anything.
    ws.on('close', () => {
      void connection.end().then(() => this.live.delete(connection as Connection<unknown>));
    });
    ws.on('pong', () => {
      connection.alive = true;
    });

    const fail = (err: unknown) => {
      if (err instanceof AppError && err.statusCode < 500) {
        connection.send({ type: 'error', msg: err.message });
        return;
      }
      request.log.error({ err }, 'socket handler failed');
      connection.send({ type: 'error', msg: WS_MESSAGES.failed });
    };
    // Messages are handled one after another, and only once `open` has run.
    let queue: Promise<void> = Promise.resolve()
      .then(() => route.open?.(connection, auth, request))
      .catch((err: unknown) => {
        fail(err);
        connection.close(SOCKET_CLOSE.serverError);
      });

    ws.on('message', (data: RawData, isBinary: boolean) => {
      connection.alive = true;
      if (!connection.take()) {
        connection.send({ type: 'error', msg: WS_MESSAGES.tooMany });
        connection.close(SOCKET_CLOSE.policy, 'too many messages');
        return;
      }
      const bytes = Array.isArray(data) ? data.reduce((n, part) => n + part.byteLength, 0) : data.byteLength;
      if (bytes > MAX_MESSAGE_BYTES) {
        connection.send({ type: 'error', msg: WS_MESSAGES.tooLarge });
        return;
      }
      const message = isBinary ? undefined : parseJson(String(data));
      if (socketHeartbeat.safeParse(message).success) {
        connection.send(HEARTBEAT_MESSAGE);
        return;
      }
      const parsed = route.inbound?.safeParse(message);
      if (!parsed?.success || !route.message) {
        connection.send({ type: 'error', msg: WS_MESSAGES.badMessage });
        return;
      }
      const handle = route.message;
      queue = queue.then(() => handle(connection, parsed.data, auth)).catch(fail);
    });
  }

  /**
   * One heartbeat round: a socket silent since the last round (no pong, no message) is cut off; the others
   * get a ping, which browsers answer by themselves.
   */
  sweep(): void {
    for (const connection of this.live) {
      if (!connection.alive) {
        connection.ws.terminate();
        continue;
      }
      connection.alive = false;
      connection.ws.ping();
    }
  }

  start(heartbeatMs: number): void {
    this.sweeper ??= setInterval(() => this.sweep(), heartbeatMs).unref();
  }

  /** Shutdown: every client hears 1001 (reconnect elsewhere); those that do not answer in time are cut off. */
  async closeAll(): Promise<void> {
    this.closing = true;
    clearInterval(this.sweeper);
    const all = [...this.live];
    for (const { ws } of all) {
      // One already closing has had its word; waiting for its line to drop would only hold the shutdown.
      if (ws.readyState === ws.OPEN) ws.close(SOCKET_CLOSE.goingAway, 'server shutting down');
      else ws.terminate();
    }
    let grace: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      grace = setTimeout(resolve, CLOSE_GRACE_MS).unref();
    });
    await Promise.race([Promise.all(all.map((connection) => connection.closed)), late]);
    clearTimeout(grace);
    for (const connection of all) connection.ws.terminate();
    await Promise.all(all.map((connection) => connection.closed));
  }
}

export interface SocketsOptions {
  /** Interval of the heartbeat sweep; a silent socket is dropped after one to two of them. */
  heartbeatMs?: number;
}

/** Registers @fastify/websocket and the hub. Needs `app.pubsub`; register before any socket route. */
export const socketsPlugin = fp(
  async (app: FastifyInstance, options: SocketsOptions) => {
    const hub = new SocketHub(app.pubsub);
    app.decorate('sockets', hub);
    app.addHook('onReady', async () => hub.start(options.heartbeatMs ?? HEARTBEAT_MS));
    // Added before @fastify/websocket's own preClose, so clients hear 1001 rather than a bare close.
    app.addHook('preClose', () => hub.closeAll());
    await app.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // A broken frame or a dropped line is the client's doing: worth a warning, not an error.
      errorHandler: (err, socket, request) => {
        request.log.warn({ err }, 'socket error');
        socket.terminate();
      },
    });
  },
  { name: 'sockets', decorators: { fastify: ['pubsub'] } },
);
