// The chat calls of SPEC §7 through the one typed client.
import type { ChatMessage, ChatSession, CommonPhrase, SendMessageInput } from '@app/shared/chat';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';

export type { ChatMessage, ChatSession, CommonPhrase };

export const chatApi = {
  sessions: () => api.call(routes.chat.sessions),
  messages: (query: { sessionId: number; after_seq?: number; before_seq?: number; page_size?: number }) =>
    api.call(routes.chat.messages, { query }),
  send: (body: SendMessageInput) => api.call(routes.chat.sendMessage, { body: body as never }),
  markAsRead: (sessionId: number) =>
    api.call(routes.chat.markAsRead, { query: { sessionId }, body: { sessionId } }),
  unreadCount: () => api.call(routes.chat.unreadCount),
  operate: (sessionId: number, action: 'pin' | 'unpin' | 'mute' | 'unmute' | 'delete') =>
    api.call(routes.chat.operateSession, { body: { sessionId, action } }),
  report: (sessionId: number, reason: string) =>
    api.request(routes.chat.reportSession, { body: { sessionId, reason } }),
  respond: (message_id: number, action: 'accept' | 'decline' | 'withdraw') =>
    api.call(routes.chat.respondCard, { body: { message_id, action } }),
  online: (userId: number) => api.call(routes.chat.checkOnlineStatus, { query: { userId } }),
  phrases: () => api.call(routes.commonPhrases.all),
  createPhrase: (content: string) => api.call(routes.commonPhrases.create, { body: { content } }),
  updatePhrase: (id: number, content: string) =>
    api.call(routes.commonPhrases.update, { params: { id }, body: { content } }),
  deletePhrase: (id: number) => api.call(routes.commonPhrases.delete, { params: { id } }),
};
