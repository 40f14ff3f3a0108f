// POST /api/recommend/getRecommendVideo: learning material for the interview's weakest dimensions.
import type { RecommendVideoResponse } from '@app/shared/recommend';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

export async function getRecommendVideos(interviewId: number): Promise<RecommendVideoResponse> {
  return unwrap(await api.post<RecommendVideoResponse>('/api/recommend/getRecommendVideo', { interviewId }));
}

export function useRecommendVideos(interviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.videos(interviewId),
    queryFn: () => getRecommendVideos(interviewId),
    enabled,
    retry: false,
  });
}
