// A real WebSocket client for tests: collects what arrives, and waits for a message or the close.
import type { FastifyInstance } from 'fastify';
import { type ClientOptions, WebSocket } from 'ws';

export interface TestSocket {
  ws: WebSocket;
  messages: unknown[];
  /** The first message, past or future, that `match` accepts (any message by default). */
  received(match?: (message: unknown) => boolean): Promise<unknown>;
  send(message: unknown): void;
  /** Resolves with the close code once the socket has closed. */
  closed: Promise<number>;
}

/** Where a listening app answers sockets: `ws://127.0.0.1:<port>`. */
export function socketBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}`;
}

/** Opens a socket; rejects with the server's answer ("Unexpected server response: 401") when refused. */
export function connect(url: string, options: ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, options);
  const messages: unknown[] = [];
  const waiters: Array<{ match: (message: unknown) => boolean; resolve: (message: unknown) => void }> = [];
  ws.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (!waiter.match(message)) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const socket: TestSocket = {
    ws,
    messages,
    closed,
    received: (match = () => true) =>
      new Promise((resolve) => {
        const seen = messages.find(match);
        if (seen !== undefined) resolve(seen);
        else waiters.push({ match, resolve });
      }),
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}
