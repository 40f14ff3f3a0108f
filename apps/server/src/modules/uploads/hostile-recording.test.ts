// A hostile recording (issue 26): a 64 KB WebM chunk (then more of the same filler) of an EBML header, a Segment and a Cluster of unknown
// size, then `ff80` (an element the schema does not know, of size 0) over and over. Before the fix every read
// of the recording or the result parsed it on the event loop for seconds, with ts-ebml writing a warning per
// element (10 MB of log). Now it is checked once, when the interview finishes, in a worker, and refused.
import { format } from 'node:util';
import { RECORDING_MESSAGES } from '@app/shared/uploads';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { multipart } from '../../test/fixtures/helpers.ts';
import { whileAskingHealth } from '../../test/health-probe.ts';
import { startedInterviewFromText } from '../../test/interviews.ts';

/** The bars: health answers this fast while the recording is handled, and the log stays this small. */
const HEALTH_MS = 200;
const LOG_BYTES = 100 * 1024;
/** Chunks of `ff80` after the hostile one. */
const FILLER_CHUNKS = 15;

/** One EBML element with a payload shorter than 127 bytes (a one-byte size). */
function element(id: number[], payload: Buffer): Buffer {
  return Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);
}
const uint = (id: number[], value: number) => element(id, Buffer.from([value]));
/** The size "unknown" (all ones in eight bytes): the element runs to the end of its parent. */
const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];

function hostileChunk(bytes = 64 * 1024): Buffer {
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.concat([
      uint([0x42, 0x86], 1),
      uint([0x42, 0xf7], 1),
      uint([0x42, 0xf2], 4),
      uint([0x42, 0xf3], 8),
      element([0x42, 0x82], Buffer.from('webm')),
      uint([0x42, 0x87], 4),
      uint([0x42, 0x85], 2),
    ]),
  );
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, ...UNKNOWN_SIZE]);
  const cluster = Buffer.from([0x1f, 0x43, 0xb6, 0x75, ...UNKNOWN_SIZE]);
  const head = Buffer.concat([header, segment, cluster]);
  const filler = Buffer.alloc(bytes - head.length);
  for (let i = 0; i + 1 < filler.length; i += 2) filler.set([0xff, 0x80], i);
  return Buffer.concat([head, filler]);
}

describe('a hostile recording', () => {
  let t: TestApp;
  let base: string;
  /** Everything written to the log: the app's logger, and the console (where ts-ebml writes). */
  let logged = 0;
  const count = (text: string) => {
    logged += Buffer.byteLength(text);
  };
  beforeAll(async () => {
    const logger = pino({ level: 'trace' }, { write: count });
    t = await createTestApp('pglite', { logger });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => count(format(...args)));
    }
    const write = (chunk: string | Uint8Array) => {
      count(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(write);
    vi.spyOn(process.stderr, 'write').mockImplementation(write);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    body?: object,
  ) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
  };

  // One retry: on a loaded machine a round trip can miss 200 ms for reasons of its own; a parser on the
  // event loop misses it by seconds, every time.
  it('is refused with a clear message, health answering in under 200 ms and the log under 100 KB', {
    retry: 1,
  }, async () => {
    const { headers } = await buildSession(t.app.db);
    const interviewId = await startedInterviewFromText(t.app, headers);
    const chunk = hostileChunk();
    expect(chunk.length).toBe(64 * 1024);
    // The hostile chunk first, then more of its filler: a 1 MB recording (the 2 MB took 18 s).
    const filler = chunk.subarray(chunk.length - 64_000);
    for (let index = 0; index < FILLER_CHUNKS + 1; index++) {
      const form = multipart([
        { name: 'interviewId', value: String(interviewId) },
        { name: 'index', value: String(index) },
        { name: 'file', filename: 'chunk.webm', content: index ? filler : chunk, contentType: 'video/webm' },
      ]);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/upload/recording',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(sent.json()).toMatchObject({ code: 1, data: { next_index: index + 1 } });
    }
    logged = 0;

    const { result, timings } = await whileAskingHealth(base, async () => {
      const finished = await call('POST', '/api/interview/finishInterview', headers, { interviewId });
      const recording = await call('GET', `/api/upload/recording?interviewId=${interviewId}`, headers);
      const again = await call('GET', `/api/upload/recording?interviewId=${interviewId}`, headers);
      const outcome = await call(
        'GET',
        `/api/interview/getInterviewResult?interviewId=${interviewId}`,
        headers,
      );
      return { finished, recording, again, outcome };
    });
    expect(timings.length).toBeGreaterThan(0);
    expect(Math.max(...timings)).toBeLessThan(HEALTH_MS);
    expect(logged).toBeLessThan(LOG_BYTES);
    expect(result.finished.body).toMatchObject({ code: 1, data: { status: 'finished', video_url: null } });
    expect(result.recording).toEqual({
      status: 409,
      body: { code: 0, msg: RECORDING_MESSAGES.refused, data: null },
    });
    expect(result.again.body.msg).toBe(RECORDING_MESSAGES.refused);
    expect(result.outcome.body).toMatchObject({ code: 1, data: { video_url: null } });
  });
});
