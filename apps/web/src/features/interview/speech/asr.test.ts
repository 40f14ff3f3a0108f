// Turn-taking over the browser's speech recognition, with a double of webkitSpeechRecognition that fires the
// events Chrome fires (result lists, 'network' errors, `end` after a pause).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASR_FIRST_RESULT_MS, listen } from './asr';

class FakeRecognition {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  aborted = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.aborted = true;
  }
  /** Chrome's event: every result of this session so far. */
  results(list: Array<[string, boolean]>) {
    const results = list.map(([transcript, isFinal]) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ resultIndex: 0, results });
  }
}

const latest = () => FakeRecognition.instances.at(-1) as FakeRecognition;

beforeEach(() => {
  FakeRecognition.instances = [];
  vi.useFakeTimers();
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('listen', () => {
  it('reports final and interim text in the interview language', () => {
    const onText = vi.fn();
    listen('zh', { onText, onFailure: vi.fn() });
    expect(latest().lang).toBe('zh-CN');
    expect(latest().continuous).toBe(true);
    latest().results([
      ['我做过', true],
      ['三年', false],
    ]);
    expect(onText).toHaveBeenLastCalledWith('我做过', '三年');
  });

  it('a pause ends only the engine session: it restarts and keeps what was said', () => {
    const onText = vi.fn();
    const onFailure = vi.fn();
    listen('zh', { onText, onFailure });
    const first = latest();
    first.results([['第一段。', true]]);
    first.onerror?.({ error: 'no-speech' });
    first.onend?.();
    expect(FakeRecognition.instances).toHaveLength(2);
    latest().results([['第二段', true]]);
    expect(onText).toHaveBeenLastCalledWith('第一段。第二段', '');
    expect(onFailure).not.toHaveBeenCalled();
  });

  it("fails fast on Chrome's network error (Google unreachable)", () => {
    const onFailure = vi.fn();
    listen('zh', { onText: vi.fn(), onFailure });
    latest().onerror?.({ error: 'network' });
    expect(onFailure).toHaveBeenCalledWith('network');
    expect(latest().aborted).toBe(true);
  });

  it('fails when nothing at all is recognised within the first seconds', () => {
    const onFailure = vi.fn();
    listen('en', { onText: vi.fn(), onFailure });
    vi.advanceTimersByTime(ASR_FIRST_RESULT_MS - 1);
    expect(onFailure).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFailure).toHaveBeenCalledWith('silent');
  });

  it('drops results that arrive after the answer was submitted', () => {
    const onText = vi.fn();
    const listening = listen('zh', { onText, onFailure: vi.fn() });
    const engine = latest();
    engine.results([['回答', true]]);
    listening.stop();
    engine.results([['迟到的结果', true]]);
    engine.onend?.();
    expect(onText).toHaveBeenCalledTimes(1);
    expect(FakeRecognition.instances).toHaveLength(1);
  });

  it('says unsupported where the browser has no recognition', () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    const onFailure = vi.fn();
    listen('zh', { onText: vi.fn(), onFailure });
    expect(onFailure).toHaveBeenCalledWith('unsupported');
  });
});
