// The answer stream against a fake of the server's wire format (an SSE body, or the JSON envelope on refusal).
import type { AnswerResponse } from '@app/shared/interviews';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { sendAnswer } from './answer';

/** The app's client over a fake of fetch. */
const over = (fetchImpl: typeof fetch) =>
  createApiClient({
    transport: (request) => fetchImpl(request.url, { method: request.method, headers: request.headers }),
    getToken: () => undefined,
    clearToken: () => {},
    onLoggedOut: () => {},
  });

const reply: AnswerResponse = {
  line: {
    seq: 2,
    speaker: 'interviewer',
    kind: 'follow_up',
    text: '能具体说说吗？',
    at_ms: 1,
    create_time: '',
  },
  follow_up: true,
  finished: false,
};

function streamOf(parts: string[], breakAfter = false): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (breakAfter) controller.error(new TypeError('network error'));
      else controller.close();
    },
  });
}

const sse = (body: ReadableStream<Uint8Array>) =>
  (async () => new Response(body, { headers: { 'content-type': 'text/event-stream' } })) as typeof fetch;
const input = { interviewId: 1, text: '回答', client_id: 'x' };

describe('sendAnswer', () => {
  it('streams deltas then resolves with the line event, sending Accept: text/event-stream', async () => {
    let accept = '';
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      accept = new Headers(init.headers).get('accept') ?? '';
      return new Response(
        streamOf([
          'event: delta\ndata: {"text":"能具体"}\n\n',
          'event: delta\ndata: {"text":"说说吗？"}\n\n',
          `event: line\ndata: ${JSON.stringify(reply)}\n\n`,
        ]),
        { headers: { 'content-type': 'text/event-stream; charset=utf-8' } },
      );
    }) as typeof fetch;
    const pieces: string[] = [];
    await expect(sendAnswer(input, (t) => pieces.push(t), over(fetchImpl))).resolves.toEqual(reply);
    expect(pieces).toEqual(['能具体', '说说吗？']);
    expect(accept).toBe('text/event-stream');
  });

  it('is a network error when the stream breaks before the line', async () => {
    const error = await sendAnswer(
      input,
      () => {},
      over(sse(streamOf(['event: delta\ndata: {"text":"能"}\n\n'], true))),
    ).catch((e: unknown) => e);
    expect(isApiError(error) && error.isNetworkError).toBe(true);
  });

  it('is a network error when fetch itself fails', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const error = await sendAnswer(input, () => {}, over(failing)).catch((e: unknown) => e);
    expect(isApiError(error) && error.isNetworkError).toBe(true);
  });

  it("rejects with the server's message on an error event or a JSON refusal, not as a network error", async () => {
    const errorEvent = await sendAnswer(
      input,
      () => {},
      over(sse(streamOf(['event: error\ndata: {"msg":"面试已结束"}\n\n']))),
    ).catch((e: unknown) => e);
    expect(isApiError(errorEvent) && !errorEvent.isNetworkError && errorEvent.msg).toBe('面试已结束');

    const refusal = (async () =>
      new Response(JSON.stringify({ code: 0, msg: '回答过长，请控制在5000字以内', data: null }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      })) as typeof fetch;
    const refused = await sendAnswer(input, () => {}, over(refusal)).catch((e: unknown) => e);
    expect(isApiError(refused) && !refused.isNetworkError && refused.msg).toBe(
      '回答过长，请控制在5000字以内',
    );
  });
});
