// The messages page's state: conversations, the open one's messages, the socket. On every (re)connect it
// asks for what came after the last seq it holds, so what was sent while it was away arrives, once, in
// order; unread counts are the server's, read again after anything changes.
import { type ChatInboundMessage, type ChatOutbound, chatOutbound } from '@app/shared/chat';
import { routes } from '@app/shared/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getToken } from '@/lib/token';
import { socketUrlOf } from '@/lib/url-of';
import { useSocket } from '@/lib/use-socket';
import { type ChatMessage, type ChatSession, chatApi } from '../api/chat';
import { lastSeqOf, mergeMessages } from './merge';
import { UNREAD_QUERY_KEY } from './use-unread-count';

export interface Me {
  id: number;
  userType: number;
}

export function useChat(me: Me | null, initialSessionId: number | null) {
  const [sessions, setSessions] = useState<ChatSession[] | null>(null);
  const [activeId, setActiveId] = useState<number | null>(initialSessionId);
  const [messages, setMessages] = useState<Record<number, ChatMessage[]>>({});
  const [hasMore, setHasMore] = useState<Record<number, boolean>>({});
  const [peerRead, setPeerRead] = useState<Record<number, number>>({});
  const [connected, setConnected] = useState(false);
  const held = useRef(messages);
  held.current = messages;
  const active = useRef(activeId);
  active.current = activeId;

  const client = useQueryClient();
  // The header's total follows the list: this page's socket is the tab's only chat socket.
  const reloadSessions = useCallback(async () => {
    void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
    const page = await chatApi.sessions();
    setSessions(page.lists);
    setPeerRead((r) => ({ ...r, ...Object.fromEntries(page.lists.map((s) => [s.id, s.peer_read_seq])) }));
  }, [client]);

  const add = useCallback((sessionId: number, incoming: ChatMessage[]) => {
    setMessages((all) => ({ ...all, [sessionId]: mergeMessages(all[sessionId] ?? [], incoming) }));
  }, []);

  /** Everything after the last seq held, page by page. */
  const catchUp = useCallback(
    async (sessionId: number) => {
      for (;;) {
        const after = lastSeqOf(held.current[sessionId]);
        const page = await chatApi.messages({ sessionId, after_seq: after, page_size: 200 });
        add(sessionId, page.lists);
        held.current = {
          ...held.current,
          [sessionId]: mergeMessages(held.current[sessionId] ?? [], page.lists),
        };
        setPeerRead((r) => ({ ...r, [sessionId]: page.peer_read_seq }));
        if (!page.has_more) return;
      }
    },
    [add],
  );

  const openConversation = useCallback(
    async (sessionId: number) => {
      setActiveId(sessionId);
      if (!held.current[sessionId]) {
        // Held (empty) from now on, so what arrives live while the first page loads is kept too.
        held.current = { ...held.current, [sessionId]: [] };
        add(sessionId, []);
        const page = await chatApi.messages({ sessionId });
        add(sessionId, page.lists);
        setHasMore((h) => ({ ...h, [sessionId]: page.has_more }));
        setPeerRead((r) => ({ ...r, [sessionId]: page.peer_read_seq }));
      } else {
        await catchUp(sessionId);
      }
      await chatApi.markAsRead(sessionId);
      await reloadSessions();
    },
    [add, catchUp, reloadSessions],
  );

  const loadEarlier = useCallback(
    async (sessionId: number) => {
      const first = held.current[sessionId]?.[0]?.seq;
      if (!first) return;
      const page = await chatApi.messages({ sessionId, before_seq: first });
      add(sessionId, page.lists);
      setHasMore((h) => ({ ...h, [sessionId]: page.has_more }));
    },
    [add],
  );

  const onMessage = useCallback(
    (event: ChatOutbound) => {
      if (event.type === 'read') {
        if (event.reader_id !== me?.id) setPeerRead((r) => ({ ...r, [event.session_id]: event.seq }));
        void reloadSessions();
        return;
      }
      const message = event.message;
      // Only into a conversation already loaded: one never opened loads its latest page (and its paging)
      // when it is, rather than starting from this one message with nothing before it.
      if (held.current[message.session_id]) add(message.session_id, [message]);
      if (event.type === 'chat' && message.session_id === active.current && message.sender_id !== me?.id) {
        void chatApi.markAsRead(message.session_id).then(reloadSessions);
      } else {
        void reloadSessions();
      }
    },
    [add, me?.id, reloadSessions],
  );

  const socket = useSocket<ChatOutbound, ChatInboundMessage>(me ? `chat-${me.userType}-${me.id}` : null, {
    url: () =>
      socketUrlOf(
        routes.chat.socket,
        { params: { userType: me?.userType ?? 1, userId: me?.id ?? 0 } },
        { token: getToken() ?? '' },
      ),
    inbound: chatOutbound,
    onMessage,
    onOpen: () => {
      setConnected(true);
      const open = active.current;
      // What came while away shows in the open conversation, which is therefore read.
      if (open)
        void catchUp(open)
          .then(() => chatApi.markAsRead(open))
          .finally(reloadSessions);
      else void reloadSessions();
    },
    onClose: () => setConnected(false),
  });

  useEffect(() => {
    if (me) void reloadSessions();
  }, [me, reloadSessions]);
  useEffect(() => {
    if (initialSessionId && me) void openConversation(initialSessionId);
  }, [initialSessionId, me, openConversation]);

  /** Sends on the socket when it is open (queued while it reconnects); the ack brings the stored message. */
  const sendText = useCallback(
    (sessionId: number, content: string) => {
      const clientId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      socket?.send({
        type: 'chat',
        session_id: sessionId,
        content,
        client_id: clientId,
        message_type: 'text',
      });
    },
    [socket],
  );

  const sendCard = useCallback(
    async (input: Parameters<typeof chatApi.send>[0]) => {
      const message = await chatApi.send({ ...input, client_id: `card-${Date.now().toString(36)}` });
      add(message.session_id, [message]);
      await reloadSessions();
    },
    [add, reloadSessions],
  );

  const respond = useCallback(
    async (messageId: number, action: 'accept' | 'decline' | 'withdraw') => {
      const message = await chatApi.respond(messageId, action);
      add(message.session_id, [message]);
    },
    [add],
  );

  return {
    sessions,
    activeId,
    active: sessions?.find((s) => s.id === activeId) ?? null,
    messages: activeId ? (messages[activeId] ?? []) : [],
    hasMore: activeId ? (hasMore[activeId] ?? false) : false,
    peerReadSeq: activeId ? (peerRead[activeId] ?? 0) : 0,
    connected,
    openConversation,
    loadEarlier,
    sendText,
    sendCard,
    respond,
    reloadSessions,
    close: () => setActiveId(null),
  };
}
