// Who is signed in: token presence (the cookie) and the user info kept locally as `userInfo` (SPEC §3).
import { displayName as sharedDisplayName } from '@app/shared/people';
import type { UserInfo } from '@app/shared/user';
import { create } from 'zustand';
import { queryClient, queryKeys } from './query-client';
import { getToken, removeToken, setToken } from './token';

/**
 * What the session knows of the user: GET /api/user/info's answer (the shared contract), or until it
 * arrives the part a login answered (name, avatar, account), hence every field optional.
 */
export type SessionUser = Partial<UserInfo>;

export const USER_INFO_STORAGE_KEY = 'userInfo';

/** The name to greet with (SPEC §3 order); undefined when the user has none of them. */
export function displayName(info: SessionUser | null | undefined): string | undefined {
  return (info && sharedDisplayName(info)) || undefined;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredUserInfo(): SessionUser | null {
  const raw = storage()?.getItem(USER_INFO_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as SessionUser) : null;
  } catch {
    return null;
  }
}

function writeStoredUserInfo(info: SessionUser | null): void {
  const store = storage();
  if (!store) return;
  // The token has its own cookie; should an answer ever carry one (SPEC §3 lists it), keep it out of localStorage.
  if (info) {
    const { token: _token, ...rest } = info as SessionUser & { token?: unknown };
    store.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(rest));
  } else {
    store.removeItem(USER_INFO_STORAGE_KEY);
  }
}

interface SessionState {
  hasToken: boolean;
  /** Set from localStorage at start, then from GET /api/user/info. */
  userInfo: SessionUser | null;
  /** After a login: stores the token (cookie) and what the login answered about the user. */
  signIn: (token: string, info?: SessionUser | null) => void;
  setUserInfo: (info: SessionUser) => void;
  /** Forgets the session locally: token cookie, stored userInfo and the cached user-info query. */
  clear: () => void;
  /** Re-reads the cookie, which may have expired or been removed in another tab. */
  syncToken: () => void;
}

function initialState(): Pick<SessionState, 'hasToken' | 'userInfo'> {
  const tokenPresent = getToken() !== undefined;
  return { hasToken: tokenPresent, userInfo: tokenPresent ? readStoredUserInfo() : null };
}

export const useSession = create<SessionState>()((set, get) => ({
  ...initialState(),
  signIn: (token, info) => {
    setToken(token);
    queryClient.removeQueries({ queryKey: queryKeys.userInfo });
    if (info) writeStoredUserInfo(info);
    set({ hasToken: true, userInfo: info ?? get().userInfo });
  },
  setUserInfo: (info) => {
    writeStoredUserInfo(info);
    set({ userInfo: info });
  },
  clear: () => {
    removeToken();
    writeStoredUserInfo(null);
    queryClient.removeQueries({ queryKey: queryKeys.userInfo });
    set({ hasToken: false, userInfo: null });
  },
  syncToken: () => {
    const tokenPresent = getToken() !== undefined;
    if (tokenPresent !== get().hasToken) {
      if (tokenPresent) set({ hasToken: true });
      else get().clear();
    }
  },
}));

/** Logged in = a token is present and the user's info is known. */
export function useIsLoggedIn(): boolean {
  return useSession((s) => s.hasToken && s.userInfo !== null);
}

export function useDisplayName(): string | undefined {
  return useSession((s) => (s.hasToken ? displayName(s.userInfo) : undefined));
}
