// The feedback dialog's own texts (SPEC §2/§4/§5) and its header and sidebar versions. No zod here: the site
// header imports this on every page, while the server's answers (FEEDBACK_MESSAGES) load with the dialog.
import type { FeedbackDialogProps } from './feedback-dialog';

export const FEEDBACK_DIALOG_MESSAGES = {
  title: '用户反馈',
  headerQuestion: '您对我们的服务有什么建议吗？',
  sidebarQuestion: '您和面试官的面试过程愉快吗？',
  cancel: '以后再说',
  submit: '提交',
  placeholder: '请写下您的想法或建议（选填）',
  textPlaceholder: '请写下您的想法或建议',
  scaleLabel: '满意度',
} as const;

const M = FEEDBACK_DIALOG_MESSAGES;

/** The header and sidebar versions of SPEC §2/§5; other places pass their own props. */
export const FEEDBACK_VARIANTS = {
  header: { source: 'header', question: M.headerQuestion, requireText: true },
  sidebar: { source: 'sidebar', question: M.sidebarQuestion, requireEmoji: true },
} as const satisfies Record<
  string,
  Pick<FeedbackDialogProps, 'source' | 'question' | 'requireText' | 'requireEmoji'>
>;
