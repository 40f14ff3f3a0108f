// What happens when the server says the session is gone: forget it locally, then the login-timeout modal (SPEC §4, §8).
import { LOGOUT_THROTTLE_MS } from '@app/shared/constants';
import { COMMON_MESSAGES } from '@/config/messages';
import { loginEntryPath, paths } from '@/config/paths';
import { getModal } from './feedback';
import { currentPath, navigateTo } from './navigation';
import { useSession } from './session';

/** 'expired': a 401/403; 'invalid': the server said the token is invalid. */
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

let modalOpen = false;

/** SPEC §2 login-timeout modal; on confirm goes to the login entry, back to the current page afterwards. */
export function showLoginTimeoutModal(content: string = COMMON_MESSAGES.loginExpired): void {
  if (modalOpen) return;
  modalOpen = true;
  getModal().warning({
    title: COMMON_MESSAGES.loginTimeoutTitle,
    content,
    okText: COMMON_MESSAGES.loginTimeoutOk,
    centered: true,
    keyboard: false,
    mask: { closable: false },
    onOk: () => {
      modalOpen = false;
      const from = currentPath();
      navigateTo(isEntryPath(from) ? paths.store.entry.root : loginEntryPath(from));
    },
    afterClose: () => {
      modalOpen = false;
    },
  });
}

export const handleLoggedOut: LoggedOutHandler = createLoggedOutHandler({
  onLoggedOut: (reason) => {
    useSession.getState().clear();
    showLoginTimeoutModal(LOGGED_OUT_MESSAGES[reason]);
  },
});
