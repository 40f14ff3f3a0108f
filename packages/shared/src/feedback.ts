// API contract of user feedback (SPEC §2 feedback dialogs, §7 /api/feedback/submit).
import { z } from 'zod';
import { EMOJI_LEVELS } from './constants.ts';
import { idField, text } from './fields.ts';

/** SPEC §5 and §8 texts, answered by the server and shown by the dialogs. */
export const FEEDBACK_MESSAGES = {
  textRequired: '请输入反馈内容',
  emojiRequired: '请选择一个表情来反馈您的体验',
  success: '感谢您的反馈！',
  failed: '提交反馈失败，请稍后重试',
  interviewNotFound: '面试记录不存在',
} as const;

/**
 * Which dialog sent it: `header` and `jobs` need text, `sidebar` an emoji, `interview` both (SPEC §5).
 * The server accepts emoji index 0 (非常满意); the spec's "0 counts as unselected" is the dialog's quirk.
 */
export const FEEDBACK_SOURCES = ['header', 'sidebar', 'interview', 'jobs'] as const;

export const feedbackInput = z.object({
  emojiIndex: z
    .number()
    .int()
    .min(0)
    .max(EMOJI_LEVELS.length - 1)
    .nullable()
    .optional(),
  feedbackText: text().trim().max(2000, '反馈内容不能超过2000个字符').default(''),
  source: z.enum(FEEDBACK_SOURCES).default('header'),
  interview_id: idField.optional(),
  /** The page (path and query) the dialog was opened on: what the feedback is about. */
  page: text().trim().max(300).default(''),
});
export type FeedbackInput = z.infer<typeof feedbackInput>;
