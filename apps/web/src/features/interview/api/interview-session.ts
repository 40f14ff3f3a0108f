// The interview's lifecycle calls (SPEC §7): start (or resume), finish, and retrying one question (the result
// is read through lib/data/interviews, under the key the report uses too).
import type { InterviewResult, QuestionFeedback, StartInterviewResponse } from '@app/shared/interviews';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';

/** POST /api/interview/start: the opening line, or on an ongoing interview the dialogue so far. */
export async function startInterview(interviewId: number): Promise<StartInterviewResponse> {
  return api.call(routes.interviews.start, { body: { interviewId } });
}

/** POST /api/interview/finishInterview: scores the interview and answers its result. */
export async function finishInterview(interviewId: number): Promise<InterviewResult> {
  return api.call(routes.interviews.finish, { body: { interviewId } });
}

/** POST /api/interview/retryQuestion: one question of a finished interview answered again, scored. */
export async function retryQuestion(input: {
  interviewId: number;
  seq: number;
  text: string;
}): Promise<QuestionFeedback> {
  return api.call(routes.interviews.retryQuestion, { body: input });
}
