// The LLM adapter's test harness: a loopback wire server, the real built-in interviewer as the fallback
// (on a PGlite database with the shipped question bank) wrapped to record what it was asked and answered,
// a logger that keeps the warnings, and the fixtures both test files share.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../infra/db/client.ts';
import { ZH_JD, ZH_RESUME } from '../modules/interviewer/engine/fixtures.ts';
import {
  createBuiltInInterviewer,
  createLlmInterviewer,
  syncQuestionBank,
} from '../modules/interviewer/index.ts';
import type { InterviewerBrain, InterviewPlan, SpokenLine } from '../modules/interviewer/port.ts';
import { openTestDatabase } from './backends.ts';
import { startWireServer, type WireServer } from './openai-wire.ts';

export const JD = ZH_JD;
export const RESUME = ZH_RESUME;

/** The candidate's first answer, to the opening (question 0). */
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

/** The built-in brain, every call and result recorded (a spy on the real thing, not a stand-in). */
function recording(brain: InterviewerBrain) {
  const calls: string[] = [];
  const results: unknown[] = [];
  const record = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    calls.push(name);
    const result = await run();
    results.push(result);
    return result;
  };
  const spy: InterviewerBrain = {
    profile: (jd, resume) => record('profile', () => brain.profile(jd, resume)),
    plan: (input) => record('plan', () => brain.plan(input)),
    open: (plan, onDelta) => record('open', () => brain.open(plan, onDelta)),
    next: (turn, onDelta) => record('next', () => brain.next(turn, onDelta)),
    assess: (plan, dialogue) => record('assess', () => brain.assess(plan, dialogue)),
  };
  return { brain: spy, calls, results };
}

export interface LlmWarning {
  step: string;
  reason: string;
  emitted: boolean;
}

/** Registers the hooks of one test file; the accessors give this test's server, fallback, plan and warnings. */
export function useLlmHarness() {
  let wire: WireServer | undefined;
  let database: Database | undefined;
  let builtIn: InterviewerBrain | undefined;
  let plan: InterviewPlan | undefined;
  let fallback: ReturnType<typeof recording> | undefined;
  let warnings: LlmWarning[] = [];
  beforeAll(async () => {
    wire = await startWireServer();
    database = await openTestDatabase('pglite');
    await syncQuestionBank(database.db);
    builtIn = createBuiltInInterviewer({ db: database.db });
    plan = await builtIn.plan({ jdText: JD, resumeText: RESUME, style: 2, language: 'zh', minutes: 10 });
  });
  afterAll(async () => {
    await wire?.close();
    await database?.close();
  });
  beforeEach(() => {
    wire!.requests.length = 0;
    fallback = recording(builtIn!);
    warnings = [];
  });
  return {
    get wire() {
      return wire!;
    },
    get fallback() {
      return fallback!;
    },
    /** A plan of the built-in engine for the fixture JD and resume (tough style, 10 minutes). */
    get plan() {
      return plan!;
    },
    get warnings() {
      return warnings;
    },
    adapter(timeoutMs = 2_000) {
      return createLlmInterviewer({
        baseUrl: wire!.baseUrl,
        apiKey: 'sk-test',
        model: 'test-model',
        fallback: fallback!.brain,
        logger: { warn: (obj) => warnings.push(obj as LlmWarning) },
        timeoutMs,
      });
    },
  };
}
