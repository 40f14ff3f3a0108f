// The LLM adapter's test harness: a loopback wire server, a stand-in fallback brain that records its calls,
// a logger that keeps the warnings, and the fixtures both test files share.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createLlmInterviewer } from '../modules/interviewer/index.ts';
import type { InterviewerBrain, InterviewPlan, NextLine, SpokenLine } from '../modules/interviewer/port.ts';
import { startWireServer, type WireServer } from './openai-wire.ts';

export const PLAN: InterviewPlan = {
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

export const FALLBACK_LINE: NextLine = {
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
export function standIn() {
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

export const answered = (text: string): SpokenLine[] => [
  {
    speaker: 'interviewer',
    kind: 'greeting',
    text: '你好，请先做个简短的自我介绍。',
    questionIndex: 0,
    responseMs: null,
  },
  { speaker: 'candidate', kind: 'answer', text, questionIndex: 0, responseMs: 900 },
];

export interface LlmWarning {
  step: string;
  reason: string;
  emitted: boolean;
}

/** Registers the hooks of one test file; the accessors give this test's server, stand-in and warnings. */
export function useLlmHarness() {
  let wire: WireServer | undefined;
  let fallback = standIn();
  let warnings: LlmWarning[] = [];
  beforeAll(async () => {
    wire = await startWireServer();
  });
  afterAll(async () => {
    await wire?.close();
  });
  beforeEach(() => {
    wire!.requests.length = 0;
    fallback = standIn();
    warnings = [];
  });
  return {
    get wire() {
      return wire!;
    },
    get fallback() {
      return fallback;
    },
    get warnings() {
      return warnings;
    },
    adapter(timeoutMs = 2_000) {
      return createLlmInterviewer({
        baseUrl: wire!.baseUrl,
        apiKey: 'sk-test',
        model: 'test-model',
        fallback: fallback.brain,
        logger: { warn: (obj) => warnings.push(obj as LlmWarning) },
        timeoutMs,
      });
    },
  };
}
