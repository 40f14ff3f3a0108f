// A stand-in for an OpenAI-compatible speech API on loopback, speaking its wire format: POST /v1/audio/speech
// (JSON in, audio bytes out) and POST /v1/audio/transcriptions (multipart in, `{ text }` out). Tests of the
// speech ports run the real `openai` client against it and read what it received.
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SpeechWireRequest {
  path: string;
  authorization: string | undefined;
  /** The JSON body of a speech request. */
  json?: { model: string; voice: string; input: string; response_format?: string };
  /** The form of a transcription request: its text fields, and the file's name, type and bytes. */
  form?: { fields: Record<string, string>; file: { name: string; type: string; bytes: Buffer } | null };
}

export interface SpeechWire {
  baseUrl: string;
  requests: SpeechWireRequest[];
  /** The next answers' HTTP status (default 200: the audio, or the transcript). */
  failNext(status: number, times?: number): void;
  /** The transcript of the next transcription requests. */
  transcript: string;
  close(): Promise<void>;
}

/** What the stand-in "speaks": an MP3's ID3 header and the input, so a test can tell what was said. */
export const spokenBytes = (input: string) => Buffer.concat([Buffer.from('ID3'), Buffer.from(input)]);

export async function startSpeechWire(): Promise<SpeechWire> {
  const requests: SpeechWireRequest[] = [];
  const failures: number[] = [];
  const wire = { transcript: '我负责过前端性能优化，首屏时间降低了百分之四十。' };
  const server = createServer(async (incoming, res: ServerResponse) => {
    const parts: Buffer[] = [];
    for await (const part of incoming) parts.push(part as Buffer);
    const body = Buffer.concat(parts);
    const request: SpeechWireRequest = {
      path: incoming.url ?? '',
      authorization: incoming.headers.authorization,
    };
    if (String(incoming.headers['content-type']).startsWith('multipart/form-data')) {
      const form = await new Request('http://wire', {
        method: 'POST',
        headers: { 'content-type': String(incoming.headers['content-type']) },
        body,
      }).formData();
      const fields: Record<string, string> = {};
      let file: NonNullable<SpeechWireRequest['form']>['file'] = null;
      const entries: [string, string | File][] = [];
      form.forEach((value, name) => {
        entries.push([name, value]);
      });
      for (const [name, value] of entries) {
        if (typeof value === 'string') fields[name] = value;
        else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      }
      request.form = { fields, file };
    } else {
      request.json = JSON.parse(body.toString('utf8') || '{}');
    }
    requests.push(request);
    const status = failures.shift() ?? 200;
    if (status !== 200) {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `scripted ${status}`, type: 'server_error', code: null } }));
    } else if (request.path.endsWith('/audio/speech')) {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(spokenBytes(request.json?.input ?? ''));
    } else if (request.path.endsWith('/audio/transcriptions')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ text: wire.transcript }));
    } else {
      res.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    get transcript() {
      return wire.transcript;
    },
    set transcript(text: string) {
      wire.transcript = text;
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
