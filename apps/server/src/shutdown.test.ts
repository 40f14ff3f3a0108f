// Graceful shutdown of the app itself: requests in flight finish, WebSockets are closed, new
// connections are refused, the database is closed.
import type { AddressInfo, Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from './test/backends.ts';

/** Resolves when the server stops accepting connections (the net.Server#close that Fastify calls). */
function listenerClosed(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const close = server.close.bind(server);
    server.close = ((callback?: (err?: Error) => void) => {
      const result = close(callback);
      resolve();
      return result;
    }) as Server['close'];
  });
}

describe('closing the app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close().catch(() => {});
  });

  it('lets a request in flight finish, closes sockets and refuses new connections', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let entered!: () => void;
    const handling = new Promise<void>((r) => {
      entered = r;
    });
    t = await createTestApp('pglite', {
      extend: (app) => {
        app.get('/api/probe/slow', async () => {
          entered();
          await gate;
          return { code: 1, msg: 'success', data: 'done' };
        });
        app.get('/api/probe/ws', { websocket: true }, (socket) => {
          socket.send('hello');
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;

    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/probe/ws`);
    await new Promise((r) => socket.once('message', r));
    const socketClosed = new Promise<number>((r) => socket.once('close', (code) => r(code)));

    const inFlight = fetch(`${base}/api/probe/slow`).then((res) => res.json());
    await handling;
    const stoppedListening = listenerClosed(t.app.server);
    const closing = t.app.close();
    await stoppedListening;

    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
    expect(await socketClosed).toBeGreaterThan(0);
    release();
    expect(await inFlight).toEqual({ code: 1, msg: 'success', data: 'done' });
    await closing;
  });
});
