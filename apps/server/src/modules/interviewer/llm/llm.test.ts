// The LLM adapter against a loopback server speaking the OpenAI chat-completions wire format (SSE included),
// through the real `openai` client: normal steps, retries, cut streams, garbage, time-outs, and fall-backs.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWireServer, type WireServer } from '../../../test/openai-wire.ts';
import type { InterviewerBrain, InterviewPlan, NextLine, SpokenLine } from '../port.ts';
import { createLlmInterviewer } from './index.ts';

const PLAN: InterviewPlan = {
  version: 1,
  style: 2,
  language: 'zh',
  minutes: 10,
  profiles: {
    jd: {
      position: '前端开发工程师',
      family: '前端开发',
      skills: ['React', 'TypeScript'],
      responsibilities: ['负责Web前端开发'],
      requirements: ['熟悉React'],
      seniority: 'mid',
    },
    resume: { education: [], years_of_experience: 3, skills: ['React'], projects: [] },
  },
  questions: [
    {
      id: 'q1',
      text: '请先做个简短的自我介绍。',
      kind: 'opening',
      topic: '',
      keywords: [],
      outline: ['背景'],
      bankId: null,
      difficulty: 1,
    },
    {
      id: 'q2',
      text: 'React 中 useEffect 的依赖数组是如何工作的？',
      kind: 'technical',
      topic: 'React',
      keywords: ['依赖', '清理'],
      outline: ['依赖变化后执行'],
      bankId: 42,
      difficulty: 2,
    },
    {
      id: 'q3',
      text: '如何优化一个渲染很慢的 React 列表页面？',
      kind: 'technical',
      topic: 'React',
      keywords: ['虚拟列表'],
      outline: ['memo'],
      bankId: 43,
      difficulty: 2,
    },
  ],
};

const FALLBACK_LINE: NextLine = {
  text: '（内置）好的，我们进入下一题。',
  kind: 'question',
  questionIndex: 1,
  followUp: false,
  reason: null,
  finished: false,
};

/**
 * Stands in for the built-in engine (not merged on this branch yet): a fixed brain that records its calls
 * and, like the real one, streams its line to onDelta when given one.
 */
function standIn() {
  const calls: string[] = [];
  const say = (line: NextLine, onDelta?: (piece: string) => void) => {
    onDelta?.(line.text);
    return line;
  };
  const brain: InterviewerBrain = {
    async profile() {
      calls.push('profile');
      return PLAN.profiles;
    },
    async plan() {
      calls.push('plan');
      return PLAN;
    },
    async open(_plan, onDelta) {
      calls.push('open');
      return say({ ...FALLBACK_LINE, kind: 'greeting', questionIndex: 0 }, onDelta);
    },
    async next(_turn, onDelta) {
      calls.push('next');
      return say(FALLBACK_LINE, onDelta);
    },
    async assess() {
      calls.push('assess');
      return {
        content: { score: 50, evidence: [], advice: '内置建议' },
        questions: [],
        summary: '内置总结',
        strengths: [],
        weaknesses: [],
      };
    },
  };
  return { brain, calls };
}

const answered = (text: string): SpokenLine[] => [
  {
    speaker: 'interviewer',
    kind: 'greeting',
    text: '你好，请先做个简短的自我介绍。',
    questionIndex: 0,
    responseMs: null,
  },
  { speaker: 'candidate', kind: 'answer', text, questionIndex: 0, responseMs: 900 },
];

let wire: WireServer;
let fallback: ReturnType<typeof standIn>;
let warnings: { step: string; reason: string; emitted: boolean }[];

function adapter(timeoutMs = 2_000) {
  return createLlmInterviewer({
    baseUrl: wire.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    fallback: fallback.brain,
    logger: { warn: (obj) => warnings.push(obj as (typeof warnings)[number]) },
    timeoutMs,
  });
}

beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(async () => {
  await wire.close();
});
beforeEach(() => {
  wire.requests.length = 0;
  fallback = standIn();
  warnings = [];
});

describe('LLM interviewer: next line', () => {
  it('streams the line after the held-back header, and says what the header decided', async () => {
    wire.reply({
      pieces: ['{"action":', '"follow_up","reason":"vague"}\n', '能具体', '说说你', '做了什么吗？'],
    });
    const deltas: string[] = [];
    const line = await adapter().next(
      { plan: PLAN, dialogue: answered('我做过很多项目，负责前端。'), remainingMs: 300_000 },
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
    expect(fallback.calls).toEqual([]);
    const [request] = wire.requests;
    expect(request).toMatchObject({ path: '/v1/chat/completions', authorization: 'Bearer sk-test' });
    expect(request!.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request!.body.messages.at(-1)!.content).toContain('我做过很多项目，负责前端。');
  });

  it('moves to the next planned question, or closes when the time is up', async () => {
    wire.reply(
      { pieces: ['{"action":"next"}', '好的。', 'useEffect 的依赖数组是如何工作的？'] },
      { pieces: ['{"action":"close"}\n', '时间到了，感谢你的参与。'] },
    );
    const next = await adapter().next({
      plan: PLAN,
      dialogue: answered('我叫小王，做了三年前端。'),
      remainingMs: 300_000,
    });
    expect(next).toMatchObject({ kind: 'question', questionIndex: 1, followUp: false, finished: false });
    expect(next.text).toBe('好的。useEffect 的依赖数组是如何工作的？');
    const close = await adapter().next({ plan: PLAN, dialogue: answered('嗯'), remainingMs: 0 });
    expect(close).toMatchObject({ kind: 'closing', questionIndex: null, finished: true });
    // The second prompt offered closing alone: no follow-up once time is up.
    expect(wire.requests[1]!.body.messages[0]!.content).toContain('{"action":"close"}');
    expect(wire.requests[1]!.body.messages[0]!.content).not.toContain('"follow_up"');
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
      wire.reply({
        pieces: ['{"action":"next"}\n好的', '，下一题。'],
        holdAfterFirst: held,
        onFirstPiece: () => {
          sentAt = performance.now();
        },
      });
      // The upstream sends the rest only once the first delta arrived: an adapter that buffered would hang.
      const line = await adapter().next(
        { plan: PLAN, dialogue: answered('我叫小王。'), remainingMs: 300_000 },
        () => {
          if (gotAt) return;
          gotAt = performance.now();
          release();
        },
      );
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
    wire.reply({ pieces: ['{"action":"next"}\n', '好的，', '我们来看', '下一题'], cutAfter: 3, gapMs: 20 });
    const deltas: string[] = [];
    const line = await adapter().next(
      { plan: PLAN, dialogue: answered('我叫小王。'), remainingMs: 300_000 },
      (piece) => deltas.push(piece),
    );
    // What was previewed stays a preview; the stored line (the `line` event) is the fallback's.
    expect(deltas).toEqual(['好的，', '我们来看']);
    expect(line).toEqual(FALLBACK_LINE);
    expect(fallback.calls).toEqual(['next']);
    expect(warnings).toMatchObject([{ step: 'next', reason: 'stream_cut', emitted: true }]);
  });

  it('falls back, streaming the fallback, when the reply has no valid header or a forbidden action', async () => {
    wire.reply(
      { pieces: ['好的，', '下一题是……'] },
      { pieces: ['{"action":"follow_up","reason":"thin"}\n', '再多说一点？'] },
    );
    const deltas: string[] = [];
    const line = await adapter().next(
      { plan: PLAN, dialogue: answered('我叫小王。'), remainingMs: 300_000 },
      (piece) => deltas.push(piece),
    );
    expect(line).toEqual(FALLBACK_LINE);
    expect(deltas).toEqual([FALLBACK_LINE.text]);
    // Time is up: a follow-up is not allowed, whatever the model says.
    await adapter().next({ plan: PLAN, dialogue: answered('我叫小王。'), remainingMs: 0 });
    expect(fallback.calls).toEqual(['next', 'next']);
    expect(warnings.map((w) => w.reason)).toEqual(['invalid_output', 'invalid_output']);
  });

  it('falls back when a stream ends without finishing, or the upstream stalls past the time-out', async () => {
    wire.reply({ pieces: ['{"action":"next"}\n', '好的'], finish: 'length' }, { stall: true });
    expect(
      await adapter().next({ plan: PLAN, dialogue: answered('我叫小王。'), remainingMs: 300_000 }),
    ).toEqual(FALLBACK_LINE);
    const started = Date.now();
    expect(
      await adapter(300).next({ plan: PLAN, dialogue: answered('我叫小王。'), remainingMs: 300_000 }),
    ).toEqual(FALLBACK_LINE);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(warnings.map((w) => w.reason)).toEqual(['stream_cut', 'timeout']);
  });
});

describe('LLM interviewer: JSON steps and retries', () => {
  const profiles = {
    jd: {
      position: '高级前端开发工程师',
      family: '前端',
      skills: ['React', 'TypeScript'],
      responsibilities: ['负责核心产品前端'],
      requirements: ['五年经验'],
      seniority: 'senior',
    },
    resume: {
      education: [{ school: '某大学', degree: '本科', major: '计算机' }],
      years_of_experience: 5,
      skills: ['React'],
      projects: [
        { name: '电商中台', role: '前端负责人', actions: ['搭建组件库'], results: ['首屏时间降低40%'] },
      ],
    },
  };

  it('retries a 429 and then reads the profiles, mapping an unknown family by the position', async () => {
    wire.reply({ status: 429, headers: { 'retry-after-ms': '5' } }, { content: JSON.stringify(profiles) });
    const result = await adapter().profile('JD 文本', '简历文本');
    expect(wire.requests).toHaveLength(2);
    expect(wire.requests[1]!.body.response_format).toEqual({ type: 'json_object' });
    expect(result.jd).toMatchObject({
      position: '高级前端开发工程师',
      family: '前端开发',
      seniority: 'senior',
    });
    expect(result.resume.projects[0]!.results).toEqual(['首屏时间降低40%']);
    expect(fallback.calls).toEqual([]);
  });

  it('retries 5xx on a stream too, then streams the opening', async () => {
    wire.reply(
      { status: 503, headers: { 'retry-after-ms': '5' } },
      { status: 502, headers: { 'retry-after-ms': '5' } },
      { pieces: ['你好，欢迎参加面试。', '请先做个简短的自我介绍。'] },
    );
    const deltas: string[] = [];
    const line = await adapter().open(PLAN, (piece) => deltas.push(piece));
    expect(line).toMatchObject({ kind: 'greeting', questionIndex: 0, finished: false });
    expect(line.text).toBe('你好，欢迎参加面试。请先做个简短的自我介绍。');
    expect(deltas).toHaveLength(2);
    expect(wire.requests).toHaveLength(3);
  });

  it('falls back on garbage JSON, on JSON of the wrong shape, and on an error that outlasts the retries', async () => {
    wire.reply(
      { content: '当然！以下是结果：{"jd": ' },
      { content: JSON.stringify({ jd: { position: 3 }, resume: {} }) },
      { status: 500 },
      { status: 500 },
      { status: 500 },
    );
    const llm = adapter();
    expect(await llm.profile('JD', '简历')).toBe(PLAN.profiles);
    expect(await llm.profile('JD', '简历')).toBe(PLAN.profiles);
    expect(await llm.profile('JD', '简历')).toBe(PLAN.profiles);
    expect(warnings.map((w) => w.reason)).toEqual(['invalid_json', 'invalid_output', 'http_error']);
    expect(fallback.calls).toEqual(['profile', 'profile', 'profile']);
  });

  it('plans from the built-in draft and the model, keeping bank ids of the questions it keeps', async () => {
    const questions = [
      {
        from: 'q1',
        text: '请先介绍一下你在电商中台项目中的角色。',
        kind: 'project',
        topic: '电商中台',
        keywords: ['组件库'],
        outline: ['角色', '成果'],
        difficulty: 1,
      },
      {
        from: 'q2',
        text: 'React 中 useEffect 的依赖数组是如何工作的？',
        kind: 'technical',
        topic: 'React',
        keywords: ['依赖'],
        outline: ['依赖变化后执行'],
        difficulty: 2,
      },
      {
        from: null,
        text: '首屏时间降低40%是怎么做到的？',
        kind: 'project',
        topic: '性能优化',
        keywords: ['懒加载'],
        outline: ['指标', '手段'],
        difficulty: 3,
      },
      {
        from: null,
        text: '首屏时间降低40%是怎么做到的？',
        kind: 'project',
        topic: '重复',
        keywords: [],
        outline: [],
        difficulty: 3,
      },
    ];
    wire.reply(
      { content: JSON.stringify(profiles) },
      { content: `\`\`\`json\n${JSON.stringify({ questions })}\n\`\`\`` },
    );
    const plan = await adapter().plan({
      jdText: 'JD',
      resumeText: '简历',
      style: 2,
      language: 'zh',
      minutes: 10,
    });
    expect(plan.profiles.jd.position).toBe('高级前端开发工程师');
    expect(plan.questions.map((q) => [q.id, q.bankId, q.difficulty])).toEqual([
      ['q1', null, 1],
      ['q2', 42, 2],
      ['q3', null, 3],
    ]);
    expect(fallback.calls).toEqual(['plan']);
  });

  it('plans with the built-in draft when the model answers garbage', async () => {
    wire.reply({ content: JSON.stringify(profiles) }, { content: '{"questions": "三道题"}' });
    const plan = await adapter().plan({
      jdText: 'JD',
      resumeText: '简历',
      style: 2,
      language: 'zh',
      minutes: 10,
    });
    expect(plan).toBe(PLAN);
    expect(warnings).toMatchObject([{ step: 'plan', reason: 'invalid_output' }]);
  });

  it('assesses the answers per planned question, and falls back when feedback is missing', async () => {
    const dialogue: SpokenLine[] = [
      ...answered('我叫小王，三年前端经验。'),
      { speaker: 'interviewer', kind: 'question', text: 'useEffect？', questionIndex: 1, responseMs: null },
      { speaker: 'candidate', kind: 'answer', text: '依赖变化时执行。', questionIndex: 1, responseMs: 1200 },
      { speaker: 'interviewer', kind: 'follow_up', text: '清理函数呢？', questionIndex: 1, responseMs: null },
      { speaker: 'candidate', kind: 'answer', text: '卸载前执行清理。', questionIndex: 1, responseMs: 800 },
    ];
    const reply = {
      content: {
        score: 71.6,
        evidence: [{ signal: 'JD 关键词覆盖', note: '提到 React' }],
        advice: '多举例。',
      },
      questions: [
        { index: 0, score: 60, missing: ['成果数据'], better_answer: '背景→项目→成果' },
        { index: 1, score: 80, missing: [], better_answer: '依赖、清理、陈旧闭包' },
      ],
      summary: '基础扎实。',
      strengths: ['概念清楚'],
      weaknesses: ['缺少数据'],
    };
    wire.reply(
      { content: JSON.stringify(reply) },
      { content: JSON.stringify({ ...reply, questions: [reply.questions[0]] }) },
    );
    const result = await adapter().assess(PLAN, dialogue);
    expect(result.content).toEqual({
      score: 72,
      evidence: [{ signal: 'JD 关键词覆盖', value: null, note: '提到 React' }],
      advice: '多举例。',
    });
    expect(result.questions[1]).toEqual({
      question: PLAN.questions[1]!.text,
      answer: '依赖变化时执行。\n卸载前执行清理。',
      score: 80,
      missing: [],
      better_answer: '依赖、清理、陈旧闭包',
    });
    expect((await adapter().assess(PLAN, dialogue)).summary).toBe('内置总结');
    expect(warnings).toMatchObject([{ step: 'assess', reason: 'invalid_output' }]);
  });
});
