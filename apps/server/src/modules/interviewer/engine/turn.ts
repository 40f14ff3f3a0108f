// The turn-by-turn interviewer: the opening line, then after each answer a follow-up that follows what the
// answer said (a deeper probe into a sound one, an example asked of a thin one, a redirect of one on another
// subject), the next question with a short comment, or the closing. What is allowed comes from the policy.
import { turnOptions } from '../policy.ts';
import type { FollowUpReason, InterviewPlan, NextLine, PlannedQuestion, TurnInput } from '../port.ts';
import { type AnswerMeasures, isKnowledge, measure } from './analyse.ts';
import { figuresIn } from './figures.ts';
import { choose } from './hash.ts';
import { fill, PHRASES } from './phrases.ts';
import { phrases } from './text/segment.ts';
import { termsOf } from './text/terms.ts';

function emit(line: NextLine, onDelta?: (piece: string) => void): NextLine {
  if (onDelta) for (const piece of phrases(line.text)) onDelta(piece);
  return line;
}

function join(lang: InterviewPlan['language'], ...parts: string[]): string {
  return parts.filter(Boolean).join(lang === 'zh' ? '' : ' ');
}

export function openLine(plan: InterviewPlan, onDelta?: (piece: string) => void): NextLine {
  const p = PHRASES[plan.language];
  const first = plan.questions[0];
  const greeting = fill(choose(p.greeting[plan.style], plan.questions.map((q) => q.id).join()), {
    position: plan.profiles.jd.position || (plan.language === 'zh' ? '目标岗位' : 'target'),
  });
  if (!first) return emit(closing(plan, false), onDelta);
  // The greeting carries the first question (the policy reads a greeting as question 0).
  return emit(
    {
      text: join(plan.language, greeting, first.text),
      kind: 'greeting',
      questionIndex: 0,
      followUp: false,
      reason: null,
      finished: false,
    },
    onDelta,
  );
}

function closing(plan: InterviewPlan, timeUp: boolean): NextLine {
  const p = PHRASES[plan.language];
  return {
    text: (timeUp ? p.timeUp : p.closing)[plan.style][0]!,
    kind: 'closing',
    questionIndex: null,
    followUp: false,
    reason: null,
    finished: true,
  };
}

/** Why the answer needs a follow-up, or 'probe' for a sound answer worth going deeper into, or null. */
function reasonFor(q: PlannedQuestion, m: AnswerMeasures, plan: InterviewPlan): FollowUpReason | null {
  const tough = plan.style === 2;
  if (m.offTopic) return 'off_topic';
  if (m.nonAnswer || m.length < (tough ? 50 : 30)) return 'thin';
  if (isKnowledge(q)) return tough && m.pointsCovered.length >= 2 ? 'probe' : null;
  if (m.actions === 0 && !m.example) return 'vague';
  if (m.numbers === 0 && q.kind !== 'general') return 'unquantified';
  // A sound answer on the candidate's own work earns a question on what it said.
  return q.kind === 'project' || q.kind === 'opening' || tough ? 'probe' : null;
}

/** A deeper question on the answer itself: a figure it gave, else a term it used. */
function probeText(plan: InterviewPlan, answer: string, said: Set<string>, seed: string): string | null {
  const p = PHRASES[plan.language];
  const figure = figuresIn(answer)[0];
  const term = termsOf(answer).find((t) => t.length >= 2 && t.length <= 12);
  const options = [
    ...(figure ? p.probeFigure.map((t) => fill(t, { figure: figure.text.replace(' ', ' ') })) : []),
    ...(term ? p.probeTerm.map((t) => fill(t, { term })) : []),
    ...p.press,
  ];
  return options.find((t) => !said.has(t)) ?? choose(p.press, seed);
}

function followUp(index: number, reason: FollowUpReason, text: string): NextLine {
  return { text, kind: 'follow_up', questionIndex: index, followUp: true, reason, finished: false };
}

export function nextLine(turn: TurnInput, onDelta?: (piece: string) => void): NextLine {
  const { plan } = turn;
  const options = turnOptions(turn);
  if (options.timeUp) return emit(closing(plan, true), onDelta);
  const p = PHRASES[plan.language];
  const { current, followUps, answers } = options.state;
  const seed = plan.questions.map((q) => q.id).join() + plan.questions[0]?.text;
  const question = plan.questions[current];
  // The latest answer decides the follow-up: the one just given to the question or to its follow-up.
  const latest = answers.at(-1)?.text ?? '';
  const m = question && latest ? measure(answers.map((a) => a.text).join('\n'), question, plan) : null;
  const lastM = question && latest ? measure(latest, question, plan) : null;

  if (question && m && lastM && options.canFollowUp) {
    const reason = reasonFor(question, lastM, plan);
    const said = new Set(followUps.map((f) => f.text));
    const asked = new Set(followUps.map((f) => f.text));
    if (reason === 'probe') {
      const text = probeText(plan, latest, said, seed);
      if (text && !asked.has(text)) return emit(followUp(current, reason, text), onDelta);
    } else if (reason) {
      const topic = question.topic || (plan.language === 'zh' ? '这个问题' : 'this question');
      const text = p.followUp[reason][plan.style].map((t) => fill(t, { topic })).find((t) => !said.has(t));
      if (text) return emit(followUp(current, reason, text), onDelta);
    }
  }

  if (options.nextIndex === null) return emit(closing(plan, false), onDelta);
  const nextQuestion = plan.questions[options.nextIndex]!;
  const good =
    m !== null &&
    !m.offTopic &&
    !m.nonAnswer &&
    (m.pointsCovered.length >= 2 || (m.actions > 1 && m.numbers > 0));
  const comment = m
    ? choose((good ? p.goodComment : p.weakComment)[plan.style], seed, options.nextIndex)
    : '';
  const bridge = choose(p.nextQuestion[plan.style], seed, options.nextIndex, 'bridge');
  return emit(
    {
      text: join(plan.language, comment, bridge, nextQuestion.text),
      kind: 'question',
      questionIndex: options.nextIndex,
      followUp: false,
      reason: null,
      finished: false,
    },
    onDelta,
  );
}
