// Jobs for the report: POST /api/recommend/getRecommendId stores (or reuses) a run for the interview, then
// GET /api/recommend/getRecommendResult reads its jobs.
import type { RecommendResult } from '@app/shared/recommend';
import { routes } from '@app/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

/** Jobs shown on the report; the rest are a click away on the more-positions page. */
export const REPORT_JOB_COUNT = 6;

export async function getRecommendJobs(interviewId: number): Promise<RecommendResult> {
  const { recommend_id } = await api.call(routes.recommend.recommendId, { body: { interviewId } });
  return api.call(routes.recommend.result, {
    query: { recommendId: recommend_id, page_no: 1, page_size: REPORT_JOB_COUNT },
  });
}

export function useRecommendJobs(interviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.jobs(interviewId),
    queryFn: () => getRecommendJobs(interviewId),
    enabled,
    retry: false,
  });
}
