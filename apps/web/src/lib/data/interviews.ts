// The user's interviews as several features read them, each under one query key: pages of the list (GET
// /api/interview/list: the history, the start page's latest, the report's newest) and one interview's
// result (GET /api/interview/getInterviewResult: the report, retrying a question).
import { routes } from '@app/shared/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type QueryOf, type ResponseOf } from '../api-client';

export type InterviewListQuery = QueryOf<typeof routes.interviews.list>;
export type InterviewPage = ResponseOf<typeof routes.interviews.list>;

export const interviewKeys = {
  /** Every page of the list: invalidate this after a rename, delete or restore. */
  lists: ['interviews', 'list'] as const,
  list: (query: InterviewListQuery) => ['interviews', 'list', query] as const,
  result: (interviewId: number) => ['interviews', 'result', interviewId] as const,
};

/** One page of the user's interviews, newest first, optionally searched by name. */
export function listInterviews(query: InterviewListQuery): Promise<InterviewPage> {
  return api.call(routes.interviews.list, { query });
}

export function interviewListQueryOptions(query: InterviewListQuery) {
  return queryOptions({ queryKey: interviewKeys.list(query), queryFn: () => listInterviews(query) });
}

export function getInterviewResult(interviewId: number) {
  return api.call(routes.interviews.result, { query: { interviewId } });
}

export function interviewResultQueryOptions(interviewId: number) {
  return queryOptions({
    queryKey: interviewKeys.result(interviewId),
    queryFn: () => getInterviewResult(interviewId),
    retry: false,
  });
}

/** The whole report of one interview; nothing is fetched while `interviewId` is null. */
export function useInterviewResult(interviewId: number | null) {
  return useQuery({ ...interviewResultQueryOptions(interviewId ?? 0), enabled: interviewId !== null });
}
