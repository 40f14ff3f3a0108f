// The LLM adapter's next line against a loopback server speaking the OpenAI chat-completions wire format
// (SSE), through the real `openai` client: streaming, the held-back header, cut streams, garbage, time-outs.
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { answered, useLlmHarness } from '../../../test/llm-kit.ts';

const t = useLlmHarness();

describe('LLM interviewer: next line', () => {
  it('streams the line after the held-back header, and says what the header decided', async () => {
    t.wire.reply({
      pieces: ['{"action":', '"follow_up","reason":"vague"}\n', '能具体', '说说你', '做了什么吗？'],
    });
    const deltas: string[] = [];
    const line = await t
      .adapter()
      .next(
        { plan: t.plan, dialogue: answered('我做过很多项目，负责前端。'), remainingMs: 300_000 },
        (piece) => deltas.push(piece),
      );
    expect(deltas).toEqual(['能具体', '说说你', '做了什么吗？']);
    expect(line).toEqual({
      text: '能具体说说你做了什么吗？',
      kind: 'follow_up',
      questionIndex: 0,
      followUp: true,
      reason: 'vague',
      finished: false,
    });
    expect(t.fallback.calls).toEqual([]);
    const [request] = t.wire.requests;
    expect(request).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test' });
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request!.body.messages.at(-1)!.content).toContain('我做过很多项目，负责前端。');
  });

  it('moves to the next planned question, or closes when the time is up', async () => {
    t.wire.reply(
      { pieces: ['{"action":"next"}', '好的。', 'useEffect 的依赖数组是如何工作的？'] },
      { pieces: ['{"action":"close"}\n', '时间到了，感谢你的参与。'] },
    );
    const next = await t.adapter().next({
      plan: t.plan,
      dialogue: answered('我叫小王，做了三年前端。'),
      remainingMs: 300_000,
    });
    expect(next).toMatchObject({ kind: 'question', questionIndex: 1, followUp: false, finished: false });
    expect(next.text).toBe('好的。useEffect 的依赖数组是如何工作的？');
    const close = await t.adapter().next({ plan: t.plan, dialogue: answered('嗯'), remainingMs: 0 });
    expect(close).toMatchObject({ kind: 'closing', questionIndex: null, finished: true });
    // The second prompt offered closing alone: no follow-up once time is up.
    expect(t.wire.requests[1]!.body.messages[0]!.content).toContain('{"action":"close"}');
    expect(t.wire.requests[1]!.body.messages[0]!.content).not.toContain('"follow_up"');
  });

  it('gives the first piece to onDelta while the upstream stream is still open', async () => {
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let sentAt = 0;
      let gotAt = 0;
      t.wire.reply({
        pieces: ['{"action":"next"}\n好的', '，下一题。'],
        holdAfterFirst: held,
        onFirstPiece: () => {
          sentAt = performance.now();
        },
      });
      // The upstream sends the rest only once the first delta arrived: an adapter that buffered would hang.
      const line = await t
        .adapter()
        .next({ plan: t.plan, dialogue: answered('我叫小王。'), remainingMs: 300_000 }, () => {
          if (gotAt) return;
          gotAt = performance.now();
          release();
        });
      expect(line.text).toBe('好的，下一题。');
      latencies.push(gotAt - sentAt);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    console.info(
      `first token, upstream write -> onDelta: median ${sorted[2]!.toFixed(2)} ms, max ${sorted[4]!.toFixed(2)} ms`,
    );
    expect(sorted[4]).toBeLessThan(1_000);
  });

  it('falls back for the turn when the stream breaks midway, without streaming a second text', async () => {
    t.wire.reply({ pieces: ['{"action":"next"}\n', '好的，', '我们来看', '下一题'], cutAfter: 3, gapMs: 20 });
    const deltas: string[] = [];
    const line = await t
      .adapter()
      .next({ plan: t.plan, dialogue: answered('我叫小王。'), remainingMs: 300_000 }, (piece) =>
        deltas.push(piece),
      );
    // What was previewed stays a preview; the stored line (the `line` event) is the fallback's.
    expect(deltas).toEqual(['好的，', '我们来看']);
    expect(line).toEqual(t.fallback.results[0]);
    expect(t.fallback.calls).toEqual(['next']);
    expect(t.warnings).toMatchObject([{ step: 'next', reason: 'stream_cut', emitted: true }]);
  });

  it('falls back, streaming the fallback, when the reply has no valid header or a forbidden action', async () => {
    t.wire.reply(
      { pieces: ['好的，', '下一题是……'] },
      { pieces: ['{"action":"follow_up","reason":"thin"}\n', '再多说一点？'] },
    );
    const deltas: string[] = [];
    const line = await t
      .adapter()
      .next({ plan: t.plan, dialogue: answered('我叫小王。'), remainingMs: 300_000 }, (piece) =>
        deltas.push(piece),
      );
    expect(line).toEqual(t.fallback.results[0]);
    // The built-in streams its own line, piece by piece, since nothing of the model's reached the client.
    expect(deltas.length).toBeGreaterThan(0);
    expect(deltas.join('')).toBe(line.text);
    // Time is up: a follow-up is not allowed, whatever the model says.
    await t.adapter().next({ plan: t.plan, dialogue: answered('我叫小王。'), remainingMs: 0 });
    expect(t.fallback.calls).toEqual(['next', 'next']);
    expect(t.warnings.map((w) => w.reason)).toEqual(['invalid_output', 'invalid_output']);
  });

  it('falls back when a stream ends without finishing, or the upstream stalls past the time-out', async () => {
    t.wire.reply({ pieces: ['{"action":"next"}\n', '好的'], finish: 'length' }, { stall: true });
    const turn = { plan: t.plan, dialogue: answered('我叫小王。'), remainingMs: 300_000 };
    expect(await t.adapter().next(turn)).toEqual(t.fallback.results[0]);
    // The upstream stalls until the test ends: only the time-out can answer (a turn that waited for it
    // would fail on the test's own time-out).
    expect(await t.adapter(300).next(turn)).toEqual(t.fallback.results[1]);
    expect(t.warnings.map((w) => w.reason)).toEqual(['stream_cut', 'timeout']);
  });
});
