// POST /api/feedback/submit: the emoji level (0 非常满意 … 4 非常不满意, or none), the text and where it came from.
import type { FEEDBACK_SOURCES } from '@app/shared/feedback';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export type FeedbackSource = (typeof FEEDBACK_SOURCES)[number];

export interface SubmitFeedbackInput {
  emojiIndex: number | null;
  feedbackText: string;
  source: FeedbackSource;
  interview_id?: number;
}

export async function submitFeedback(input: SubmitFeedbackInput): Promise<void> {
  unwrap(await api.post('/api/feedback/submit', input));
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
