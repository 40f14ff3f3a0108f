// A holder for antd's context-aware message/modal/notification (App.useApp()), usable outside components.
import { type App, Modal, message, notification } from 'antd';

export type FeedbackApi = ReturnType<typeof App.useApp>;
/** The modal functions both antd's static Modal and App.useApp().modal offer. */
export type ModalApi = Pick<typeof Modal, 'info' | 'success' | 'error' | 'warning' | 'confirm'>;

let current: FeedbackApi | null = null;

/** Called by the app provider once antd's App is mounted. */
export function setFeedbackApi(api: FeedbackApi | null): void {
  current = api;
}

/** Falls back to antd's static functions before the provider mounts (and in isolated tests). */
export function getMessage(): FeedbackApi['message'] {
  return current?.message ?? message;
}

export function getModal(): ModalApi {
  return current?.modal ?? Modal;
}

export function getNotification(): FeedbackApi['notification'] {
  return current?.notification ?? notification;
}

/** Keys of messages that are replaced or withdrawn elsewhere. */
export const MESSAGE_KEYS = {
  /** The route guard's 尚未登录; a login withdraws it. */
  notLoggedIn: 'guard-not-logged-in',
  /** A 403's message: one toast for calls refused together. */
  forbidden: 'api-forbidden',
} as const;
