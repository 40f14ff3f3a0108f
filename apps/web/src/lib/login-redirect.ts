// Where the route guard sends the user when a session begins or ends on purpose, instead of its defaults.
import { create } from 'zustand';

interface LoginRedirectState {
  /** Set by a login form right before the session starts; cleared once the user has left the login entry. */
  target: string | null;
  /**
   * Set right before the user ends the session on purpose (logout, account deletion, logging out this
   * device): the guard goes there, quietly, rather than to the login page with 尚未登录.
   */
  leaveTo: string | null;
  set: (target: string | null) => void;
  setLeaveTo: (path: string | null) => void;
}

export const useLoginRedirect = create<LoginRedirectState>()((set) => ({
  target: null,
  leaveTo: null,
  set: (target) => set({ target }),
  setLeaveTo: (leaveTo) => set({ leaveTo }),
}));
