// The sample interview shown on /demo: a JD, a resume and a candidate's answers (input.json) played through
// the built-in interviewer exactly as the room plays them (plan, opening, next line after each answer, the
// assessment), the delivery scored from the answers' timing and steady camera and microphone windows, and the
// result put in the shape GET /api/interview/getInterviewResult answers. `npm run sample:demo -w apps/server`
// writes it to the web's demo feature; sample.test.ts fails when the file is not what the engine computes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type DialogueLine,
  type DimensionScore,
  type InterviewResult,
  SCORE_DIMENSIONS,
} from '@app/shared/interviews';
import { openDatabase } from '../../../infra/db/client.ts';
import { migrationsFolder } from '../../../paths.ts';
import { overallScoreOf } from '../../interviews/scoring.ts';
import { QUESTION_BANK } from '../bank/index.ts';
import { createBuiltInInterviewer } from '../engine/index.ts';
import type { InterviewerStyle, NextLine, PlannedQuestion, SpokenLine } from '../port.ts';
import { type AnswerTiming, type SignalWindow, scoreSignals } from '../signal-scores.ts';
import { questionBank } from '../tables.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the web reads the sample from (the /demo page's own chunk). */
export const SAMPLE_FILE = path.resolve(here, '../../../../../web/src/features/demo/sample-report.json');

export interface SampleInput {
  interview_name: string;
  interviewer_id: number;
  style: InterviewerStyle;
  language: 'zh' | 'en';
  minutes: number;
  create_time: string;
  jd: string;
  resume: string;
  /** The candidate's answer to each planned question, by its id (q1, q2, …; the plan is deterministic). */
  answers: Record<string, string>;
  /** The answer to a follow-up on a question, by its id, or `default`. */
  follow_ups: Record<string, string>;
}

/** What /demo shows: the documents the interview was prepared from, and its report. */
export interface DemoSample {
  interviewer_id: number;
  minutes: number;
  jd: string;
  resume: string;
  result: InterviewResult;
}

export function loadSampleInput(): SampleInput {
  return JSON.parse(readFileSync(path.join(here, 'input.json'), 'utf8')) as SampleInput;
}

/** The candidate's words for the line just asked; a question the sample has no answer for is a mistake. */
function answerTo(input: SampleInput, question: PlannedQuestion, followUp: boolean): string {
  const text = followUp
    ? (input.follow_ups[question.id] ?? input.follow_ups.default)
    : input.answers[question.id];
  if (!text) throw new Error(`the demo sample has no answer to ${question.id}: ${question.text}`);
  return text;
}

/** Characters a candidate speaks in a second, and an interviewer reads aloud. */
const ANSWER_CHARS_PER_S = 4;
const QUESTION_CHARS_PER_S = 5;
/** How long the candidate thinks before answering, turn by turn. */
const RESPONSE_MS = [1_600, 2_400, 4_200, 1_900, 6_500, 2_800];

/** A camera and microphone window over one answer: a face in view, mostly facing the camera, a steady voice. */
function windowOver(fromMs: number, toMs: number, turn: number): SignalWindow {
  const frames = Math.max(1, Math.round((toMs - fromMs) / 200));
  const audio = Math.max(1, Math.round((toMs - fromMs) / 50));
  return {
    fromMs,
    toMs,
    face: {
      frames,
      face_frames: Math.round(frames * 0.97),
      gaze_frames: Math.round(frames * (0.64 + (turn % 3) * 0.05)),
      framed_frames: Math.round(frames * 0.92),
      expressions: {
        neutral: frames * 0.7,
        happy: frames * 0.16,
        surprised: frames * 0.04,
        sad: frames * 0.04,
        fearful: frames * 0.06,
      },
      head_motion: 0.12,
      brightness: 132,
    },
    voice: {
      frames: audio,
      voiced_frames: Math.round(audio * 0.74),
      level_mean_db: -27,
      level_sd_db: 8.5,
      long_pauses: 1 + (turn % 2),
    },
  };
}

export async function computeDemoSample(input: SampleInput = loadSampleInput()): Promise<DemoSample> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate(migrationsFolder);
    await database.db.insert(questionBank).values(QUESTION_BANK);
    const brain = createBuiltInInterviewer({ db: database.db });
    const plan = await brain.plan({
      jdText: input.jd,
      resumeText: input.resume,
      style: input.style,
      language: input.language,
      minutes: input.minutes,
    });
    const dialogue: SpokenLine[] = [];
    const lines: DialogueLine[] = [];
    const timings: AnswerTiming[] = [];
    const windows: SignalWindow[] = [];
    const created = Date.parse(input.create_time);
    let clock = 0;
    const say = (speaker: DialogueLine['speaker'], kind: DialogueLine['kind'], text: string, ms: number) => {
      lines.push({
        seq: lines.length + 1,
        speaker,
        kind,
        text,
        at_ms: clock,
        create_time: new Date(created + clock).toISOString(),
      });
      clock += ms;
    };
    const asked = (line: NextLine) => {
      dialogue.push({
        speaker: 'interviewer',
        kind: line.kind,
        text: line.text,
        questionIndex: line.questionIndex,
        responseMs: null,
      });
      say('interviewer', line.kind, line.text, Math.round((line.text.length / QUESTION_CHARS_PER_S) * 1000));
    };
    let line = await brain.open(plan);
    // The room's clock: each turn spends what was said, so the planned minutes end the interview.
    for (let turn = 0; !line.finished && turn < 40; turn++) {
      asked(line);
      const question = plan.questions[line.questionIndex ?? 0]!;
      const text = answerTo(input, question, line.followUp);
      const responseMs = RESPONSE_MS[turn % RESPONSE_MS.length]!;
      clock += responseMs;
      const start = clock;
      dialogue.push({
        speaker: 'candidate',
        kind: 'answer',
        text,
        questionIndex: line.questionIndex,
        responseMs,
      });
      say('candidate', 'answer', text, Math.round((text.length / ANSWER_CHARS_PER_S) * 1000));
      timings.push({ text, responseMs, startMs: start, endMs: clock, spoken: true });
      windows.push(windowOver(start, clock, turn));
      line = await brain.next({ plan, dialogue, remainingMs: plan.minutes * 60_000 - clock });
    }
    if (line.finished) asked(line);
    const assessment = await brain.assess(plan, dialogue);
    const scores = {
      ...scoreSignals({ answers: timings, windows }),
      content: assessment.content,
    } as Record<(typeof SCORE_DIMENSIONS)[number], DimensionScore>;
    const result: InterviewResult = {
      interview_id: 0,
      interview_name: input.interview_name,
      interview_position: plan.profiles.jd.position,
      interviewer_id: input.interviewer_id,
      language: input.language,
      status: 'finished',
      create_time: input.create_time,
      duration: Math.round(clock / 1000),
      overall_score: overallScoreOf(Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, scores[d].score]))),
      scores: Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, scores[d]])) as InterviewResult['scores'],
      summary: assessment.summary,
      strengths: assessment.strengths,
      weaknesses: assessment.weaknesses,
      questions: assessment.questions.map((q, i) => ({ seq: i + 1, ...q })),
      dialogues: lines,
      video_url: null,
    };
    return {
      interviewer_id: input.interviewer_id,
      minutes: input.minutes,
      jd: input.jd,
      resume: input.resume,
      result,
    };
  } finally {
    await database.close();
  }
}
