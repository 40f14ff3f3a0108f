// The LLM adapter's streaming overhead in-process: how long after the upstream writes the first token does
// onDelta get it, p50 and p99 over many turns, against a baseline measured in the same run: the bare
// `openai` client reading the first chunk of the same stream (the floor: HTTP, SSE parsing, the event loop).
// The upstream is the loopback server speaking the chat-completions wire format that the tests use.
import { performance } from 'node:perf_hooks';
import OpenAI from 'openai';
import { createLlmInterviewer } from '../apps/server/src/modules/interviewer/index.ts';
import type {
  InterviewerBrain,
  InterviewPlan,
  SpokenLine,
} from '../apps/server/src/modules/interviewer/port.ts';
import { startWireServer, type WireServer } from '../apps/server/src/test/openai-wire.ts';

const TURNS = 300;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const PLAN: InterviewPlan = {
  version: 1,
  style: 3,
  language: 'zh',
  minutes: 10,
  profiles: {
    jd: {
      position: '前端开发工程师',
      family: '前端开发',
      skills: [],
      responsibilities: [],
      requirements: [],
      seniority: 'mid',
    },
    resume: { education: [], years_of_experience: null, skills: [], projects: [] },
  },
  questions: [
    {
      id: 'q1',
      text: '请先做个自我介绍。',
      kind: 'opening',
      topic: '',
      keywords: [],
      outline: [],
      bankId: null,
      difficulty: 1,
    },
    {
      id: 'q2',
      text: '讲一个你优化页面性能的例子。',
      kind: 'project',
      topic: '',
      keywords: [],
      outline: [],
      bankId: null,
      difficulty: 2,
    },
  ],
};
const DIALOGUE: SpokenLine[] = [
  {
    speaker: 'interviewer',
    kind: 'greeting',
    text: '你好，请先做个自我介绍。',
    questionIndex: 0,
    responseMs: null,
  },
  {
    speaker: 'candidate',
    kind: 'answer',
    text: '我做了三年前端，负责电商中台。',
    questionIndex: 0,
    responseMs: 800,
  },
];

const unused = (): never => {
  throw new Error('the bench never falls back');
};
const noFallback: InterviewerBrain = {
  profile: unused,
  plan: unused,
  open: unused,
  next: unused,
  assess: unused,
};

/** One streamed turn: the upstream holds the stream after the first piece until the reader got it. */
async function firstToken(
  wire: WireServer,
  read: (onFirst: () => void) => Promise<unknown>,
): Promise<number> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sentAt = 0;
  let gotAt = 0;
  wire.reply({
    pieces: ['{"action":"next"}\n好的，', '讲一个你优化页面性能的例子。'],
    holdAfterFirst: held,
    onFirstPiece: () => {
      sentAt = performance.now();
    },
  });
  await read(() => {
    if (gotAt) return;
    gotAt = performance.now();
    release();
  });
  return gotAt - sentAt;
}

export async function llmBench(): Promise<void> {
  const wire = await startWireServer();
  try {
    const client = new OpenAI({ baseURL: wire.baseUrl, apiKey: 'bench', maxRetries: 0 });
    const adapter = createLlmInterviewer({
      baseUrl: wire.baseUrl,
      apiKey: 'bench',
      model: 'bench',
      fallback: noFallback,
      logger: { warn: (obj) => console.warn(obj) },
    });
    const bare = (onFirst: () => void) =>
      (async () => {
        const stream = await client.chat.completions.create({ model: 'bench', messages: [], stream: true });
        for await (const chunk of stream) if (chunk.choices[0]?.delta?.content) onFirst();
      })();
    const viaAdapter = (onFirst: () => void) =>
      adapter.next({ plan: PLAN, dialogue: DIALOGUE, remainingMs: 300_000 }, onFirst);
    // Warm-up: the first turns pay for module loading and JIT.
    for (let i = 0; i < 20; i += 1) {
      await firstToken(wire, bare);
      await firstToken(wire, viaAdapter);
    }
    const base: number[] = [];
    const ours: number[] = [];
    for (let i = 0; i < TURNS; i += 1) {
      base.push(await firstToken(wire, bare));
      ours.push(await firstToken(wire, viaAdapter));
    }
    const row = (name: string, v: number[]) =>
      `| ${name} | ${percentile(v, 50).toFixed(2)} ms | ${percentile(v, 99).toFixed(2)} ms |`;
    console.log(`first token, upstream write -> reader, ${TURNS} turns each\n`);
    console.log('| reader | p50 | p99 |\n|---|---|---|');
    console.log(row('bare openai client (baseline)', base));
    console.log(row('LLM interviewer adapter, onDelta', ours));
    console.log(`\nadapter / baseline at p50: ${(percentile(ours, 50) / percentile(base, 50)).toFixed(2)}x`);
  } finally {
    await wire.close();
  }
}
