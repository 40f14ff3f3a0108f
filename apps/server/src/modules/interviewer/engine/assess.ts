// The content score of a whole dialogue, from the words alone: JD keyword coverage, STAR structure,
// specificity (numbers, concrete actions) and relevance per question; per-question feedback, summary,
// strengths and weaknesses, each traceable to a measure.
import type { ContentAssessment, InterviewPlan, PlannedQuestion, SpokenLine } from '../port.ts';
import { type AnswerMeasures, measure, onTopic } from './analyse.ts';
import { mentions, skillLabel } from './text/vocab.ts';

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));
const pct = (x: number) => Math.round(x * 100);

interface Scored {
  question: PlannedQuestion;
  answer: string;
  m: AnswerMeasures | null;
  parts: { coverage: number; structure: number; specificity: number; relevance: number } | null;
  score: number | null;
}

/** 0-100 for one answer; the four parts are each 0-1. */
function scoreAnswer(m: AnswerMeasures) {
  const coverage = m.keywordTotal ? clamp01(m.keywordHits.length / Math.min(m.keywordTotal, 4)) : 1;
  const starParts = Object.values(m.star).filter(Boolean).length;
  const structure = starParts / 4;
  const specificity =
    clamp01(Math.min(m.numbers, 3) / 3) * 0.5 +
    clamp01(Math.min(m.actions + (m.example ? 1 : 0), 3) / 3) * 0.5;
  const relevance = onTopic(m) ? clamp01(0.5 + m.relevance) : clamp01(m.relevance);
  // A very short answer cannot be good however well its few words match: scale by length up to ~80
  // characters (about 30 seconds of speech), beyond which length earns nothing more.
  const lengthFactor = clamp01(m.length / 80) * 0.6 + 0.4;
  const raw = 0.3 * coverage + 0.25 * structure + 0.25 * specificity + 0.2 * relevance;
  return {
    parts: { coverage, structure, specificity, relevance },
    score: Math.round(100 * raw * lengthFactor),
  };
}

function answersByQuestion(plan: InterviewPlan, dialogue: SpokenLine[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let current = -1;
  for (const line of dialogue) {
    if (line.speaker === 'interviewer') {
      if (line.questionIndex !== null) current = line.questionIndex;
      else if (line.kind === 'greeting' && current < 0) current = 0;
      if (line.kind === 'closing') current = -1;
      continue;
    }
    const q = line.questionIndex ?? current;
    if (q < 0 || q >= plan.questions.length || !line.text.trim()) continue;
    out.set(q, [...(out.get(q) ?? []), line.text.trim()]);
  }
  return out;
}

export function assessDialogue(plan: InterviewPlan, dialogue: SpokenLine[]): ContentAssessment {
  const zh = plan.language === 'zh';
  const byQuestion = answersByQuestion(plan, dialogue);
  const asked = new Set<number>(byQuestion.keys());
  for (const line of dialogue) {
    if (line.speaker !== 'interviewer') continue;
    if (line.questionIndex !== null) asked.add(line.questionIndex);
    // The greeting carries the first question, whether or not it was stored with its index.
    else if (line.kind === 'greeting' && plan.questions.length) asked.add(0);
  }
  const scored: Scored[] = [...asked]
    .filter((i) => i >= 0 && i < plan.questions.length)
    .sort((a, b) => a - b)
    .map((i) => {
      const question = plan.questions[i]!;
      const answer = (byQuestion.get(i) ?? []).join('\n');
      if (!answer) return { question, answer, m: null, parts: null, score: null };
      const m = measure(answer, question);
      const { parts, score } = scoreAnswer(m);
      return { question, answer, m, parts, score };
    });
  const answered = scored.filter((s) => s.score !== null);
  const questions = scored.map((s) => ({
    question: s.question.text,
    answer: s.answer,
    score: s.score,
    missing: missingOf(s, zh),
    better_answer: betterAnswer(s.question, zh),
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

  // Unanswered asked questions count as zero: skipping a question is part of the result.
  const score = Math.round(scored.reduce((sum, s) => sum + (s.score ?? 0), 0) / Math.max(scored.length, 1));
  const avg = (k: keyof NonNullable<Scored['parts']>) =>
    answered.reduce((sum, s) => sum + s.parts![k], 0) / answered.length;
  const allAnswers = answered
    .map((s) => s.answer)
    .join('\n')
    .toLowerCase();
  const jdSkills = plan.profiles.jd.skills;
  const covered = jdSkills.filter((k) => mentions(allAnswers, k)).map((k) => skillLabel(k, plan.language));
  const numbers = answered.reduce((sum, s) => sum + s.m!.numbers, 0);
  const withResult = answered.filter((s) => s.m!.star.result && s.m!.numbers > 0).length;
  const offTopic = answered.filter((s) => !onTopic(s.m!)).length;
  const coverageValue = jdSkills.length ? Math.round((covered.length / jdSkills.length) * 100) / 100 : null;

  const evidence = [
    {
      signal: 'answered_questions',
      value: `${answered.length}/${scored.length}`,
      note: zh
        ? `回答了 ${answered.length} 个问题（共提问 ${scored.length} 个）`
        : `Answered ${answered.length} of ${scored.length} questions asked`,
    },
    {
      signal: 'jd_keyword_coverage',
      value: coverageValue,
      note: jdSkills.length
        ? zh
          ? `提到了岗位要求的 ${covered.length}/${jdSkills.length} 项技能${covered.length ? `：${covered.slice(0, 6).join('、')}` : ''}`
          : `Mentioned ${covered.length} of ${jdSkills.length} JD skills${covered.length ? `: ${covered.slice(0, 6).join(', ')}` : ''}`
        : zh
          ? '岗位描述中没有识别到技能关键词'
          : 'No skill keywords were found in the JD',
    },
    {
      signal: 'question_keyword_coverage',
      value: pct(avg('coverage')),
      note: zh
        ? `回答平均覆盖问题要点 ${pct(avg('coverage'))}%`
        : `Answers covered ${pct(avg('coverage'))}% of the question's key points on average`,
    },
    {
      signal: 'star_structure',
      value: pct(avg('structure')),
      note: zh
        ? `情境-任务-行动-结果结构完整度平均 ${pct(avg('structure'))}%`
        : `Situation-task-action-result structure ${pct(avg('structure'))}% complete on average`,
    },
    {
      signal: 'specificity',
      value: pct(avg('specificity')),
      note: zh
        ? `共提到 ${numbers} 处具体数字，${withResult} 个回答给出了量化结果`
        : `${numbers} concrete figures in total; ${withResult} answers gave a quantified result`,
    },
    {
      signal: 'relevance',
      value: pct(avg('relevance')),
      note: zh ? `${offTopic} 个回答偏离了问题` : `${offTopic} answers drifted off the question`,
    },
  ];

  const weakest = (
    [
      ['structure', avg('structure')],
      ['specificity', avg('specificity')],
      ['coverage', avg('coverage')],
      ['relevance', avg('relevance')],
    ] as const
  ).reduce((a, b) => (b[1] < a[1] ? b : a));
  const ADVICE: Record<string, [string, string]> = {
    structure: [
      '回答时按“背景-任务-行动-结果”的顺序组织，先交代场景，再讲你的做法和结果。',
      'Structure answers as situation, task, action, result: set the scene, then your actions and the outcome.',
    ],
    specificity: [
      '多用具体数字和亲身做法说明成果，例如“首屏时间从3秒降到1.2秒”。',
      'Back claims with numbers and your own concrete actions, e.g. "cut load time from 3 s to 1.2 s".',
    ],
    coverage: [
      '回答前先抓住问题和岗位的关键词，确保每个要点都有回应。',
      'Pick out the key terms of the question and the role, and make sure each gets an answer.',
    ],
    relevance: [
      '紧扣问题作答，先给结论再展开，避免跑题。',
      'Stay on the question: lead with the answer, then expand.',
    ],
  };
  const advice = ADVICE[weakest[0]]![zh ? 0 : 1];

  const strengths: string[] = [];
  const weaknesses: string[] = [];
  if (avg('structure') >= 0.6)
    strengths.push(
      zh
        ? '回答结构清晰，能交代背景、行动与结果'
        : 'Well-structured answers with context, actions and results',
    );
  else
    weaknesses.push(
      zh
        ? '回答缺少清晰的结构（背景-任务-行动-结果）'
        : 'Answers lack a clear situation-task-action-result structure',
    );
  if (withResult >= Math.ceil(answered.length / 2))
    strengths.push(zh ? '善于用数据量化成果' : 'Quantifies results with data');
  else weaknesses.push(zh ? '成果缺少量化数据支撑' : 'Results are rarely backed by numbers');
  if (coverageValue !== null && coverageValue >= 0.5)
    strengths.push(
      zh
        ? `覆盖了岗位的核心技能：${covered.slice(0, 4).join('、')}`
        : `Covered the role's core skills: ${covered.slice(0, 4).join(', ')}`,
    );
  else if (coverageValue !== null)
    weaknesses.push(zh ? '较少提及岗位要求的关键技能' : "Rarely mentioned the role's key skills");
  if (offTopic === 0) strengths.push(zh ? '回答紧扣问题' : 'Answers stayed on the question');
  else
    weaknesses.push(zh ? `有 ${offTopic} 个回答偏离了问题` : `${offTopic} answers drifted off the question`);
  if (answered.length < scored.length)
    weaknesses.push(
      zh
        ? `有 ${scored.length - answered.length} 个问题没有回答`
        : `${scored.length - answered.length} questions went unanswered`,
    );

  const best = answered.reduce((a, b) => ((b.score ?? 0) > (a.score ?? 0) ? b : a));
  const summary = zh
    ? `回答内容得分 ${score} 分。共回答 ${answered.length} 个问题，表现最好的是“${best.question.topic || best.question.text.slice(0, 20)}”相关的回答（${best.score} 分）；${weaknesses[0] ?? '整体表现均衡'}。`
    : `Content score ${score}. ${answered.length} questions answered; the strongest answer was on "${best.question.topic || best.question.text.slice(0, 40)}" (${best.score}). ${weaknesses[0] ?? 'A balanced performance overall'}.`;

  return { content: { score, evidence, advice }, questions, summary, strengths, weaknesses };
}

/** An English report names no Chinese keyword (an English skill question also keeps 沟通 to match on). */
function shown(keyword: string, zh: boolean): boolean {
  return zh || !/\p{Script=Han}/u.test(keyword);
}

function missingOf(s: Scored, zh: boolean): string[] {
  if (!s.m) return [zh ? '未作答' : 'Not answered'];
  const out: string[] = [];
  const m = s.m;
  if (!m.star.situation) out.push(zh ? '缺少背景或场景' : 'No situation or context');
  if (!m.star.action) out.push(zh ? '缺少本人的具体行动' : 'No concrete actions of your own');
  if (!m.star.result) out.push(zh ? '缺少结果' : 'No result');
  else if (m.numbers === 0) out.push(zh ? '结果没有量化数据' : 'Result not quantified');
  const lower = s.answer.toLowerCase();
  const missedKeywords = s.question.keywords
    .filter((k) => !lower.includes(k.toLowerCase()) && shown(k, zh))
    .slice(0, 3);
  if (missedKeywords.length && m.keywordHits.length < Math.min(m.keywordTotal, 4))
    out.push(
      zh ? `未提到要点：${missedKeywords.join('、')}` : `Did not mention: ${missedKeywords.join(', ')}`,
    );
  return out;
}

function betterAnswer(q: PlannedQuestion, zh: boolean): string {
  const points = q.outline.length ? q.outline : [];
  const keys = q.keywords.filter((k) => shown(k, zh)).slice(0, 4);
  const head = zh ? '参考思路：' : 'Outline: ';
  const body = points.map((p, i) => `${i + 1}. ${p}`).join(zh ? '；' : '; ');
  const tail = keys.length
    ? zh
      ? `。回答中可以提到：${keys.join('、')}`
      : `. Mention: ${keys.join(', ')}`
    : '';
  return `${head}${body}${tail}`;
}
