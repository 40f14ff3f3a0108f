// POST /api/recommend/getRecommendVideo: learning material for the interview's weakest dimensions.
import type { RecommendVideoResponse } from '@app/shared/recommend';
import { routes } from '@app/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

export function getRecommendVideos(interviewId: number): Promise<RecommendVideoResponse> {
  return api.call(routes.recommend.videos, { body: { interviewId } });
}

export function useRecommendVideos(interviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.videos(interviewId),
    queryFn: () => getRecommendVideos(interviewId),
    enabled,
    retry: false,
  });
}
