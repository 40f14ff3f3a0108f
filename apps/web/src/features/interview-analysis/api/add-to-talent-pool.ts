// POST /api/recommend/add: send this interview's result to the talent pool (the server checks the privacy
// setting and answers a sentence either way).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function addToTalentPool(interviewId: number): Promise<string> {
  const response = await api.post<{ interview_id: number; added: boolean }>('/api/recommend/add', {
    interviewId,
  });
  unwrap(response);
  return response.msg;
}

export function useAddToTalentPool() {
  return useMutation({ mutationFn: addToTalentPool });
}
