// The apply flow as one piece a page mounts: `start` from a button, `dialogs` rendered once.
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { getModal } from '@/lib/feedback';
import { APPLY_MESSAGES as M } from './messages';
import { SubmitMaterialDialog } from './submit-material-dialog';
import { type ApplyTarget, useApply } from './use-apply';

/** The conversation the application opened, in the messages page (a new tab, as the menu opens it). */
export function chatLink(sessionId: number): string {
  return `${paths.chat}?sessionId=${sessionId}`;
}

function showSuccess(sessionId: number) {
  getModal().confirm({
    title: M.success.title,
    content: M.success.content,
    okText: M.success.toChat,
    cancelText: M.success.close,
    onOk: () => {
      window.open(chatLink(sessionId), '_blank', 'noopener');
    },
  });
}

export function useApplyFlow(): { start: (target: ApplyTarget) => Promise<void>; dialogs: ReactNode } {
  const apply = useApply(showSuccess);
  const open = apply.open !== null;
  const dialogs = useOpenedOnce(open) ? (
    <SubmitMaterialDialog
      open={open}
      initialInterviewId={apply.open?.interviewId}
      onCancel={apply.close}
      onSubmit={apply.submit}
    />
  ) : null;
  return { start: apply.start, dialogs };
}
