// The two ways the adapter talks to an OpenAI-compatible chat API: a JSON step (validated by zod) and a
// streamed line whose pieces go to the client as they arrive, optionally after a one-object JSON header.
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';

export type FailureReason =
  | 'timeout'
  | 'rate_limited'
  | 'http_error'
  | 'network'
  | 'invalid_json'
  | 'invalid_output'
  | 'stream_cut'
  | 'empty';

/** A turn the model could not do; `emitted` says whether pieces of it already went to the client. */
export class LlmFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
    readonly emitted = false,
  ) {
    super(message);
    this.name = 'LlmFailure';
  }
}

export interface Chat {
  client: OpenAI;
  model: string;
  /** Whole-call budget (retries and streaming included). */
  timeoutMs: number;
}

export type Messages = ChatCompletionMessageParam[];

function failureOf(err: unknown, deadline: AbortSignal, emitted: boolean): LlmFailure {
  if (err instanceof LlmFailure) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (deadline.aborted || err instanceof OpenAI.APIConnectionTimeoutError) {
    return new LlmFailure('timeout', message, emitted);
  }
  if (err instanceof OpenAI.APIError && err.status !== undefined) {
    return new LlmFailure(
      err.status === 429 ? 'rate_limited' : 'http_error',
      `${err.status} ${message}`,
      emitted,
    );
  }
  if (err instanceof OpenAI.APIConnectionError) return new LlmFailure('network', message, emitted);
  // A body that stops mid-stream surfaces as the fetch's own error (undici: 'terminated').
  return new LlmFailure(emitted ? 'stream_cut' : 'network', message, emitted);
}

/** A model may wrap JSON in a Markdown fence although asked not to. */
function unfence(text: string): string {
  const fenced = /^\s*```[a-zA-Z]*\s*\n([\s\S]*?)\n?```\s*$/.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}

/** One JSON step: the reply must parse and match `schema`, or the step fails. */
export async function chatJson<S extends z.ZodType>(
  chat: Chat,
  messages: Messages,
  schema: S,
): Promise<z.output<S>> {
  const deadline = AbortSignal.timeout(chat.timeoutMs);
  let content: string;
  try {
    const completion = await chat.client.chat.completions.create(
      { model: chat.model, messages, response_format: { type: 'json_object' }, temperature: 0.3 },
      { signal: deadline },
    );
    content = completion.choices[0]?.message?.content ?? '';
  } catch (err) {
    throw failureOf(err, deadline, false);
  }
  let json: unknown;
  try {
    json = JSON.parse(unfence(content));
  } catch {
    throw new LlmFailure('invalid_json', `not JSON: ${content.slice(0, 120)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new LlmFailure('invalid_output', parsed.error.issues[0]?.message ?? 'schema');
  return parsed.data;
}

export interface StreamedLine<H> {
  header: H | null;
  text: string;
}

/**
 * One streamed line. With `header`, the reply opens with one JSON object (what the interviewer does) that
 * is held back and parsed; everything after it is the line, passed to `onDelta` piece by piece as it comes,
 * leading blanks trimmed. A stream that ends without finish_reason 'stop' was cut: the line is not whole.
 */
export async function chatStream<H>(
  chat: Chat,
  messages: Messages,
  header: ((raw: string) => H) | null,
  onDelta?: (piece: string) => void,
): Promise<StreamedLine<H>> {
  const deadline = AbortSignal.timeout(chat.timeoutMs);
  let parsedHeader: H | null = null;
  let pending = header ? '' : null;
  let text = '';
  let emitted = false;
  let finish: string | null = null;

  const emit = (piece: string) => {
    const out = text ? piece : piece.replace(/^\s+/, '');
    if (!out) return;
    text += out;
    emitted = true;
    onDelta?.(out);
  };

  try {
    const stream = await chat.client.chat.completions.create(
      { model: chat.model, messages, stream: true, temperature: 0.7 },
      { signal: deadline },
    );
    for await (const chunk of stream) {
      const choice = chunk.choices[0];
      if (!choice) continue;
      if (choice.finish_reason) finish = choice.finish_reason;
      const piece = choice.delta?.content;
      if (!piece) continue;
      if (pending === null) {
        emit(piece);
        continue;
      }
      pending += piece;
      // Blank lines and a Markdown fence may come before the header object; the header ends at its '}'.
      const start = pending.replace(/^(\s|```[a-z]*)+/i, '');
      if (start && !start.startsWith('{') && !'```'.startsWith(start))
        throw new LlmFailure('invalid_output', `no header: ${start.slice(0, 80)}`);
      const end = start.indexOf('}');
      if (end < 0) {
        if (start.length > 300) throw new LlmFailure('invalid_output', 'header too long');
        continue;
      }
      parsedHeader = header!(start.slice(0, end + 1));
      const rest = start.slice(end + 1).replace(/^\s*```\s*/, '');
      pending = null;
      emit(rest);
    }
  } catch (err) {
    throw failureOf(err, deadline, emitted);
  }
  if (finish !== 'stop') {
    throw new LlmFailure('stream_cut', `stream ended with finish_reason ${finish ?? 'none'}`, emitted);
  }
  if (pending !== null) throw new LlmFailure('invalid_output', 'no header in the reply', emitted);
  if (!text.trim()) throw new LlmFailure('empty', 'empty line', emitted);
  return { header: parsedHeader, text: text.trim() };
}
