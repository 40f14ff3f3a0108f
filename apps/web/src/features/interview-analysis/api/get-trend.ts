// GET /api/interview/trend: the user's finished interviews, oldest to newest, with their scores.
import type { ScoreDimension } from '@app/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

export interface TrendPoint {
  interview_id: number;
  interview_name: string;
  create_time: string;
  overall_score: number | null;
  scores: Partial<Record<ScoreDimension, number | null>>;
}

export async function getTrend(): Promise<TrendPoint[]> {
  return unwrap(await api.get<{ lists: TrendPoint[] }>('/api/interview/trend')).lists;
}

export function useTrend() {
  return useQuery({ queryKey: analysisKeys.trend, queryFn: getTrend, retry: false });
}
