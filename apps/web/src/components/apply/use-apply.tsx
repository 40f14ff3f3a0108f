// The apply flow of SPEC §4, from 'start applying' on a job or 用此结果投递 on a report: find the job's
// recruiter, check for an earlier conversation (code 0 without a message: go on; code 1: confirm with the
// server's message; anything else: its message as an error), pick an interview, open the conversation, send
// the interview as the application, and say it was sent.
import { routes } from '@app/shared/routes';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { getMessage, getModal } from '@/lib/feedback';
import { errorText } from '@/lib/mutation-error';
import { APPLY_MESSAGES as M } from './messages';

export interface ApplyTarget {
  jobId: number;
  /** Preselected in the dialog (applying from a report). */
  interviewId?: number;
}

interface Recruiter {
  user_id: number;
}

export interface ApplyState {
  /** The materials dialog is open for this job and recruiter. */
  open: { jobId: number; recruiterId: number; interviewId?: number } | null;
  start(target: ApplyTarget): Promise<void>;
  close(): void;
  /** Opens the conversation and sends the interview; resolves with the conversation's id. */
  submit(interviewId: number): Promise<number>;
}

export function useApply(onApplied: (sessionId: number) => void): ApplyState {
  const [open, setOpen] = useState<ApplyState['open']>(null);

  const start = async (target: ApplyTarget) => {
    let recruiter: Recruiter;
    try {
      recruiter = await api.call(routes.chat.jobRecruiter, { query: { jobId: target.jobId } });
    } catch (error) {
      getMessage().error(errorText(error, M.checkFailed));
      return;
    }
    const opened = { jobId: target.jobId, recruiterId: recruiter.user_id, interviewId: target.interviewId };
    const check = await api
      .request(routes.chat.checkSession, { query: { targetUserId: recruiter.user_id, jobId: target.jobId } })
      .catch((error: unknown) => ({ code: -1, msg: errorText(error, M.checkFailed) }));
    if (check.code === 0 && !check.msg) {
      setOpen(opened);
      return;
    }
    if (check.code === 1) {
      getModal().confirm({
        title: M.confirm.title,
        content: M.confirm.content(check.msg),
        okText: M.confirm.ok,
        cancelText: M.confirm.cancel,
        onOk: () => setOpen(opened),
      });
      return;
    }
    getMessage().error(check.msg || M.checkFailed);
  };

  const submit = async (interviewId: number) => {
    if (!open) throw new Error('apply dialog is not open');
    const session = await api.call(routes.chat.getOrCreateSession, {
      body: { target_user_type: 2, target_user_id: open.recruiterId, job_id: open.jobId },
    });
    const sent = await api.request(routes.chat.sendMessage, {
      body: {
        session_id: session.id,
        content: String(interviewId),
        message_type: 'interview',
        receiver_id: open.recruiterId,
        receiver_type: 2,
        job_id: open.jobId,
        client_id: `apply-${open.jobId}-${interviewId}-${Date.now()}`,
      },
    });
    if (sent.code !== 1) throw new Error(sent.msg || M.submitFailed);
    setOpen(null);
    onApplied(session.id);
    return session.id;
  };

  return { open, start, close: () => setOpen(null), submit };
}
