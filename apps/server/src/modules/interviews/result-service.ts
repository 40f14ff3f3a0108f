// The interview after (and beside) the dialogue: the browser's signals and screenshots as they come, the
// assessment at finish, the result read back, one question answered again, and the documents as JSON.
import {
  type DimensionScore,
  type InterviewResult,
  type QuestionFeedback,
  SCORE_DIMENSIONS,
  type SignalsInput,
} from '@app/shared/interviews';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors.ts';
import { type SignalAggregate, type SpokenLine, scoreSignals } from '../interviewer/index.ts';
import { finishRecording, ownDocumentOf, ownScreenshotOf, recordingOf } from '../uploads/index.ts';
import { findViewableInterview } from './grants.ts';
import { INTERVIEW_MESSAGES as M } from './messages.ts';
import {
  countScreenshots,
  countSignalWindows,
  insertScreenshot,
  insertSignalWindow,
  listLines,
  listQuestionFeedback,
  listScores,
  listSignalWindows,
  storeAssessment,
} from './repo.ts';
import { overallScoreOf, scoreMapOf } from './scoring.ts';
import { ownInterview } from './service.ts';
import { dialogueLineOf, type InterviewDeps, languageOf, nowOf, planOf, spokenLineOf } from './shapes.ts';
import type { Interview, InterviewLine } from './tables.ts';

/** Signal windows kept per interview: a 60-minute interview sends one every few seconds, ~1,000 at most. */
export const MAX_SIGNAL_WINDOWS = 2_000;
/** Screenshots kept per interview. */
export const MAX_SCREENSHOTS = 100;

export async function recordSignals(deps: InterviewDeps, userId: number, input: SignalsInput): Promise<void> {
  if (input.to_ms < input.from_ms) throw new BadRequestError('参数 to_ms 不正确：不能早于 from_ms');
  const interview = await ownInterview(deps, userId, input.interviewId);
  if (interview.status === 'finished') throw new ConflictError(M.finished);
  if (interview.status === 'preparing') throw new ConflictError(M.notStarted);
  if ((await countSignalWindows(deps.db, interview.id)) >= MAX_SIGNAL_WINDOWS) {
    throw new ConflictError(M.signalsFull);
  }
  await insertSignalWindow(deps.db, {
    interviewId: interview.id,
    fromMs: input.from_ms,
    toMs: input.to_ms,
    face: input.face ?? null,
    voice: input.voice ?? null,
  });
}

export async function saveScreenshot(
  deps: InterviewDeps,
  userId: number,
  input: { interviewId: number; url: string; at_ms?: number | undefined },
): Promise<void> {
  const interview = await ownInterview(deps, userId, input.interviewId);
  const fileId = await ownScreenshotOf(deps.db, userId, input.url);
  if (!fileId) throw new NotFoundError(M.screenshotNotFound);
  if ((await countScreenshots(deps.db, interview.id)) >= MAX_SCREENSHOTS)
    throw new ConflictError(M.screenshotsFull);
  await insertScreenshot(deps.db, { interviewId: interview.id, fileId, atMs: input.at_ms ?? null });
}

/** What the delivery scores are computed from: the stored answers and signal windows. */
async function aggregateOf(
  deps: InterviewDeps,
  interview: Interview,
  lines: InterviewLine[],
): Promise<SignalAggregate> {
  const windows = await listSignalWindows(deps.db, interview.id);
  return {
    answers: lines
      .filter((l) => l.speaker === 'candidate')
      .map((l) => ({
        text: l.text,
        responseMs: l.responseMs,
        startMs: l.atMs,
        endMs: l.endMs,
        spoken: l.spoken === true,
      })),
    windows: windows.map((w) => ({ fromMs: w.fromMs, toMs: w.toMs, face: w.face, voice: w.voice })),
  };
}

/**
 * Assesses the stored dialogue (content from the interviewer, delivery from the signals) and stores it,
 * then joins the recording. Idempotent: a finished interview answers its stored result.
 */
export async function finishInterview(
  deps: InterviewDeps,
  userId: number,
  id: number,
): Promise<InterviewResult> {
  const interview = await ownInterview(deps, userId, id);
  if (interview.status !== 'finished') {
    const plan = planOf(interview);
    if (interview.status === 'preparing' || !plan) throw new ConflictError(M.notStarted);
    const lines = await listLines(deps.db, id);
    const assessment = await deps.brain.assess(plan, lines.map(spokenLineOf));
    const delivery = scoreSignals(await aggregateOf(deps, interview, lines));
    const scores: Record<string, DimensionScore> = { ...delivery, content: assessment.content };
    const now = nowOf(deps);
    const started = interview.startedAt?.getTime() ?? now;
    await storeAssessment(
      deps.db,
      id,
      {
        summary: assessment.summary,
        strengths: assessment.strengths,
        weaknesses: assessment.weaknesses,
        advice: SCORE_DIMENSIONS.map((d) => scores[d]!.advice).filter(Boolean),
        overallScore: overallScoreOf(Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, scores[d]!.score]))),
        finishedAt: new Date(now),
        actualDuration: Math.max(0, Math.min(86_400, Math.round((now - started) / 1000))),
      },
      SCORE_DIMENSIONS.map((dimension) => ({
        dimension,
        score: scores[dimension]!.score,
        evidence: scores[dimension]!.evidence,
        advice: scores[dimension]!.advice,
      })),
      assessment.questions.map((q, i) => ({
        seq: i + 1,
        question: q.question,
        answerSummary: q.answer,
        score: q.score,
        missing: q.missing,
        feedback: q.missing.join('；'),
        betterAnswer: q.better_answer,
      })),
    );
  }
  // The recording is joined now that no chunk may follow; a repeated finish finds it done (or retries it).
  await finishRecording(
    {
      db: deps.db,
      storage: deps.storage,
      limits: deps.recordingLimits,
      ...(deps.onRecordingTrouble ? { onTrouble: deps.onRecordingTrouble } : {}),
    },
    userId,
    id,
  );
  return resultOf(deps, userId, id);
}

const UNMEASURED: DimensionScore = { score: null, evidence: [], advice: '' };

/**
 * The result as stored; the overall score recomputed from the stored sub-scores. Read by its owner, or by
 * whoever holds a grant (the recruiter of a job the owner applied to with it).
 */
export async function resultOf(
  deps: Pick<InterviewDeps, 'db' | 'storage'>,
  viewerId: number,
  id: number,
): Promise<InterviewResult> {
  const interview = await findViewableInterview(deps.db, viewerId, id);
  if (!interview) throw new NotFoundError(M.notFound);
  const [lines, scoreRows, feedback, recording] = await Promise.all([
    listLines(deps.db, id),
    listScores(deps.db, id),
    listQuestionFeedback(deps.db, id),
    recordingOf(deps, interview.userId, id),
  ]);
  const scores = Object.fromEntries(
    SCORE_DIMENSIONS.map((d) => [d, UNMEASURED]),
  ) as InterviewResult['scores'];
  for (const row of scoreRows) {
    scores[row.dimension] = {
      score: row.score,
      evidence: row.evidence.map((e) => ({ signal: e.signal, value: e.value, note: e.note ?? '' })),
      advice: row.advice,
    };
  }
  return {
    interview_id: interview.id,
    interview_name: interview.interviewName,
    interview_position: interview.interviewPosition,
    interviewer_id: interview.interviewerId,
    language: languageOf(interview),
    status: interview.status,
    create_time: interview.createdAt.toISOString(),
    duration: interview.actualDuration,
    overall_score: overallScoreOf(scoreMapOf(scoreRows)),
    scores,
    summary: interview.summary,
    strengths: interview.strengths,
    weaknesses: interview.weaknesses,
    questions: feedback.map((f) => ({
      seq: f.seq,
      question: f.question,
      answer: f.answerSummary,
      score: f.score,
      missing: f.missing,
      better_answer: f.betterAnswer,
    })),
    dialogues: lines.map(dialogueLineOf),
    video_url: recording?.state === 'ready' ? recording.url : null,
  };
}

/** The plan's question index of each question asked, in the order they were asked. */
function askedQuestionIndexes(lines: InterviewLine[]): number[] {
  const asked: number[] = [];
  for (const line of lines) {
    const index = line.questionIndex;
    if (line.speaker === 'interviewer' && index !== null && !asked.includes(index)) asked.push(index);
  }
  return asked;
}

/** One question of a finished interview answered again, scored as the interviewer scores it; not stored. */
export async function retryQuestion(
  deps: InterviewDeps,
  userId: number,
  input: { interviewId: number; seq: number; text: string },
): Promise<QuestionFeedback> {
  const interview = await ownInterview(deps, userId, input.interviewId);
  if (interview.status !== 'finished') throw new ConflictError(M.notFinished);
  const plan = planOf(interview);
  const feedback = (await listQuestionFeedback(deps.db, interview.id)).find((f) => f.seq === input.seq);
  // The planned question with this text; else the seq-th question asked (an interviewer may word it anew).
  const byText = plan?.questions.findIndex((q) => q.text === feedback?.question) ?? -1;
  const index =
    byText >= 0 ? byText : askedQuestionIndexes(await listLines(deps.db, interview.id))[input.seq - 1];
  if (!plan || !feedback || index === undefined || !plan.questions[index])
    throw new NotFoundError(M.noSuchQuestion);
  const dialogue: SpokenLine[] = [
    {
      speaker: 'interviewer',
      kind: 'question',
      text: feedback.question,
      questionIndex: index,
      responseMs: null,
    },
    { speaker: 'candidate', kind: 'answer', text: input.text, questionIndex: index, responseMs: null },
  ];
  const assessed = (await deps.brain.assess(plan, dialogue)).questions[0];
  return {
    seq: input.seq,
    question: feedback.question,
    answer: input.text,
    score: assessed?.score ?? null,
    missing: assessed?.missing ?? [],
    better_answer: assessed?.better_answer ?? feedback.betterAnswer,
  };
}

/** POST /api/recommend/getGenerateJson: the JD and the resume the user uploaded, profiled. */
export async function generateJson(
  deps: InterviewDeps,
  userId: number,
  input: { jd_url: string; resume_url: string },
) {
  const [jd, resume] = await Promise.all([
    ownDocumentOf(deps.db, userId, input.jd_url),
    ownDocumentOf(deps.db, userId, input.resume_url),
  ]);
  if (!jd || !resume) throw new NotFoundError(M.fileNotFound);
  if (!jd.text) throw new BadRequestError(M.noText(M.jd));
  if (!resume.text) throw new BadRequestError(M.noText(M.resume));
  return deps.brain.profile(jd.text, resume.text);
}
