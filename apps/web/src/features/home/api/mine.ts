// What the home page shows a logged-in seeker of their own: the interview score trend and jobs for them
// (GET /api/interview/trend, /api/userExpect/list, /api/recommend/moreList).
import type { InterviewTrendItem } from '@app/shared/interviews';
import type { JobResponse } from '@app/shared/jobs';
import { routes } from '@app/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Jobs shown on the home page; the board has the rest. */
const HOME_JOBS = 4;

export interface LastScore {
  interviewId: number;
  score: number;
  /** Against the interview before it; null when there is none with a score. */
  delta: number | null;
}

/** The newest scored interview and how it compares with the one before. */
export function lastScoreOf(items: readonly InterviewTrendItem[]): LastScore | null {
  const scored = items
    .filter((i): i is InterviewTrendItem & { overall_score: number } => i.overall_score !== null)
    .sort((a, b) => Date.parse(b.create_time) - Date.parse(a.create_time));
  const [last, before] = scored;
  if (!last) return null;
  return {
    interviewId: last.interview_id,
    score: last.overall_score,
    delta: before ? last.overall_score - before.overall_score : null,
  };
}

export function useLastScore(enabled: boolean) {
  return useQuery({
    queryKey: ['home', 'last-score'],
    queryFn: async () => lastScoreOf((await api.call(routes.interviews.trend)).lists),
    enabled,
    retry: false,
  });
}

export type HomeJob = Pick<
  JobResponse,
  'id' | 'title' | 'company_name' | 'city' | 'salary_start' | 'salary_end'
> &
  Partial<JobResponse>;

export interface MatchingJobs {
  /** Whose jobs: the seeker's first expectation, their last interview, or none to go by. */
  basis: 'expectation' | 'interview' | 'none';
  jobs: HomeJob[];
}

/** Jobs for the seeker's first expectation, else for their last interview. */
export function useMatchingJobs(enabled: boolean, lastInterviewId: number | undefined) {
  return useQuery({
    queryKey: ['home', 'matching-jobs', lastInterviewId ?? null],
    queryFn: async (): Promise<MatchingJobs> => {
      const expectations = (await api.call(routes.expectations.list)).lists;
      const position = expectations[0]?.job_objective;
      if (!position && !lastInterviewId) return { basis: 'none', jobs: [] };
      const query = position ? { position, page_no: 1 } : { interviewId: lastInterviewId, page_no: 1 };
      const page = await api.call(routes.recommend.moreJobs, { query: { ...query, page_size: HOME_JOBS } });
      return { basis: position ? 'expectation' : 'interview', jobs: page.lists.slice(0, HOME_JOBS) };
    },
    enabled,
    retry: false,
  });
}
