// A stand-in for an OpenAI-compatible chat API on loopback, speaking its wire format (chat.completion JSON,
// and chat.completion.chunk Server-Sent Events ending in `data: [DONE]`), with scripted replies: errors,
// streams cut midway, stalls. Tests of the LLM adapter run the real `openai` client against it.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WireReply {
  /** HTTP status (default 200); a non-2xx answers an OpenAI-style error body. */
  status?: number;
  headers?: Record<string, string>;
  /** A non-streamed reply's message content. */
  content?: string;
  /** A streamed reply's content pieces, one chunk event each. */
  pieces?: string[];
  /** Destroys the socket after this many pieces: a stream broken midway. */
  cutAfter?: number;
  /** Ms to wait after each piece (so that pieces before a cut reach the client first). */
  gapMs?: number;
  /** finish_reason of the last chunk (default 'stop'); null sends none. */
  finish?: string | null;
  /** Never answers (a stalled upstream) until the server closes. */
  stall?: boolean;
  /** Awaited after the first piece is written, before the others (holds the stream open). */
  holdAfterFirst?: Promise<void>;
  /** Told when the first piece has been written to the socket. */
  onFirstPiece?: () => void;
}

export interface WireRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

export interface WireServer {
  /** Base URL for the client, ending in /v1. */
  baseUrl: string;
  requests: WireRequest[];
  /** Queues replies, answered in order; an unscripted request gets a 500. */
  reply(...replies: WireReply[]): void;
  close(): Promise<void>;
}

const base = (model: string) => ({ id: 'chatcmpl-test', created: 1_700_000_000, model });

function chunk(model: string, delta: object, finish: string | null): string {
  const body = {
    ...base(model),
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function answer(reply: WireReply, req: WireRequest, res: ServerResponse): Promise<void> {
  const model = req.body.model;
  if (reply.stall) return;
  const status = reply.status ?? 200;
  if (status >= 300) {
    res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify({ error: { message: `scripted ${status}`, type: 'server_error', code: null } }));
    return;
  }
  if (!req.body.stream) {
    res.writeHead(200, { 'content-type': 'application/json', ...reply.headers });
    const message = { role: 'assistant', content: reply.content ?? '' };
    res.end(
      JSON.stringify({
        ...base(model),
        object: 'chat.completion',
        choices: [{ index: 0, message, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
  res.flushHeaders();
  const pieces = reply.pieces ?? [];
  for (const [i, piece] of pieces.entries()) {
    if (reply.cutAfter !== undefined && i >= reply.cutAfter) {
      res.destroy();
      return;
    }
    const delta = i === 0 ? { role: 'assistant', content: piece } : { content: piece };
    if (!res.write(chunk(model, delta, null))) await once(res, 'drain');
    if (i === 0) reply.onFirstPiece?.();
    if (reply.gapMs) await new Promise((resolve) => setTimeout(resolve, reply.gapMs));
    if (i === 0 && reply.holdAfterFirst) await reply.holdAfterFirst;
  }
  if (reply.cutAfter !== undefined && reply.cutAfter >= pieces.length) {
    res.destroy();
    return;
  }
  const finish = reply.finish === undefined ? 'stop' : reply.finish;
  res.write(chunk(model, {}, finish));
  res.end('data: [DONE]\n\n');
}

export async function startWireServer(): Promise<WireServer> {
  const queue: WireReply[] = [];
  const requests: WireRequest[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((incoming: IncomingMessage, res: ServerResponse) => {
    const parts: Buffer[] = [];
    incoming.on('data', (part: Buffer) => parts.push(part));
    incoming.on('end', () => {
      const req: WireRequest = {
        path: incoming.url ?? '',
        authorization: incoming.headers.authorization,
        body: JSON.parse(Buffer.concat(parts).toString('utf8') || '{}'),
      };
      requests.push(req);
      open.add(res);
      res.on('close', () => open.delete(res));
      const reply = queue.shift() ?? { status: 500 };
      answer(reply, req, res).catch(() => res.destroy());
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    close: async () => {
      for (const res of open) res.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
