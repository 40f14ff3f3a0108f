// GET /api/interview/trend: the user's finished interviews, oldest to newest, with their scores.
import type { InterviewTrendItem } from '@app/shared/interviews';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

export type TrendPoint = InterviewTrendItem;

export async function getTrend(): Promise<TrendPoint[]> {
  return unwrap(await api.get<{ lists: TrendPoint[] }>('/api/interview/trend')).lists;
}

export function useTrend() {
  return useQuery({ queryKey: analysisKeys.trend, queryFn: getTrend, retry: false });
}
