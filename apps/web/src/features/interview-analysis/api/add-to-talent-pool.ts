// POST /api/recommend/add: send this interview's result to the talent pool (the server checks the privacy
// setting and answers a sentence either way).
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function addToTalentPool(interviewId: number): Promise<string> {
  const response = await api.request(routes.recommend.addToTalentPool, { body: { interviewId } });
  unwrap(response);
  return response.msg;
}

export function useAddToTalentPool() {
  return useMutation({ mutationFn: addToTalentPool });
}
