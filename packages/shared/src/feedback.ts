// API contract of user feedback (SPEC §2 feedback dialogs, §7 /api/feedback/submit).
import { z } from 'zod';
import { EMOJI_LEVELS } from './constants.ts';

export const FEEDBACK_SOURCES = ['header', 'sidebar', 'interview', 'jobs'] as const;

export const feedbackInput = z.object({
  emojiIndex: z
    .number()
    .int()
    .min(0)
    .max(EMOJI_LEVELS.length - 1)
    .nullable()
    .optional(),
  feedbackText: z.string().trim().max(2000, '反馈内容不能超过2000个字符').default(''),
  source: z.enum(FEEDBACK_SOURCES).default('header'),
  interview_id: z.number().int().positive().optional(),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;
