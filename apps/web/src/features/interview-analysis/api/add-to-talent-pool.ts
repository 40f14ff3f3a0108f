// The talent pool from the report: whether this interview is in it (GET /api/recommend/talentPool), send it
// (POST /api/recommend/add: the server checks the privacy setting and answers a sentence either way), and
// withdraw it (POST /api/recommend/talentPool/withdraw).
import { routes } from '@app/shared/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

export async function addToTalentPool(interviewId: number): Promise<string> {
  const response = await api.request(routes.recommend.addToTalentPool, { body: { interviewId } });
  unwrap(response);
  return response.msg;
}

export async function withdrawFromTalentPool(interviewId: number): Promise<string> {
  const response = await api.request(routes.recommend.withdrawFromTalentPool, { body: { interviewId } });
  unwrap(response);
  return response.msg;
}

export function useTalentPoolStatus(interviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: analysisKeys.talentPool(interviewId),
    queryFn: () => api.call(routes.recommend.talentPoolStatus, { query: { interviewId } }),
    enabled,
    retry: false,
  });
}

export function useAddToTalentPool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addToTalentPool,
    onSuccess: (_msg, interviewId) =>
      client.invalidateQueries({ queryKey: analysisKeys.talentPool(interviewId) }),
  });
}

export function useWithdrawFromTalentPool() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawFromTalentPool,
    onSuccess: (_msg, interviewId) =>
      client.invalidateQueries({ queryKey: analysisKeys.talentPool(interviewId) }),
  });
}
