// GET /api/interview/trend: the user's finished interviews, oldest to newest, with their scores.
import type { InterviewTrendItem } from '@app/shared/interviews';
import { routes } from '@app/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

export type TrendPoint = InterviewTrendItem;

export async function getTrend(): Promise<TrendPoint[]> {
  return (await api.call(routes.interviews.trend)).lists;
}

export function useTrend() {
  return useQuery({ queryKey: analysisKeys.trend, queryFn: getTrend, retry: false });
}
