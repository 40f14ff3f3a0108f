// API contract of chat between job seekers and recruiters (SPEC §3 Chat, §4 apply flow and chat socket, §7
// Chat and common phrases): conversations, messages with a per-conversation sequence, read positions, typed
// recruiting cards (interview, contact exchange, invitation) and the /ws/{userType}/{userId} socket.
import { z } from 'zod';
import { pagedOf } from './api.ts';
import { CHAT_MESSAGES } from './chat-messages.ts';
import { idField, idParam, text } from './fields.ts';

export { CHAT_MESSAGES };

import { CHAT_TEXT_MAX } from './chat-limits.ts';

export { CHAT_TEXT_MAX };
/** Messages per page of /api/chat/messages, and the most one catch-up page answers. */
export const CHAT_PAGE_SIZE = 30;
export const CHAT_CATCH_UP_MAX = 1_000;
/** Conversations per page of /api/chat/sessions. */
export const CHAT_SESSIONS_PAGE_SIZE = 50;
/** Common phrases one user may keep, and their length. */
export const COMMON_PHRASES_MAX = 50;
export const COMMON_PHRASE_TEXT_MAX = 200;
/** The client's reconnect back-off: first wait, doubling up to the cap. */
export const CHAT_RECONNECT_MIN_MS = 1_000;
export const CHAT_RECONNECT_MAX_MS = 30_000;
/** A socket silent this long is dropped by the server (three missed heartbeats). */
export const CHAT_SILENT_DROP_MS = 90_000;

export const CHAT_MESSAGE_TYPES = ['text', 'interview', 'job', 'contact', 'invitation', 'system'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_TYPES)[number];
/** The state of a typed card: asked, then answered once (or withdrawn by who asked). */
export const CARD_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type CardState = (typeof CARD_STATES)[number];
export const CARD_ACTIONS = ['accept', 'decline', 'withdraw'] as const;
export type CardAction = (typeof CARD_ACTIONS)[number];
export const CONTACT_KINDS = ['phone', 'wechat'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const SESSION_OPERATIONS = ['pin', 'unpin', 'mute', 'unmute', 'delete'] as const;
export type SessionOperation = (typeof SESSION_OPERATIONS)[number];

const clientId = text().trim().min(1).max(64);

/** What a card carries besides its text: the interview's summary, the invitation, the exchanged contacts. */
export const chatPayload = z.object({
  interview_name: z.string().optional(),
  interview_position: z.string().optional(),
  overall_score: z.number().nullable().optional(),
  contact_kind: z.enum(CONTACT_KINDS).optional(),
  /** Shown only once the exchange was accepted: each side's number or WeChat id, by user id. */
  contacts: z.record(z.string(), z.string()).optional(),
  time: z.string().optional(),
  mode: z.enum(['online', 'onsite']).optional(),
  address: z.string().optional(),
  note: z.string().optional(),
});
export type ChatPayload = z.infer<typeof chatPayload>;

export const chatMessage = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  session_id: z.number().int(),
  sender_id: z.number().int(),
  sender_type: z.number().int(),
  receiver_id: z.number().int(),
  receiver_type: z.number().int(),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  content: z.string(),
  job_id: z.number().int().nullable(),
  client_id: z.string().nullable(),
  state: z.enum(CARD_STATES).nullable(),
  payload: chatPayload.nullable(),
  create_time: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatSession = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  company_name: z.string().nullable(),
  /** The other side of the conversation. */
  peer_id: z.number().int(),
  peer_type: z.number().int(),
  peer_name: z.string(),
  peer_avatar: z.string().nullable(),
  last_message: z.string(),
  last_message_time: z.string(),
  last_seq: z.number().int(),
  /** Messages of the other side after my read position. */
  unread: z.number().int(),
  /** How far the other side has read: my messages up to this seq show 已读. */
  peer_read_seq: z.number().int(),
  pinned: z.boolean(),
  muted: z.boolean(),
});
export type ChatSession = z.infer<typeof chatSession>;
export const chatSessionsResponse = pagedOf(chatSession);

export const checkSessionQuery = z.object({ targetUserId: idParam, jobId: idParam.optional() });

export const getOrCreateSessionInput = z.object({
  target_user_type: z.coerce.number().int().min(1).max(2),
  target_user_id: idField,
  job_id: idField.nullish(),
});
export const sessionIdResponse = z.object({ id: z.number().int(), sessionId: z.number().int() });

export const sendMessageInput = z.object({
  session_id: idField,
  content: text().max(CHAT_TEXT_MAX, CHAT_MESSAGES.tooLong),
  message_type: z.enum(CHAT_MESSAGE_TYPES).default('text'),
  receiver_id: idField.optional(),
  receiver_type: z.number().int().min(1).max(2).optional(),
  job_id: idField.nullish(),
  /** The sender's own id of the message: a resend with the same id is stored once. */
  client_id: clientId.optional(),
  contact_kind: z.enum(CONTACT_KINDS).optional(),
  time: text().max(40).optional(),
  mode: z.enum(['online', 'onsite']).optional(),
  address: text().max(200).optional(),
  note: text().max(500).optional(),
  /** SPEC §3 names the sender; the server takes the token's user and ignores this. */
  senderId: z.unknown().optional(),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

export const messagesQuery = z.object({
  sessionId: idParam,
  /** Catch-up: messages after this seq, oldest first. */
  after_seq: z.coerce.number().int().min(0).optional(),
  /** Load earlier: messages before this seq, the newest of them. */
  before_seq: z.coerce.number().int().min(1).optional(),
  page_size: z.coerce.number().int().min(1).max(CHAT_CATCH_UP_MAX).default(CHAT_PAGE_SIZE),
});
export const messagesResponse = z.object({
  lists: z.array(chatMessage),
  /** Whether older messages remain before the first one of `lists`. */
  has_more: z.boolean(),
  last_seq: z.number().int(),
  peer_read_seq: z.number().int(),
});

export const markAsReadQuery = z.object({ sessionId: idParam });
export const markAsReadInput = z
  .object({ sessionId: idParam.optional(), seq: z.number().int().min(0).optional() })
  .nullish();
export const readPosition = z.object({ session_id: z.number().int(), read_seq: z.number().int() });

export const unreadCountResponse = z.object({ count: z.number().int() });

export const operateSessionInput = z.object({ sessionId: idField, action: z.enum(SESSION_OPERATIONS) });
export const reportSessionInput = z.object({
  sessionId: idField,
  reason: text().trim().min(1, CHAT_MESSAGES.reasonRequired).max(500),
});

export const respondCardInput = z.object({ message_id: idField, action: z.enum(CARD_ACTIONS) });

export const onlineUsersResponse = z.object({ lists: z.array(z.number().int()) });
export const onlineStatusQuery = z.object({ userId: idParam });
export const onlineStatusResponse = z.object({ user_id: z.number().int(), online: z.boolean() });

/** What a recruiter may read of an application: the result as it was when sent, and its recording. */
export const applicationQuery = z.object({ messageId: idParam });
export const applicationResponse = z.object({
  interview_id: z.number().int(),
  job_id: z.number().int().nullable(),
  applied_at: z.string(),
  snapshot: z.record(z.string(), z.unknown()),
  video_url: z.string().nullable(),
});

/** Who applying to a job talks with: the recruiter who published it (its `targetUserId`). */
export const jobRecruiterQuery = z.object({ jobId: idParam });
export const jobRecruiterResponse = z.object({
  user_id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  company_name: z.string(),
  job_title: z.string(),
});

export const commonPhrase = z.object({
  id: z.number().int(),
  content: z.string(),
  sort: z.number().int(),
});
export type CommonPhrase = z.infer<typeof commonPhrase>;
export const commonPhrasesResponse = z.array(commonPhrase);
export const commonPhraseInput = z.object({
  content: text().trim().min(1, CHAT_MESSAGES.phraseRequired).max(COMMON_PHRASE_TEXT_MAX),
});
export const phraseIdParams = z.object({ id: idParam });

// The socket (/ws/{userType}/{userId}?token=): the client sends chat and read (and heartbeats); the server
// sends each new message, the sender's acknowledgement, read positions and card updates.
export const chatSocketParams = z.object({ userType: idParam, userId: idParam });
export const chatSocketQuery = z.object({ token: text().optional() });

export const chatInbound = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat'),
    session_id: idField,
    content: z.string(),
    client_id: clientId,
    message_type: z.enum(['text', 'job']).default('text'),
  }),
  z.object({ type: z.literal('read'), session_id: idField, seq: z.number().int().min(0).optional() }),
]);
export type ChatInbound = z.input<typeof chatInbound>;
export type ChatInboundMessage = z.infer<typeof chatInbound>;

export const chatOutbound = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat'), message: chatMessage }),
  /** The sender's message was stored: its id and seq for the client id it sent. */
  z.object({ type: z.literal('ack'), client_id: z.string(), message: chatMessage }),
  z.object({
    type: z.literal('read'),
    session_id: z.number().int(),
    reader_id: z.number().int(),
    seq: z.number().int(),
  }),
  /** A card changed state (accepted, declined, withdrawn). */
  z.object({ type: z.literal('update'), message: chatMessage }),
]);
export type ChatOutbound = z.infer<typeof chatOutbound>;
