// What happens when the server says the session is gone: forget it locally, then the login-timeout modal (SPEC §4, §8).
import { LOGOUT_THROTTLE_MS } from '@app/shared/constants';
import { create } from 'zustand';
import { COMMON_MESSAGES } from '@/config/messages';
import { loginEntryPath, paths } from '@/config/paths';
import { getModal } from './feedback';
import { currentPath, navigateTo } from './navigation';
import { useSession } from './session';

/** 'expired': a 401; 'invalid': the server said the token is invalid. (A 403 keeps the session.) */
export type LoggedOutReason = 'expired' | 'invalid';

export const LOGGED_OUT_MESSAGES: Record<LoggedOutReason, string> = {
  expired: COMMON_MESSAGES.loginExpired,
  invalid: COMMON_MESSAGES.loginInvalid,
};

export type LoggedOutHandler = (reason: LoggedOutReason) => boolean;

interface LoggedOutHandlerOptions {
  onLoggedOut: (reason: LoggedOutReason) => void;
  throttleMs?: number;
  now?: () => number;
}

/** Runs `onLoggedOut` at most once per `throttleMs`; answers whether it ran. */
export function createLoggedOutHandler({
  onLoggedOut,
  throttleMs = LOGOUT_THROTTLE_MS,
  now = Date.now,
}: LoggedOutHandlerOptions): LoggedOutHandler {
  let last = Number.NEGATIVE_INFINITY;
  return (reason) => {
    const at = now();
    if (at - last < throttleMs) return false;
    last = at;
    onLoggedOut(reason);
    return true;
  };
}

function isEntryPath(path: string): boolean {
  const lower = path.toLowerCase();
  const entry = paths.store.entry.root.toLowerCase();
  return lower === entry || lower.startsWith(`${entry}/`) || lower.startsWith(`${entry}?`);
}

/**
 * Whether the login-timeout modal is up. While it is, the route guard leaves the page where it is:
 * SPEC §4 has the modal, on confirm, lead to the login entry with the current page as redirect.
 */
export const useLoginTimeoutModal = create<{ open: boolean; closedAt: number }>()(() => ({
  open: false,
  closedAt: 0,
}));

/** True while the modal is up and just after: the guard's 尚未登录 would only repeat what it said. */
export function loginTimeoutJustShown(now: number = Date.now()): boolean {
  const { open, closedAt } = useLoginTimeoutModal.getState();
  return open || now - closedAt < LOGOUT_THROTTLE_MS;
}

let modalOpen = false;

function setModalOpen(open: boolean): void {
  if (!open && !modalOpen) return;
  modalOpen = open;
  useLoginTimeoutModal.setState(open ? { open } : { open, closedAt: Date.now() });
}

/** SPEC §2 login-timeout modal; on confirm goes to the login entry, back to the current page afterwards. */
export function showLoginTimeoutModal(content: string = COMMON_MESSAGES.loginExpired): void {
  if (modalOpen) return;
  setModalOpen(true);
  getModal().warning({
    title: COMMON_MESSAGES.loginTimeoutTitle,
    content,
    okText: COMMON_MESSAGES.loginTimeoutOk,
    centered: true,
    keyboard: false,
    mask: { closable: false },
    onOk: () => {
      const from = currentPath();
      navigateTo(isEntryPath(from) ? paths.store.entry.root : loginEntryPath(from));
      setModalOpen(false);
    },
    afterClose: () => {
      setModalOpen(false);
    },
  });
}

export const handleLoggedOut: LoggedOutHandler = createLoggedOutHandler({
  onLoggedOut: (reason) => {
    // The modal first, so the guard already knows to wait for it when the session ends.
    showLoginTimeoutModal(LOGGED_OUT_MESSAGES[reason]);
    useSession.getState().clear();
  },
});
