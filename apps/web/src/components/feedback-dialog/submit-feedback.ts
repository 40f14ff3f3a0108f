// POST /api/feedback/submit: the emoji level (0 非常满意 … 4 非常不满意, or none), the text and where it came from.
import type { FEEDBACK_SOURCES } from '@app/shared/feedback';
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';

export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

export type SubmitFeedbackInput = BodyOf<typeof routes.feedback.submit>;

export async function submitFeedback(input: SubmitFeedbackInput): Promise<void> {
  await api.call(routes.feedback.submit, { body: input });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
