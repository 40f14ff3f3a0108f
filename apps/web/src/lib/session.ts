// Who is signed in: token presence (the cookie) and the user info kept locally as `userInfo` (SPEC §3).
import { create } from 'zustand';
import { queryClient, queryKeys } from './query-client';
import { getToken, removeToken, setToken } from './token';

/** SPEC §3 user info; `id`, `user_type`, `company_id` per DESIGN.md's /api/user/info. */
export interface UserInfo {
  id?: number;
  user_type?: number;
  company_id?: number | null;
  avatar?: string | null;
  real_name?: string | null;
  nickname?: string | null;
  account?: string | null;
  name?: string | null;
  mobile?: string | null;
  email?: string | null;
  phone?: string | null;
  wechat?: string | null;
  address?: string | null;
  token?: string;
}

export const USER_INFO_STORAGE_KEY = 'userInfo';

/** The name to greet with: nickname, then real_name, account, mobile (SPEC §3). */
export function displayName(info: UserInfo | null | undefined): string | undefined {
  if (!info) return undefined;
  for (const value of [info.nickname, info.real_name, info.account, info.mobile]) {
    const trimmed = typeof value === 'string' ? value.trim() : '';
    if (trimmed) return trimmed;
  }
  return undefined;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredUserInfo(): UserInfo | null {
  const raw = storage()?.getItem(USER_INFO_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as UserInfo) : null;
  } catch {
    return null;
  }
}

function writeStoredUserInfo(info: UserInfo | null): void {
  const store = storage();
  if (!store) return;
  // The token has its own cookie; keep it out of localStorage.
  if (info) {
    const { token: _token, ...rest } = info;
    store.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(rest));
  } else {
    store.removeItem(USER_INFO_STORAGE_KEY);
  }
}

interface SessionState {
  hasToken: boolean;
  /** Set from localStorage at start, then from GET /api/user/info. */
  userInfo: UserInfo | null;
  /** After a login: stores the token (cookie) and what the login answered about the user. */
  signIn: (token: string, info?: UserInfo | null) => void;
  setUserInfo: (info: UserInfo) => void;
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
