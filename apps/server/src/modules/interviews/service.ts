// The interview lifecycle up to the last answer: create, plan (generatePrompt), start or resume, and each
// answer with the interviewer's next line. Every line is stored as it is said, so nothing is lost to a crash.
import type {
  AddInterviewInput,
  AnswerInput,
  AnswerResponse,
  generatePromptInput,
  StartInterviewResponse,
} from '@app/shared/interviews';
import { DOCUMENT_TEXT_MAX } from '@app/shared/interviews';
import type { z } from 'zod';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import {
  type InterviewerStyle,
  type InterviewPlan,
  type NextLine,
  plannedCount,
} from '../interviewer/index.ts';
import { isStoredFileUrl, ownDocumentOf, type RecordedInterview } from '../uploads/index.ts';
import { INTERVIEW_MESSAGES as M } from './messages.ts';
import {
  appendLine,
  findLineByClientId,
  findLineBySeq,
  findOwnedInterview,
  insertInterview,
  listLines,
  markStarted,
  updateInterview,
} from './repo.ts';
import {
  defaultInterviewName,
  dialogueLineOf,
  elapsedMsOf,
  type InterviewDeps,
  languageOf,
  nowOf,
  planOf,
  promptOf,
  remainingMsOf,
  spokenLineOf,
} from './shapes.ts';
import type { Interview, InterviewLine } from './tables.ts';

/** Client ids are stored with this prefix, so none can collide with the server's own ('opening'). */
const clientKey = (id: string) => `c:${id}`;
const OPENING_KEY = 'opening';

/** The user's interview, or 404 for one that is not there and one that is not theirs alike. */
export async function ownInterview(deps: InterviewDeps, userId: number, id: number): Promise<Interview> {
  const interview = await findOwnedInterview(deps.db, userId, id);
  if (!interview) throw new NotFoundError(M.notFound);
  return interview;
}

/** What the uploads module asks of the interview a recording chunk is for: the user's own, or the same 404. */
export async function interviewOfRecording(db: Db, userId: number, id: number): Promise<RecordedInterview> {
  const interview = await findOwnedInterview(db, userId, id);
  if (!interview) throw new NotFoundError(M.notFound);
  return { plannedSeconds: interview.plannedDuration, finished: interview.status === 'finished' };
}

/** A document given as text, or as the url of a file the user uploaded (its parsed text). */
async function documentOf(deps: InterviewDeps, userId: number, content: string, what: string) {
  if (!isStoredFileUrl(content)) return { text: content, fileId: null };
  const doc = await ownDocumentOf(deps.db, userId, content);
  if (!doc) throw new NotFoundError(M.fileNotFound);
  if (!doc.text) throw new BadRequestError(M.noText(what));
  // The same cap as pasted text: a huge document is cut, as the contract says of inline text.
  return { text: doc.text.slice(0, DOCUMENT_TEXT_MAX), fileId: doc.fileId };
}

export async function addInterview(deps: InterviewDeps, userId: number, input: AddInterviewInput) {
  const jd = input.jd_url ? await documentOf(deps, userId, input.jd_url, M.jd) : null;
  const resume = input.resume_url ? await documentOf(deps, userId, input.resume_url, M.resume) : null;
  const position = input.interview_position ?? '';
  const row = await insertInterview(deps.db, {
    userId,
    interviewName: input.interview_name ?? defaultInterviewName(position),
    interviewPosition: position,
    interviewerId: input.interviewer_id,
    jdFileId: jd?.fileId ?? null,
    resumeFileId: resume?.fileId ?? null,
    jdText: jd?.text ?? '',
    resumeText: resume?.text ?? '',
    language: input.language,
    plannedDuration: input.duration * 60,
  });
  return { interview_id: row.id };
}

/** Plans the interview with the interviewer and stores the plan; creates the record when none is named. */
export async function generatePrompt(
  deps: InterviewDeps,
  userId: number,
  input: z.infer<typeof generatePromptInput>,
) {
  const existing = input.interviewId ? await ownInterview(deps, userId, input.interviewId) : null;
  if (existing && existing.status !== 'preparing') throw new ConflictError(M.alreadyStarted);
  const jd = await documentOf(deps, userId, input.jobDescriptionContent, M.jd);
  const resume = await documentOf(deps, userId, input.resumeContent, M.resume);
  const style = (input.interviewer_id ?? existing?.interviewerId ?? 3) as InterviewerStyle;
  const language = input.language ?? (existing ? languageOf(existing) : 'zh');
  const minutes = input.duration ?? (existing ? Math.round(existing.plannedDuration / 60) : 15);
  const plan = await deps.brain.plan({ jdText: jd.text, resumeText: resume.text, style, language, minutes });
  const position = existing?.interviewPosition || plan.profiles.jd.position.slice(0, 100);
  const record = {
    interviewPosition: position,
    interviewerId: style,
    jdText: jd.text,
    resumeText: resume.text,
    language,
    plannedDuration: minutes * 60,
    plan,
    ...(jd.fileId ? { jdFileId: jd.fileId } : {}),
    ...(resume.fileId ? { resumeFileId: resume.fileId } : {}),
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await updateInterview(deps.db, id, record);
  } else {
    id = (
      await insertInterview(deps.db, { userId, interviewName: defaultInterviewName(position), ...record })
    ).id;
  }
  return { prompt: promptOf(plan), interview_id: id, question_count: plannedCount(plan) };
}

function lineDraftOf(next: NextLine, atMs: number) {
  return {
    speaker: 'interviewer' as const,
    kind: next.kind,
    text: next.text,
    questionIndex: next.questionIndex,
    atMs,
  };
}

/**
 * The line after the stored dialogue: asks the interviewer and stores its answer. Used after an answer and
 * on resume when the server stopped between storing an answer and the reply to it.
 */
async function produceNext(
  deps: InterviewDeps,
  interview: Interview,
  plan: InterviewPlan,
  onDelta?: (piece: string) => void,
): Promise<InterviewLine> {
  const lines = await listLines(deps.db, interview.id);
  const now = nowOf(deps);
  const next = await deps.brain.next(
    { plan, dialogue: lines.map(spokenLineOf), remainingMs: remainingMsOf(interview, now) },
    onDelta,
  );
  // The reply comes after the answer ended: on the client's clock when it said so, else the server's.
  const answer = lines.findLast((l) => l.speaker === 'candidate');
  const at = Math.max(elapsedMsOf(interview, now), answer?.endMs ?? answer?.atMs ?? 0);
  const { line } = await appendLine(deps.db, interview.id, lineDraftOf(next, at));
  return line;
}

function isAwaitingAnswer(lines: InterviewLine[]): boolean {
  return lines.at(-1)?.speaker === 'interviewer';
}

/** Starts the interview with the opening line; on an ongoing one, resumes from the stored dialogue. */
export async function startInterview(
  deps: InterviewDeps,
  userId: number,
  id: number,
): Promise<StartInterviewResponse> {
  let interview = await ownInterview(deps, userId, id);
  const plan = planOf(interview);
  if (!plan) throw new ConflictError(M.notPrepared);
  if (interview.status === 'preparing') {
    await markStarted(deps.db, id, new Date(nowOf(deps)));
    interview = await ownInterview(deps, userId, id);
  }
  let lines = await listLines(deps.db, id);
  // Finished before a word was said (the opening was lost to a crash): there is nothing to resume.
  if (lines.length === 0 && interview.status === 'finished') throw new ConflictError(M.finished);
  if (lines.length === 0) {
    // The opening is keyed, so two starts racing (or a restart after a crash here) store one opening.
    const open = await deps.brain.open(plan);
    await appendLine(deps.db, id, { ...lineDraftOf(open, 0), clientId: OPENING_KEY });
    lines = await listLines(deps.db, id);
  } else if (interview.status === 'ongoing' && !isAwaitingAnswer(lines)) {
    await produceNext(deps, interview, plan);
    lines = await listLines(deps.db, id);
  }
  const line = lines.findLast((l) => l.speaker === 'interviewer')!;
  const remaining = Math.max(0, Math.round(remainingMsOf(interview, nowOf(deps)) / 1000));
  return {
    interview_id: id,
    status: interview.status,
    line: dialogueLineOf(line),
    dialogues: lines.map(dialogueLineOf),
    interviewer_id: interview.interviewerId,
    language: languageOf(interview),
    remaining_seconds: interview.status === 'finished' ? 0 : remaining,
    finished: interview.status === 'finished' || line.kind === 'closing',
  };
}

export function answerResponseOf(line: InterviewLine): AnswerResponse {
  return {
    line: dialogueLineOf(line),
    follow_up: line.kind === 'follow_up',
    finished: line.kind === 'closing',
  };
}

/** An answer accepted and stored: either its reply is already stored (a resend), or it is to be produced. */
export type AcceptedAnswer =
  | { done: AnswerResponse }
  | { done: null; interview: Interview; plan: InterviewPlan };

/** The stored reply to a stored answer, or what is needed to produce it. */
async function replyTo(
  deps: InterviewDeps,
  interview: Interview,
  plan: InterviewPlan,
  answer: InterviewLine,
) {
  const next = await findLineBySeq(deps.db, interview.id, answer.seq + 1);
  if (next?.speaker === 'interviewer') return { done: answerResponseOf(next) };
  return { done: null, interview, plan };
}

/**
 * Checks the answer may be given and stores it at once (before the interviewer is asked), so it survives
 * whatever happens next. Refused, storing nothing: someone else's interview (404), one not started or
 * already over (409).
 */
export async function acceptAnswer(
  deps: InterviewDeps,
  userId: number,
  input: AnswerInput,
): Promise<AcceptedAnswer> {
  const interview = await ownInterview(deps, userId, input.interviewId);
  if (interview.status === 'finished') throw new ConflictError(M.finished);
  const plan = planOf(interview);
  if (interview.status === 'preparing' || !plan) throw new ConflictError(M.notStarted);
  const clientId = input.client_id ? clientKey(input.client_id) : null;
  if (clientId) {
    const stored = await findLineByClientId(deps.db, interview.id, clientId);
    if (stored) return replyTo(deps, interview, plan, stored);
  }
  const lines = await listLines(deps.db, interview.id);
  const asked = lines.findLast((l) => l.speaker === 'interviewer');
  if (!asked) throw new ConflictError(M.notStarted);
  if (asked.kind === 'closing') throw new ConflictError(M.finished);
  const start = input.answer_start_ms ?? null;
  const end = input.answer_end_ms ?? null;
  const questionEnd = input.question_end_ms ?? null;
  const { line, duplicate } = await appendLine(deps.db, interview.id, {
    speaker: 'candidate',
    kind: 'answer',
    text: input.text,
    questionIndex: asked.questionIndex,
    responseMs: start !== null && questionEnd !== null && start >= questionEnd ? start - questionEnd : null,
    atMs: start,
    endMs: end !== null && (start === null || end >= start) ? end : null,
    spoken: input.spoken ?? null,
    clientId,
  });
  if (duplicate) return replyTo(deps, interview, plan, line);
  return { done: null, interview, plan };
}

/** The interviewer's reply to the stored answers, stored before it is returned. */
export async function replyToAnswer(
  deps: InterviewDeps,
  accepted: Extract<AcceptedAnswer, { done: null }>,
  onDelta?: (piece: string) => void,
): Promise<AnswerResponse> {
  return answerResponseOf(await produceNext(deps, accepted.interview, accepted.plan, onDelta));
}
