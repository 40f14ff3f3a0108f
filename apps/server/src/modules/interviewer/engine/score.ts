// The content score of one answer, calibrated as a hiring manager grades: a strong answer (the candidate's own
// actions and role, figures, on the question) 75 and up; an adequate one 45-65; a thin one 30 or less; a
// non-answer 10 or less; a long answer that repeats the JD's words with no action, example or figure well
// below a strong one. A knowledge question is scored on the reference points it covers, not on STAR.
import type { PlannedQuestion } from '../port.ts';
import { type AnswerMeasures, isKnowledge } from './analyse.ts';

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

export interface AnswerScore {
  score: number;
  /** 0-1 parts the score is made of, for the report's evidence. */
  parts: { substance: number; specificity: number; structure: number; relevance: number };
}

/**
 * A short answer cannot be good however well its few words match: a phrase (under 20 characters) is thin,
 * and under 60 it cannot be more than adequate (a strong answer tells the situation, the steps and the
 * result, or explains what it names).
 */
function lengthCap(m: AnswerMeasures): number {
  if (m.length < 20) return 25;
  if (m.length < 60) return 65;
  return 100;
}

/** Reference points a complete answer covers: all of a short list, most of a long one. */
function pointsNeeded(q: PlannedQuestion): number {
  const n = q.outline.length;
  return n <= 4 ? n : Math.max(4, Math.ceil(n * 0.7));
}

/**
 * A knowledge question is scored on the reference points covered (up to 70), an explanation by example or
 * figure (15) and enough words to explain them (5), over a floor of 10 for an answer on the question: half
 * the points, tersely, is adequate (45-65); all of them, explained, is strong.
 */
function knowledgeScore(q: PlannedQuestion, m: AnswerMeasures): AnswerScore {
  const coverage = q.outline.length ? clamp01(m.pointsCovered.length / pointsNeeded(q)) : 0;
  const keywords = m.keywordTotal ? clamp01(m.keywordHits.length / Math.min(m.keywordTotal, 5)) : 0;
  const example = m.example || m.numbers > 0 ? 1 : 0;
  const raw = 0.1 + 0.7 * coverage + 0.15 * example + 0.05 * clamp01(m.length / 120);
  // Named points are scored as named however tersely; only explaining them makes an answer strong.
  const cap = m.length < 60 ? 65 : 100;
  return {
    score: Math.round(Math.min(100 * raw, cap)),
    parts: { substance: coverage, specificity: example, structure: 0, relevance: keywords },
  };
}

/**
 * A project or behavioural answer is scored on what a hiring manager looks for: the candidate's own actions
 * (up to 25, three make a full account), figures (25, two make it concrete), the candidate's own role (10), a
 * result (10), the situation (5) and enough detail to follow (10), over a floor of 15 for an answer on the
 * question. Actions without figures, or a figure without actions, is adequate; both, strong.
 */
function experienceScore(m: AnswerMeasures): AnswerScore {
  const actions = clamp01(m.actions / 3);
  const figures = clamp01(m.numbers / 2);
  const structure = (Number(m.star.situation) + Number(m.star.action) + Number(m.star.result)) / 3;
  const relevance = m.keywordTotal ? clamp01(m.keywordHits.length / Math.min(m.keywordTotal, 3)) : 1;
  const raw =
    0.15 +
    0.25 * actions +
    0.25 * figures +
    0.1 * Number(m.ownRole) +
    0.1 * Number(m.star.result) +
    0.05 * Number(m.star.situation) +
    0.1 * clamp01(m.length / 120);
  return {
    score: Math.round(Math.min(100 * raw, lengthCap(m))),
    parts: { substance: actions, specificity: figures, structure, relevance },
  };
}

export function scoreAnswer(q: PlannedQuestion, m: AnswerMeasures): AnswerScore {
  if (m.nonAnswer) return { score: 5, parts: { substance: 0, specificity: 0, structure: 0, relevance: 0 } };
  const scored = isKnowledge(q) ? knowledgeScore(q, m) : experienceScore(m);
  // An answer on another subject scores low whatever its form.
  if (m.offTopic) return { score: Math.min(scored.score, 12), parts: { ...scored.parts, relevance: 0 } };
  return scored;
}
