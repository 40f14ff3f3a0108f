// The overall score, computed from the stored sub-scores every time it is shown, so it is reproducible, and
// the scores other modules read (recommendations).
import { SCORE_DIMENSIONS, type ScoreDimension } from '@app/shared/interviews';
import type { Db } from '../../infra/db/client.ts';
import { findOwnedInterview, listScores } from './repo.ts';

/**
 * How much each sub-score weighs in the overall score. What was said matters most; the measured delivery
 * (timing, voice, face, posture, grooming) adds to it. A dimension that was not measured drops out and the
 * rest are re-weighted, so a camera left off neither helps nor hurts.
 */
export const SCORE_WEIGHTS: Record<ScoreDimension, number> = {
  content: 0.45,
  timely_response: 0.15,
  interview_tone: 0.12,
  facial_expression: 0.1,
  body_language: 0.1,
  grooming: 0.08,
};

/** Weighted mean of the measured sub-scores, rounded; null when none was measured. */
export function overallScoreOf(scores: Partial<Record<ScoreDimension, number | null>>): number | null {
  let weight = 0;
  let sum = 0;
  for (const dimension of SCORE_DIMENSIONS) {
    const score = scores[dimension];
    if (score === null || score === undefined) continue;
    weight += SCORE_WEIGHTS[dimension];
    sum += SCORE_WEIGHTS[dimension] * score;
  }
  return weight === 0 ? null : Math.round(sum / weight);
}

export interface InterviewScores {
  interview_id: number;
  interview_position: string;
  overall_score: number | null;
  scores: Record<ScoreDimension, number | null>;
  create_time: string;
}

/** The six sub-scores of a row set, null for a dimension without a row or without a measurement. */
export function scoreMapOf(rows: { dimension: ScoreDimension; score: number | null }[]) {
  const scores = Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, null])) as Record<
    ScoreDimension,
    number | null
  >;
  for (const row of rows) if (row.dimension in scores) scores[row.dimension] = row.score;
  return scores;
}

/** A finished interview's scores for its owner; null when not there, not theirs or not finished. */
export async function interviewScoresOf(
  db: Db,
  userId: number,
  interviewId: number,
): Promise<InterviewScores | null> {
  const interview = await findOwnedInterview(db, userId, interviewId);
  if (interview?.status !== 'finished') return null;
  const scores = scoreMapOf(await listScores(db, interviewId));
  return {
    interview_id: interview.id,
    interview_position: interview.interviewPosition,
    overall_score: overallScoreOf(scores),
    scores,
    create_time: interview.createdAt.toISOString(),
  };
}
