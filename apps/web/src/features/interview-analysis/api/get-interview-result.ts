// GET /api/interview/getInterviewResult: the whole report of one interview.
import type { InterviewResult } from '@app/shared/interviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { analysisKeys } from './query-keys';

export async function getInterviewResult(interviewId: number): Promise<InterviewResult> {
  return unwrap(
    await api.get<InterviewResult>('/api/interview/getInterviewResult', { params: { interviewId } }),
  );
}

export function interviewResultQueryOptions(interviewId: number) {
  return queryOptions({
    queryKey: analysisKeys.result(interviewId),
    queryFn: () => getInterviewResult(interviewId),
    retry: false,
  });
}

export function useInterviewResult(interviewId: number | null) {
  return useQuery({ ...interviewResultQueryOptions(interviewId ?? 0), enabled: interviewId !== null });
}
