// The header's total of unread messages (SPEC §3): one GET /api/chat/unreadCount, read again when the chat
// socket says something changed (a message came in, a conversation was read) and when it reconnects. No
// polling. On the chat pages their own socket already listens: they refresh the same query instead, so a
// tab holds one chat socket. Loaded with the user menu, never with the home page's first scripts.
import { chatOutbound } from '@app/shared/chat';
import { routes } from '@app/shared/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/token';
import { socketUrlOf } from '@/lib/url-of';
import { useSocket } from '@/lib/use-socket';

export const UNREAD_QUERY_KEY = ['chat', 'unread'] as const;

export function useUnreadCount(
  user: { id?: number; user_type?: number } | null,
  options: { listen: boolean },
): number {
  const client = useQueryClient();
  const id = user?.id;
  const userType = user?.user_type ?? 1;
  const unread = useQuery({
    queryKey: [...UNREAD_QUERY_KEY, id],
    queryFn: () => api.call(routes.chat.unreadCount),
    enabled: Boolean(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
  useSocket(id && options.listen ? `unread-${userType}-${id}` : null, {
    url: () =>
      socketUrlOf(routes.chat.socket, { params: { userType, userId: id ?? 0 } }, { token: getToken() ?? '' }),
    inbound: chatOutbound,
    onMessage: (event) => {
      // My own messages and acks leave my count as it was; another's message or any read position may not.
      if (event.type === 'read' || (event.type === 'chat' && event.message.sender_id !== id)) refresh();
    },
    // (Re)connected: what came while the line was down, or before it first came up, is counted again.
    onOpen: refresh,
  });
  return unread.data?.count ?? 0;
}
