// Feedback from the dialogs of SPEC §2: what each dialog requires (SPEC §5), then one stored row.
import { FEEDBACK_MESSAGES, type FeedbackInput } from '@app/shared/feedback';
import { BusinessError, NotFoundError } from '../../http/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import { ownsInterview } from '../interviews/index.ts';
import { insertFeedback } from './repo.ts';

/** Sources that need words, and those that need an emoji (the interview dialog needs both). */
const NEEDS_TEXT = new Set<FeedbackInput['source']>(['header', 'jobs', 'interview']);
const NEEDS_EMOJI = new Set<FeedbackInput['source']>(['sidebar', 'interview']);

export async function submitFeedback(db: Db, userId: number, input: FeedbackInput): Promise<void> {
  const emojiIndex = input.emojiIndex ?? null;
  if (NEEDS_EMOJI.has(input.source) && emojiIndex === null) {
    throw new BusinessError(FEEDBACK_MESSAGES.emojiRequired);
  }
  if (NEEDS_TEXT.has(input.source) && !input.feedbackText) {
    throw new BusinessError(FEEDBACK_MESSAGES.textRequired);
  }
  if (input.interview_id !== undefined && !(await ownsInterview(db, userId, input.interview_id))) {
    throw new NotFoundError(FEEDBACK_MESSAGES.interviewNotFound);
  }
  await insertFeedback(db, {
    userId,
    source: input.source,
    emojiIndex,
    feedbackText: input.feedbackText,
    interviewId: input.interview_id ?? null,
    page: input.page,
  });
}
