// The interview room as a state machine: every change of what the room shows is one named event, and
// `roomReducer` is the only place that decides what follows from it. The hook (use-interview-room.ts) runs the
// effects (the speaker, recognition, the answer stream) and reports what happened as these events, so a test
// can drive a whole turn step by step without a browser, a server or timers.
import type { DialogueLine, InterviewLanguage, StartInterviewResponse } from '@app/shared/interviews';
import type { AsrFailure } from '../../speech/asr';
import type { InterviewClock } from './interview-clock';

export type RoomPhase =
  /** Starting or resuming: nothing said yet. */
  | 'loading'
  /** The start was refused: the page shows why. */
  | 'failed'
  /** The interviewer asks; the candidate may already begin (typing or 开始回答). */
  | 'speaking'
  /** The question was asked: the candidate's turn, not begun. */
  | 'waiting'
  | 'answering'
  /** The answer is on its way and the reply streams in. */
  | 'sending'
  /** The interviewer says goodbye: the interview is over, nothing more can be answered. */
  | 'closing'
  /** The goodbye was said: the interview is finished next. */
  | 'ended'
  | 'finishing'
  | 'finished';

/** Moments of the answer being given, in ms on the interview clock (the answer's timings, SPEC §4). */
export interface TurnTiming {
  questionEnd?: number;
  answerStart?: number;
  /** Speech recognition (or the server's transcription) put words into this answer: it was spoken. */
  spoken?: boolean;
}

export interface RoomState {
  phase: RoomPhase;
  error: string | null;
  /** The dialogue as the server holds it, plus the candidate's answer in flight: the one copy of it. */
  lines: DialogueLine[];
  /** The interviewer's line being said or streamed in: what the subtitles show. */
  subtitle: string;
  draft: string;
  interim: string;
  listening: boolean;
  asrProblem: AsrFailure | null;
  queued: boolean;
  remainingSeconds: number;
  /** Epoch ms when remainingSeconds was read. */
  remainingFrom: number;
  language: InterviewLanguage;
  interviewerId: number;
  voiced: boolean;
  /** The interviewer's voice is playing (the candidate may already be typing). */
  talking: boolean;
  /** The interview was finished and scored before this visit: the page shows its analysis. */
  alreadyFinished: boolean;
  clock: InterviewClock | null;
  timing: TurnTiming;
  /** The seq of the answer shown before the server has it (negative), to take it out again if refused. */
  pendingSeq: number | null;
  /** The last local seq handed out: local answers count down from -1, never meeting the server's. */
  lastLocalSeq: number;
}

export type RoomEvent =
  | { type: 'startFailed'; error: string }
  | {
      type: 'started';
      start: StartInterviewResponse;
      clock: InterviewClock;
      voiced: boolean;
      /** Epoch ms now: when remaining_seconds was read. */
      now: number;
    }
  /** The interviewer begins a line; `last` is the goodbye. */
  | { type: 'speakingBegan'; text: string; last: boolean }
  /** The line was said (or cut short); `at` is the interview clock then. */
  | { type: 'speakingEnded'; at: number | undefined }
  /** 开始回答: the candidate takes the floor by voice. */
  | { type: 'voiceStarted'; at: number | undefined }
  | { type: 'listeningBegan' }
  | { type: 'listeningStopped' }
  /** Recognition reports; `spoken` when final words of speech went into the draft. */
  | { type: 'heard'; draft: string; interim: string; spoken: boolean }
  | { type: 'asrFailed'; reason: AsrFailure }
  | { type: 'draftChanged'; draft: string; at: number | undefined }
  /** 回答完毕 with the server's ASR: the recording is being transcribed (`interim` says so). */
  | { type: 'transcribing'; interim: string }
  /** The transcription came back (or failed): `draft` is what the box holds now, `heard` if it added words. */
  | { type: 'transcribed'; draft: string; heard: boolean }
  /**
   * The answer goes out: shown at once (`show`), unless the server already holds it (a resend after a reload
   * whose reply was lost).
   */
  | { type: 'answerSent'; text: string; atMs: number; show: boolean }
  | { type: 'replyStreamed'; text: string }
  | { type: 'queueChanged'; queued: boolean }
  | { type: 'replyReceived'; line: DialogueLine }
  /** The server refused the answer: it goes back into the box to be shortened or resent. */
  | { type: 'answerRefused'; text: string }
  | { type: 'finishBegan' }
  | { type: 'finishFailed' }
  | { type: 'finished' };

export interface RoomStart {
  plannedMinutes: number;
  language: InterviewLanguage;
  interviewerId: number;
  /** Whether the browser can recognise speech at all. */
  recognitionAvailable: boolean;
  now: number;
}

export function initialRoomState(start: RoomStart): RoomState {
  return {
    phase: 'loading',
    error: null,
    lines: [],
    subtitle: '',
    draft: '',
    interim: '',
    listening: false,
    asrProblem: start.recognitionAvailable ? null : 'unsupported',
    queued: false,
    remainingSeconds: start.plannedMinutes * 60,
    remainingFrom: start.now,
    language: start.language,
    interviewerId: start.interviewerId,
    voiced: true,
    talking: false,
    alreadyFinished: false,
    clock: null,
    timing: {},
    pendingSeq: null,
    lastLocalSeq: 0,
  };
}

/** A line shown before the server confirms it (the candidate's answer in flight). */
function localLine(seq: number, text: string, atMs: number): DialogueLine {
  return {
    seq,
    speaker: 'candidate',
    kind: 'answer',
    text,
    at_ms: atMs,
    create_time: new Date().toISOString(),
  };
}

/** Whether the candidate may still begin an answer in this phase (the question is asked or being asked). */
const turnOpen = (phase: RoomPhase) => phase === 'waiting' || phase === 'speaking';

/** SPEC §4 'Interview start': the room takes the server's dialogue as it stands. */
function started(s: RoomState, e: Extract<RoomEvent, { type: 'started' }>): RoomState {
  const next: RoomState = {
    ...s,
    lines: e.start.dialogues,
    language: e.start.language,
    interviewerId: e.start.interviewer_id,
    remainingSeconds: e.start.remaining_seconds,
    remainingFrom: e.now,
    voiced: e.voiced,
    clock: e.clock,
  };
  if (e.start.status === 'finished') return { ...next, phase: 'finished', alreadyFinished: true };
  if (e.start.finished) return { ...next, phase: 'ended', subtitle: e.start.line.text };
  return next;
}

function speakingEnded(s: RoomState, at: number | undefined): RoomState {
  // Cut short by an answer begun meanwhile: the question ended when the answer began.
  const timing = { ...s.timing, questionEnd: s.timing.questionEnd ?? s.timing.answerStart ?? at };
  if (s.phase === 'closing') return { ...s, talking: false, timing, phase: 'ended' };
  // Typing may have begun while it spoke: then the turn is already running.
  if (s.phase === 'speaking') return { ...s, talking: false, timing, phase: 'waiting' };
  return { ...s, talking: false, timing };
}

function answerSent(s: RoomState, e: Extract<RoomEvent, { type: 'answerSent' }>): RoomState {
  const base: RoomState = { ...s, phase: 'sending', subtitle: '', draft: '', pendingSeq: null };
  if (!e.show) return base;
  const seq = s.lastLocalSeq - 1;
  return { ...base, lines: [...s.lines, localLine(seq, e.text, e.atMs)], pendingSeq: seq, lastLocalSeq: seq };
}

export function roomReducer(s: RoomState, e: RoomEvent): RoomState {
  switch (e.type) {
    case 'startFailed':
      return { ...s, phase: 'failed', error: e.error };
    case 'started':
      return started(s, e);
    case 'speakingBegan':
      return { ...s, phase: e.last ? 'closing' : 'speaking', subtitle: e.text, talking: true, timing: {} };
    case 'speakingEnded':
      return speakingEnded(s, e.at);
    case 'voiceStarted':
      return {
        ...s,
        phase: 'answering',
        asrProblem: null,
        timing: { ...s.timing, answerStart: s.timing.answerStart ?? e.at },
      };
    case 'listeningBegan':
      return { ...s, listening: true };
    case 'listeningStopped':
      return { ...s, listening: false, interim: '' };
    case 'heard':
      return {
        ...s,
        draft: e.draft,
        interim: e.interim,
        timing: e.spoken ? { ...s.timing, spoken: true } : s.timing,
      };
    case 'asrFailed':
      return { ...s, listening: false, interim: '', asrProblem: e.reason };
    case 'draftChanged':
      if (e.draft.trim() && turnOpen(s.phase)) {
        const answerStart = s.timing.answerStart ?? e.at;
        return { ...s, draft: e.draft, phase: 'answering', timing: { ...s.timing, answerStart } };
      }
      // The box emptied by hand: what is written next is typed, whatever was heard before.
      if (!e.draft.trim()) return { ...s, draft: e.draft, timing: { ...s.timing, spoken: false } };
      return { ...s, draft: e.draft };
    case 'transcribing':
      return { ...s, listening: false, interim: e.interim };
    case 'transcribed':
      return {
        ...s,
        interim: '',
        draft: e.draft,
        timing: e.heard ? { ...s.timing, spoken: true } : s.timing,
      };
    case 'answerSent':
      return answerSent(s, e);
    case 'replyStreamed':
      return { ...s, subtitle: e.text };
    case 'queueChanged':
      return { ...s, queued: e.queued };
    case 'replyReceived':
      return { ...s, lines: [...s.lines, e.line], draft: '', pendingSeq: null };
    case 'answerRefused':
      return {
        ...s,
        phase: 'answering',
        draft: e.text,
        lines: s.lines.filter((l) => l.seq !== s.pendingSeq),
        pendingSeq: null,
      };
    case 'finishBegan':
      return { ...s, phase: 'finishing' };
    case 'finishFailed':
      return { ...s, phase: 'waiting' };
    case 'finished':
      return { ...s, phase: 'finished' };
  }
}

/**
 * When the answer's moments fall, given when it was sent (SPEC §4's question_end/answer_start/answer_end), and
 * whether it was spoken: the server measures speech rate, pauses and tone on spoken answers only.
 */
export function answerTimingOf(timing: TurnTiming, now: number) {
  return {
    question_end_ms: timing.questionEnd ?? timing.answerStart ?? now,
    answer_start_ms: timing.answerStart ?? now,
    answer_end_ms: now,
    spoken: timing.spoken === true,
  };
}

/** The room's phases in which the interview can no longer be stopped or finished by hand. */
export function isClosing(phase: RoomPhase): boolean {
  return phase === 'closing' || phase === 'ended' || phase === 'finishing' || phase === 'finished';
}
