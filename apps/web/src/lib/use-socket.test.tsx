// useSocket against a real server: one connection per key, fresh callbacks, closed on unmount.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { type WebSocket as ServerSocket, WebSocket, WebSocketServer } from 'ws';
import { z } from 'zod';
import { useSocket } from './use-socket';

const note = z.object({ type: z.literal('note'), text: z.string() });
let wss: WebSocketServer | undefined;
afterEach(async () => {
  for (const client of wss?.clients ?? []) client.terminate();
  await new Promise((resolve) => wss?.close(resolve));
});

async function server() {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss!.once('listening', resolve));
  const peers: Array<{ ws: ServerSocket; url: string; closed: Promise<number> }> = [];
  wss.on('connection', (ws, request) => {
    peers.push({ ws, url: request.url ?? '', closed: new Promise((r) => ws.on('close', (code) => r(code))) });
  });
  const address = wss.address();
  const port = address && typeof address !== 'string' ? address.port : 0;
  return { base: `ws://127.0.0.1:${port}`, peers };
}

it('opens one socket per key, hands messages to the latest callback, and closes on unmount', async () => {
  const { base, peers } = await server();
  const heard: string[] = [];
  const { rerender, unmount, result } = renderHook(
    ({ key, label }: { key: string | null; label: string }) =>
      useSocket(key, {
        url: () => `${base}/ws/${key}`,
        inbound: note,
        onMessage: (message) => heard.push(`${label}:${message.text}`),
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      }),
    { initialProps: { key: null as string | null, label: 'a' } },
  );
  expect(result.current).toBeNull();

  rerender({ key: 'u1', label: 'a' });
  await waitFor(() => expect(result.current?.connected).toBe(true));
  rerender({ key: 'u1', label: 'b' });
  act(() => peers[0]!.ws.send(JSON.stringify({ type: 'note', text: 'hi' })));
  await waitFor(() => expect(heard).toEqual(['b:hi']));
  expect(peers).toHaveLength(1);

  rerender({ key: 'u2', label: 'b' });
  expect(await peers[0]!.closed).toBe(1000);
  await waitFor(() => expect(peers.map((peer) => peer.url)).toEqual(['/ws/u1', '/ws/u2']));

  await waitFor(() => expect(result.current?.connected).toBe(true));
  unmount();
  expect(await peers[1]!.closed).toBe(1000);
});
