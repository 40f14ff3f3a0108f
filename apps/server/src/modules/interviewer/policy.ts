// The interview policy, one place for both interviewers (the built-in engine and the LLM adapter): how many
// questions a duration holds, where the dialogue stands, how many follow-ups a question may take, how much
// time an answer needs, and so what the interviewer may do next.
import type { InterviewerStyle, InterviewPlan, SpokenLine, TurnInput } from './port.ts';

/** The least time an answer needs: with less left, no follow-up and no new question; the interviewer closes. */
export const MIN_ANSWER_MS = 40_000;

/**
 * The plan holds as many questions as the duration could take at the least time an answer needs: a candidate
 * who types short answers and earns no follow-up still meets a question until the clock ends the interview
 * (a 10-minute interview does not end after 2 minutes). The clock, not the plan, ends it otherwise.
 */
export function questionCount(minutes: number): number {
  return Math.max(3, Math.min(45, Math.ceil((minutes * 60_000) / MIN_ANSWER_MS)));
}

/** The quickest a turn goes: the question read out and a short answer typed at once. */
export const FASTEST_TURN_MS = 15_000;
/** The most questions a plan keeps, reserve included. */
const MAX_LISTED = 120;

/**
 * Questions a plan lists, its reserve included: enough for the duration at the quickest pace, so the plan runs
 * out before the clock only when the bank and the resume hold no more (the reserve is asked only while the
 * clock leaves time for another answer).
 */
export function listedCount(minutes: number): number {
  return Math.max(
    questionCount(minutes),
    Math.min(MAX_LISTED, Math.ceil((minutes * 60_000) / FASTEST_TURN_MS)),
  );
}

/** How many of the plan's questions the duration was planned for (a plan stored before the reserve: all). */
export function plannedCount(plan: InterviewPlan): number {
  return Math.min(plan.planned ?? plan.questions.length, plan.questions.length);
}

/** Follow-ups one question may take: the tough style presses twice, the gentle once. */
export function followUpBudget(style: InterviewerStyle): number {
  return style === 2 ? 2 : 1;
}

export interface DialogueState {
  /** Index of the question being answered; -1 before the first. */
  current: number;
  /** Follow-ups asked on it so far. */
  followUps: SpokenLine[];
  /** The candidate's lines since it was asked (its answer and the answers to its follow-ups). */
  answers: SpokenLine[];
  /** The last line is the candidate's: the interviewer is to speak. */
  answered: boolean;
}

/** The question a line belongs to: the greeting carries question 0 even when stored without an index. */
export function questionOfLine(line: SpokenLine): number | null {
  if (line.questionIndex !== null) return line.questionIndex;
  return line.kind === 'greeting' ? 0 : null;
}

export function dialogueState(dialogue: SpokenLine[]): DialogueState {
  let current = -1;
  let askedAt = -1;
  dialogue.forEach((line, i) => {
    if (line.speaker !== 'interviewer' || (line.kind !== 'question' && line.kind !== 'greeting')) return;
    const index = questionOfLine(line);
    if (index !== null) {
      current = index;
      askedAt = i;
    }
  });
  const after = askedAt >= 0 ? dialogue.slice(askedAt + 1) : [];
  return {
    current,
    followUps: after.filter((l) => l.speaker === 'interviewer' && l.kind === 'follow_up'),
    answers: after.filter((l) => l.speaker === 'candidate'),
    answered: dialogue.at(-1)?.speaker === 'candidate',
  };
}

export interface TurnOptions {
  state: DialogueState;
  /** The clock has run out (or too little is left for another answer): only the closing is allowed. */
  timeUp: boolean;
  canFollowUp: boolean;
  /** The next planned question, if one is left. */
  nextIndex: number | null;
}

/** What the interviewer may say next. */
export function turnOptions({ plan, dialogue, remainingMs }: TurnInput): TurnOptions {
  const state = dialogueState(dialogue);
  const timeUp = remainingMs < MIN_ANSWER_MS;
  const canFollowUp =
    !timeUp &&
    state.answered &&
    state.current >= 0 &&
    state.current < plan.questions.length &&
    state.followUps.length < followUpBudget(plan.style);
  // Past the planned questions the reserve goes on: the plan ends the interview only when it holds no more.
  const nextIndex = state.current + 1 < plan.questions.length ? state.current + 1 : null;
  return { state, timeUp, canFollowUp, nextIndex: timeUp ? null : nextIndex };
}

/** The candidate's answers gathered per planned question (follow-up answers included). */
export function answersByQuestion(plan: InterviewPlan, dialogue: SpokenLine[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let current = -1;
  for (const line of dialogue) {
    if (line.speaker === 'interviewer') {
      const index = questionOfLine(line);
      if (index !== null) current = index;
      if (line.kind === 'closing') current = -1;
      continue;
    }
    const index = line.questionIndex ?? current;
    if (index < 0 || index >= plan.questions.length || !line.text.trim()) continue;
    out.set(index, [...(out.get(index) ?? []), line.text.trim()]);
  }
  return out;
}

/** Indexes of the questions that were asked (answered or not), in plan order. */
export function askedQuestions(plan: InterviewPlan, dialogue: SpokenLine[]): number[] {
  const asked = new Set<number>(answersByQuestion(plan, dialogue).keys());
  for (const line of dialogue) {
    if (line.speaker !== 'interviewer') continue;
    const index = questionOfLine(line);
    if (index !== null && index < plan.questions.length) asked.add(index);
  }
  return [...asked].sort((a, b) => a - b);
}
