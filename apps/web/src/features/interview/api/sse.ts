// A Server-Sent Events parser for fetch bodies: EventSource cannot POST or send the token header, so the answer
// stream is read from a ReadableStream and cut into events here (the WHATWG event-stream format).

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Feeds text chunks in as they arrive (a chunk may end mid-line or mid-event) and hands out whole events.
 * Lines end in LF, CR or CRLF; `:` lines are comments; several `data:` lines join with '\n'; an event without
 * `event:` is 'message'; an event with no data is not dispatched (as EventSource does).
 */
export class SseParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];
  private id: string | undefined;
  /** A chunk ended on CR: a LF starting the next chunk belongs to that line ending. */
  private pendingCr = false;

  push(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of CRLF: wait for the next chunk to know.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) {
        this.pendingCr = true;
        const line = this.buffer.slice(0, match.index);
        this.buffer = '';
        this.line(line, out);
        break;
      }
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      this.line(line, out);
    }
    return out;
  }

  /** The stream ended: an event not closed by a blank line is dropped, as the format says. */
  end(): SseEvent[] {
    this.buffer = '';
    this.event = '';
    this.data = [];
    return [];
  }

  private line(line: string, out: SseEvent[]): void {
    if (line === '') {
      if (this.data.length > 0) {
        out.push({
          event: this.event || 'message',
          data: this.data.join('\n'),
          ...(this.id === undefined ? {} : { id: this.id }),
        });
      }
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
  }
}

/** Reads a fetch body to its end, calling `onEvent` for each event as it completes. */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const parser = new SseParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
    for (const event of parser.push(decoder.decode())) onEvent(event);
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
