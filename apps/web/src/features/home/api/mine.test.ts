import type { InterviewTrendItem } from '@app/shared/interviews';
import { describe, expect, it } from 'vitest';
import { lastScoreOf } from './mine';

const item = (id: number, day: number, score: number | null): InterviewTrendItem => ({
  interview_id: id,
  interview_name: `面试${id}`,
  create_time: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
  overall_score: score,
  scores: {} as InterviewTrendItem['scores'],
});

describe('lastScoreOf', () => {
  it('takes the newest scored interview and compares it with the one before', () => {
    expect(lastScoreOf([item(1, 1, 60), item(3, 5, null), item(2, 3, 72)])).toEqual({
      interviewId: 2,
      score: 72,
      delta: 12,
    });
  });

  it('has no trend for a first interview, and nothing without a score', () => {
    expect(lastScoreOf([item(1, 1, 80)])).toEqual({ interviewId: 1, score: 80, delta: null });
    expect(lastScoreOf([item(1, 1, null)])).toBeNull();
  });
});
