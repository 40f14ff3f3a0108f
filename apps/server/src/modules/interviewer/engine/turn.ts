// The turn-by-turn interviewer: the opening line, then after each answer a follow-up (thin, off-topic, vague or
// unquantified answer), the next question with a short comment, or the closing when time or questions run out.
import type {
  FollowUpReason,
  InterviewPlan,
  NextLine,
  PlannedQuestion,
  SpokenLine,
  TurnInput,
} from '../port.ts';
import { type AnswerMeasures, measure, onTopic } from './analyse.ts';
import { choose } from './hash.ts';
import { fill, PHRASES } from './phrases.ts';
import { phrases } from './text/segment.ts';

/** Below this much time left no follow-up is asked: the next question is worth more. */
const FOLLOW_UP_MIN_MS = 40_000;

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

/** Where the dialogue stands: the question being answered, its follow-ups so far and its answers. */
export function turnState(dialogue: SpokenLine[]) {
  let current = -1;
  let askedAt = -1;
  dialogue.forEach((line, i) => {
    if (line.speaker !== 'interviewer') return;
    if ((line.kind === 'question' || line.kind === 'greeting') && line.questionIndex !== null) {
      current = line.questionIndex;
      askedAt = i;
    } else if (line.kind === 'greeting' && current < 0) {
      current = 0;
      askedAt = i;
    }
  });
  const after = askedAt >= 0 ? dialogue.slice(askedAt + 1) : [];
  const followUps = after.filter((l) => l.speaker === 'interviewer' && l.kind === 'follow_up');
  const answers = after.filter((l) => l.speaker === 'candidate');
  return { current, followUps, answers };
}

function followUpReason(q: PlannedQuestion, m: AnswerMeasures, plan: InterviewPlan): FollowUpReason | null {
  const tough = plan.style === 2;
  // Characters (Chinese) below which an answer is thin: a sentence or two. The tough style wants more.
  const thinLimit = tough ? 60 : 30;
  if (m.length < thinLimit) return 'thin';
  if (!onTopic(m)) return 'off_topic';
  const story = q.kind !== 'technical' || tough;
  if (story && m.actions === 0 && !m.example) return 'vague';
  const wantsResult = q.kind === 'project' || q.kind === 'behavioural' || q.kind === 'opening' || tough;
  if (wantsResult && m.numbers === 0 && q.kind !== 'technical') return 'unquantified';
  if (tough && m.numbers === 0 && m.star.result) return 'unquantified';
  return null;
}

export function nextLine(turn: TurnInput, onDelta?: (piece: string) => void): NextLine {
  const { plan, dialogue, remainingMs } = turn;
  if (remainingMs <= 0) return emit(closing(plan, true), onDelta);
  const p = PHRASES[plan.language];
  const { current, followUps, answers } = turnState(dialogue);
  const seed = plan.questions.map((q) => q.id).join() + plan.questions[0]?.text;
  const index = Math.max(current, 0);
  const question = plan.questions[index];
  const answer = answers.map((a) => a.text).join('\n');
  const m = question && answer ? measure(answer, question) : null;

  if (question && m && current >= 0) {
    const maxFollowUps = plan.style === 2 ? 2 : 1;
    if (followUps.length < maxFollowUps && remainingMs > FOLLOW_UP_MIN_MS) {
      const reason = followUpReason(question, m, plan);
      const topic =
        question.topic || question.keywords[0] || (plan.language === 'zh' ? '这个问题' : 'this question');
      const said = new Set(followUps.map((f) => f.text));
      if (reason) {
        const options = p.followUp[reason][plan.style].map((t) => fill(t, { topic }));
        // Never the same words twice; a second follow-up for the same reason uses the other variant.
        const text = options.find((t) => !said.has(t)) ?? null;
        if (text)
          return emit(
            { text, kind: 'follow_up', questionIndex: index, followUp: true, reason, finished: false },
            onDelta,
          );
      }
      // The tough style presses a sound answer on a project or skill once more: the trade-off, the scale.
      if (
        plan.style === 2 &&
        (question.kind === 'project' || question.kind === 'technical') &&
        followUps.length === 0
      ) {
        const text = choose(p.press, seed, index);
        return emit(
          { text, kind: 'follow_up', questionIndex: index, followUp: true, reason: null, finished: false },
          onDelta,
        );
      }
    }
  }

  const nextIndex = current + 1;
  const nextQuestion = plan.questions[nextIndex];
  if (!nextQuestion) return emit(closing(plan, false), onDelta);
  const good = m !== null && m.actions > 0 && m.numbers > 0 && onTopic(m);
  const comment = m ? choose((good ? p.goodComment : p.weakComment)[plan.style], seed, nextIndex) : '';
  const bridge = choose(p.nextQuestion[plan.style], seed, nextIndex, 'bridge');
  return emit(
    {
      text: join(plan.language, comment, bridge, nextQuestion.text),
      kind: 'question',
      questionIndex: nextIndex,
      followUp: false,
      reason: null,
      finished: false,
    },
    onDelta,
  );
}
