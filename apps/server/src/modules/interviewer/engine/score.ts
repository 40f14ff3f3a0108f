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

/** A short answer cannot be good however well its few words match. */
function lengthCap(m: AnswerMeasures): number {
  if (m.length < 30) return 25;
  if (m.length < 50) return 45;
  return 100;
}

function knowledgeScore(q: PlannedQuestion, m: AnswerMeasures): AnswerScore {
  const coverage = q.outline.length ? clamp01(m.pointsCovered.length / Math.min(q.outline.length, 5)) : 0;
  const keywords = m.keywordTotal ? clamp01(m.keywordHits.length / Math.min(m.keywordTotal, 5)) : 0;
  const example = m.example || m.numbers > 0 ? 1 : 0;
  const raw = 0.62 * coverage + 0.2 * keywords + 0.08 * example + 0.1 * clamp01(m.length / 120);
  return {
    score: Math.round(Math.min(100 * raw + 8, lengthCap(m))),
    parts: { substance: coverage, specificity: example, structure: 0, relevance: keywords },
  };
}

function experienceScore(m: AnswerMeasures): AnswerScore {
  const actions = clamp01(m.actions / 4);
  const figures = clamp01(m.numbers / 3);
  const structure = (Number(m.star.situation) + Number(m.star.action) + Number(m.star.result)) / 3;
  const relevance = m.keywordTotal ? clamp01(m.keywordHits.length / Math.min(m.keywordTotal, 3)) : 1;
  const raw =
    0.3 * actions +
    0.25 * figures +
    0.08 * Number(m.ownRole || m.actions >= 3) +
    0.12 * structure +
    0.05 * relevance +
    0.1 * clamp01(m.length / 150);
  // An answer on the question earns a floor; what it says of the candidate's own work earns the rest.
  return {
    score: Math.round(Math.min(100 * raw + 22, lengthCap(m))),
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
