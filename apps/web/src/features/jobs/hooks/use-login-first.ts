// What a visitor meets on the board's actions that need an account (SPEC §6: favouriting, applying,
// expectations, interviews): a question whether to log in, coming back to the same job afterwards.
import { useLocation, useNavigate } from 'react-router';
import { hotJobsPath, loginEntryPath } from '@/config/paths';
import { getModal } from '@/lib/feedback';
import { useSession } from '@/lib/session';
import { JOBS_MESSAGES as M } from '../messages';
import type { Job } from '../types';

/** The board with `job` selected: what the login returns to. */
export function jobReturnPath(job: Pick<Job, 'id'> | null | undefined): string {
  return job?.id ? `${hotJobsPath}&jobId=${job.id}` : hotJobsPath;
}

/** Answers `true` when a session exists; otherwise asks the visitor to log in and answers `false`. */
export function useLoginFirst() {
  const hasToken = useSession((s) => s.hasToken);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (job?: Pick<Job, 'id'> | null): boolean => {
    if (hasToken) return true;
    const back = pathname === '/' ? jobReturnPath(job) : pathname;
    getModal().confirm({
      title: M.loginFirst.title,
      content: M.loginFirst.content,
      okText: M.loginFirst.ok,
      cancelText: M.loginFirst.cancel,
      onOk: () => navigate(loginEntryPath(back)),
    });
    return false;
  };
}
