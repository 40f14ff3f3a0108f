import { describe, expect, it } from 'vitest';
import { readSse, SseParser } from './sse';

function parseAll(chunks: string[]) {
  const parser = new SseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
}

describe('SseParser', () => {
  it('reads named events with JSON data', () => {
    expect(parseAll(['event: delta\ndata: {"text":"你好"}\n\nevent: line\ndata: {"a":1}\n\n'])).toEqual([
      { event: 'delta', data: '{"text":"你好"}' },
      { event: 'line', data: '{"a":1}' },
    ]);
  });

  it('joins an event split anywhere across chunks, even inside a field name', () => {
    const text = 'event: delta\ndata: {"text":"第一句"}\n\nevent: line\ndata: {"ok":true}\n\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parseAll([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'delta', data: '{"text":"第一句"}' },
        { event: 'line', data: '{"ok":true}' },
      ]);
    }
  });

  it('takes CRLF and lone CR line endings, also when CRLF is split between chunks', () => {
    expect(parseAll(['event: a\r', '\ndata: 1\r\n\r', '\n'])).toEqual([{ event: 'a', data: '1' }]);
    expect(parseAll(['data: x\r\rdata: y\n\n'])).toEqual([
      { event: 'message', data: 'x' },
      { event: 'message', data: 'y' },
    ]);
  });

  it('skips comments (heartbeats), joins several data lines and ignores events without data', () => {
    expect(parseAll([': ping\n\nevent: empty\n\ndata: a\ndata:b\n\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('dispatches nothing for an event the stream cut off before its blank line', () => {
    expect(parseAll(['event: line\ndata: {"half":'])).toEqual([]);
  });
});

describe('readSse', () => {
  it('decodes UTF-8 split inside a character and reports events in order', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: 面试官\n\nevent: line\ndata: 好\n\n');
    // Cut inside the three bytes of 面.
    const parts = [bytes.slice(0, 21), bytes.slice(21, 23), bytes.slice(23)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    const seen: string[] = [];
    await readSse(body, (e) => seen.push(`${e.event}:${e.data}`));
    expect(seen).toEqual(['delta:面试官', 'line:好']);
  });
});
