// The content assessment of a whole dialogue, in named steps: score each asked question, then the content
// score with its evidence, the advice, strengths and weaknesses, and a summary naming the strongest and the
// weakest answers by topic and why. Every number traces to a measure of the answers.
import { answersByQuestion, askedQuestions } from '../policy.ts';
import type { ContentAssessment, InterviewPlan, PlannedQuestion, SpokenLine } from '../port.ts';
import { betterAnswer, missingOf } from './advice.ts';
import { type AnswerMeasures, isKnowledge, measure } from './analyse.ts';
import { type AnswerScore, scoreAnswer } from './score.ts';
import { mentions, skillLabel } from './text/vocab.ts';

interface Scored {
  question: PlannedQuestion;
  answer: string;
  m: AnswerMeasures | null;
  result: AnswerScore | null;
  /** Answers to it (or its follow-ups) that were about something else. */
  strayLines?: number;
}

const pct = (x: number) => Math.round(x * 100);

function scoreQuestions(plan: InterviewPlan, dialogue: SpokenLine[]): Scored[] {
  const answers = answersByQuestion(plan, dialogue);
  return askedQuestions(plan, dialogue).map((i) => {
    const question = plan.questions[i]!;
    const lines = answers.get(i) ?? [];
    const answer = lines.join('\n');
    if (!answer) return { question, answer, m: null, result: null };
    const each = lines.map((l) => measure(l, question, plan));
    // A follow-up answered with "I don't recall" adds nothing to the answer it follows: measured without it.
    // Nor does the same words said again.
    const said = [...new Set(lines.filter((_, k) => !each[k]!.nonAnswer))];
    const measured = said.length ? said.join('\n') : answer;
    // Off the question when its first answer is, or every answer is: a good follow-up answer does not hide a
    // first answer about something else, nor does one stray line sink a sound answer.
    const stray = each.map((x) => x.offTopic);
    const m = { ...measure(measured, question, plan), offTopic: stray[0]! || stray.every(Boolean) };
    return {
      question,
      answer,
      m,
      result: scoreAnswer(question, m),
      strayLines: stray.filter(Boolean).length,
    };
  });
}

const topicOf = (q: PlannedQuestion) => q.topic || q.text.slice(0, 16);

/** Why an answer scored as it did, in a few words. */
function why(s: Scored, zh: boolean): string {
  const m = s.m!;
  if (m.nonAnswer) return zh ? '没有给出回答' : 'no answer was given';
  if (m.offTopic) return zh ? '回答偏离了问题' : 'it was about something else';
  if (isKnowledge(s.question)) {
    const covered = m.pointsCovered.length;
    const total = Math.min(s.question.outline.length, 4);
    return zh ? `答到了 ${covered}/${total} 个要点` : `it covered ${covered} of ${total} key points`;
  }
  const parts: string[] = [];
  parts.push(
    m.actions >= 2
      ? zh
        ? '有本人的具体做法'
        : 'your own actions'
      : zh
        ? '缺少本人的具体做法'
        : 'few actions of your own',
  );
  parts.push(m.numbers > 0 ? (zh ? '有数据' : 'numbers') : zh ? '没有数据' : 'no numbers');
  return parts.join(zh ? '、' : ' and ');
}

function evidenceOf(plan: InterviewPlan, scored: Scored[], answered: Scored[]) {
  const zh = plan.language === 'zh';
  const all = answered.map((s) => s.answer).join('\n');
  const jdSkills = plan.profiles.jd.skills;
  const covered = jdSkills.filter((k) => mentions(all, k)).map((k) => skillLabel(k, plan.language));
  const figures = answered.reduce((sum, s) => sum + s.m!.numbers, 0);
  const offTopic = answered.reduce((sum, s) => sum + (s.strayLines ?? 0), 0);
  const knowledge = answered.filter((s) => isKnowledge(s.question));
  const points = knowledge.reduce((sum, s) => sum + s.m!.pointsCovered.length, 0);
  const pointsTotal = knowledge.reduce((sum, s) => sum + Math.min(s.question.outline.length, 4), 0);
  const stories = answered.filter((s) => !isKnowledge(s.question));
  const withActions = stories.filter((s) => s.m!.actions >= 2).length;
  return [
    {
      signal: 'answered_questions',
      value: `${answered.length}/${scored.length}`,
      note: zh
        ? `回答了 ${answered.length} 个问题（共提问 ${scored.length} 个）`
        : `Answered ${answered.length} of ${scored.length} questions asked`,
    },
    {
      signal: 'jd_keyword_coverage',
      value: jdSkills.length ? Math.round((covered.length / jdSkills.length) * 100) / 100 : null,
      note: jdSkills.length
        ? zh
          ? `提到了岗位要求的 ${covered.length}/${jdSkills.length} 项技能${covered.length ? `：${covered.slice(0, 6).join('、')}` : ''}`
          : `Mentioned ${covered.length} of ${jdSkills.length} JD skills${covered.length ? `: ${covered.slice(0, 6).join(', ')}` : ''}`
        : zh
          ? '岗位描述中没有识别到技能关键词'
          : 'No skill keywords were found in the JD',
    },
    {
      signal: 'reference_points',
      value: pointsTotal ? pct(points / pointsTotal) : null,
      note: pointsTotal
        ? zh
          ? `知识题答到了 ${points}/${pointsTotal} 个要点`
          : `Knowledge questions: ${points} of ${pointsTotal} key points covered`
        : zh
          ? '没有知识题'
          : 'No knowledge questions',
    },
    {
      signal: 'own_actions',
      value: stories.length ? pct(withActions / stories.length) : null,
      note: zh
        ? `${withActions}/${stories.length} 个经历类回答讲了本人的具体做法`
        : `${withActions} of ${stories.length} experience answers gave your own actions`,
    },
    {
      signal: 'specificity',
      value: figures,
      note: zh ? `共提到 ${figures} 处具体数字` : `${figures} concrete figures in total`,
    },
    {
      signal: 'off_topic',
      value: offTopic,
      note: zh ? `${offTopic} 个回答偏离了问题` : `${offTopic} answers were off the question`,
    },
  ];
}

function adviceOf(answered: Scored[], zh: boolean): string {
  const stories = answered.filter((s) => !isKnowledge(s.question));
  const knowledge = answered.filter((s) => isKnowledge(s.question));
  if (answered.some((s) => s.strayLines))
    return zh
      ? '先回答问题问的内容，再展开；与问题无关的话题会被视为偏题。'
      : 'Answer what was asked first; unrelated topics count as off the question.';
  if (stories.length && stories.filter((s) => s.m!.numbers === 0).length > stories.length / 2)
    return zh
      ? '讲经历时用数据说明结果，例如“复购率从 21% 提到 30%”。'
      : 'Back results with numbers, e.g. "conversion from 6% to 9.5%".';
  if (stories.length && stories.filter((s) => s.m!.actions < 2).length > stories.length / 2)
    return zh
      ? '多讲你本人具体做了哪几件事，少用“我们很重视”“取得了不错的效果”这类概括。'
      : 'Say what you yourself did, step by step, rather than general claims.';
  if (knowledge.some((s) => s.m!.pointsCovered.length < Math.min(s.question.outline.length, 4) / 2))
    return zh
      ? '知识题先给准确的定义和关键区别，再举例说明。'
      : 'For knowledge questions, give the exact definition and key differences first, then an example.';
  return zh
    ? '保持现在的回答方式：先结论，再讲做法和数据。'
    : 'Keep answering this way: the point first, then your actions and numbers.';
}

function strengthsAndWeaknesses(answered: Scored[], scored: Scored[], zh: boolean) {
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const stories = answered.filter((s) => !isKnowledge(s.question));
  const quantified = stories.filter((s) => s.m!.numbers > 0).length;
  if (stories.length && quantified >= stories.length / 2)
    strengths.push(zh ? '善于用数据量化成果' : 'Quantifies results with data');
  else if (stories.length)
    weaknesses.push(zh ? '成果缺少量化数据支撑' : 'Results are rarely backed by numbers');
  const acted = stories.filter((s) => s.m!.actions >= 2).length;
  if (stories.length && acted >= stories.length / 2)
    strengths.push(zh ? '能讲清本人的具体做法' : 'Explains your own actions clearly');
  else if (stories.length)
    weaknesses.push(zh ? '较少讲到本人的具体做法' : 'Rarely says what you did yourself');
  const knowledge = answered.filter((s) => isKnowledge(s.question));
  const sound = knowledge.filter((s) => s.m!.pointsCovered.length >= 2).length;
  if (knowledge.length && sound >= knowledge.length / 2)
    strengths.push(zh ? '专业知识回答准确' : 'Sound answers to knowledge questions');
  else if (knowledge.length)
    weaknesses.push(zh ? '专业知识题的要点答得不全' : 'Knowledge answers missed key points');
  const offTopic = answered.reduce((sum, s) => sum + (s.strayLines ?? 0), 0);
  if (offTopic)
    weaknesses.push(zh ? `有 ${offTopic} 个回答偏离了问题` : `${offTopic} answers were off the question`);
  if (answered.length < scored.length)
    weaknesses.push(
      zh
        ? `有 ${scored.length - answered.length} 个问题没有回答`
        : `${scored.length - answered.length} questions went unanswered`,
    );
  return { strengths, weaknesses };
}

function summaryOf(answered: Scored[], score: number, zh: boolean): string {
  const byScore = [...answered].sort((a, b) => b.result!.score - a.result!.score);
  const best = byScore[0]!;
  const worst = byScore[byScore.length - 1]!;
  const bestPart = zh
    ? `最好的是「${topicOf(best.question)}」（${best.result!.score} 分）：${why(best, zh)}`
    : `the strongest was on "${topicOf(best.question)}" (${best.result!.score}): ${why(best, zh)}`;
  const worstPart =
    worst === best
      ? ''
      : zh
        ? `；最弱的是「${topicOf(worst.question)}」（${worst.result!.score} 分）：${why(worst, zh)}`
        : `; the weakest was on "${topicOf(worst.question)}" (${worst.result!.score}): ${why(worst, zh)}`;
  return zh
    ? `回答内容得分 ${score} 分，共回答 ${answered.length} 个问题。${bestPart}${worstPart}。`
    : `Content score ${score}, ${answered.length} questions answered; ${bestPart}${worstPart}.`;
}

export function assessDialogue(plan: InterviewPlan, dialogue: SpokenLine[]): ContentAssessment {
  const zh = plan.language === 'zh';
  const scored = scoreQuestions(plan, dialogue);
  const answered = scored.filter((s) => s.result !== null);
  // Behavioural questions draw on different projects where the resume has them.
  const used = new Set<string>();
  const questions = scored.map((s) => ({
    question: s.question.text,
    answer: s.answer,
    score: s.result?.score ?? null,
    missing: missingOf(s.question, s.m, zh),
    better_answer: betterAnswer(plan, s.question, used),
  }));
  if (answered.length === 0) {
    return {
      content: {
        score: null,
        evidence: [
          { signal: 'answered_questions', value: 0, note: zh ? '没有可评估的回答' : 'No answers to assess' },
        ],
        advice: zh
          ? '本次面试没有回答内容，无法评估回答质量。'
          : 'There were no answers, so content could not be assessed.',
      },
      questions,
      summary: zh
        ? '本次面试没有收到回答，无法评估回答内容。'
        : 'No answers were given, so the content could not be assessed.',
      strengths: [],
      weaknesses: [],
    };
  }
  // An asked question left unanswered counts as zero: skipping a question is part of the result.
  const score = Math.round(scored.reduce((sum, s) => sum + (s.result?.score ?? 0), 0) / scored.length);
  return {
    content: { score, evidence: evidenceOf(plan, scored, answered), advice: adviceOf(answered, zh) },
    questions,
    summary: summaryOf(answered, score, zh),
    ...strengthsAndWeaknesses(answered, scored, zh),
  };
}
