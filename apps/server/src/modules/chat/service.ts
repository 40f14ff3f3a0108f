// The rules of chat: who may talk with whom (a seeker with the recruiter of a job; a recruiter sees only the
// conversations they are in), messages stored before they are acknowledged and then fanned out, read
// positions, and the typed cards whose state only the right side may change, once.
import {
  type CardAction,
  type ChatMessage as ChatMessageShape,
  type ChatOutbound,
  type ChatSession as ChatSessionShape,
  chatOutbound,
  CHAT_MESSAGES as M,
} from '@app/shared/chat';
import { USER_TYPE } from '@app/shared/constants';
import { displayName } from '@app/shared/people';
import type { FastifyBaseLogger } from 'fastify';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { type Channel, channel, publish } from '../../http/ws.ts';
import type { Db } from '../../infra/db/client.ts';
import type { PubSub } from '../../infra/pubsub/pubsub.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import type { InterviewerBrain } from '../interviewer/index.ts';
import { grantInterview, interviewResultFor } from '../interviews/index.ts';
import { jobLabelsOf, jobPartiesOf } from '../jobs/index.ts';
import { findApplication, recordApplication } from '../recommend/index.ts';
import { type ChatProfile, chatProfilesOf } from '../users/index.ts';
import type { Side } from './repo.ts';
import * as repo from './repo.ts';
import type { ChatMessage, ChatMessagePayload, ChatSession } from './tables.ts';

export interface ChatDeps {
  db: Db;
  pubsub: PubSub;
  storage: Storage;
  brain: InterviewerBrain;
  log: FastifyBaseLogger;
}

export interface Caller {
  userId: number;
  userType: number;
}

/** Everything a user's sockets hear, on any process: new messages, acknowledgements, reads, card updates. */
export function userChannel(userId: number): Channel<ChatOutbound> {
  return channel(`chat:user:${userId}`, chatOutbound);
}

const PREVIEWS = {
  interview: '[面试记录]',
  contact: { phone: '[交换电话]', wechat: '[交换微信]' },
  invitation: '[面试邀请]',
  job: '[职位]',
};

export function toMessage(row: ChatMessage): ChatMessageShape {
  return {
    id: row.id,
    seq: row.seq,
    session_id: row.sessionId,
    sender_id: row.senderId,
    sender_type: row.senderType,
    receiver_id: row.receiverId,
    receiver_type: row.receiverType,
    message_type: row.messageType,
    content: row.content,
    job_id: row.jobId,
    client_id: row.clientId,
    state: row.state,
    payload: (row.payload as ChatMessageShape['payload']) ?? null,
    create_time: row.createdAt.toISOString(),
  };
}

/** The caller's conversation, or 404 for one that is not there or not theirs (the same answer). */
export async function ownSession(db: Db, caller: Caller, sessionId: number) {
  const session = await repo.findSession(db, sessionId);
  const side = session ? repo.sideOf(session, caller.userId) : null;
  if (!session || !side) throw new NotFoundError(M.sessionNotFound);
  return { session, side };
}

const peerOf = (session: ChatSession, side: Side) =>
  side === 'seeker'
    ? { id: session.businessUserId, type: USER_TYPE.business }
    : { id: session.seekerId, type: USER_TYPE.seeker };

// ---- Applying -------------------------------------------------------------------------------------------

/** The recruiter a job's applicants talk with (who published it). */
export async function jobRecruiter(db: Db, jobId: number) {
  const job = await jobPartiesOf(db, jobId);
  if (!job) throw new NotFoundError('职位不存在');
  if (!job.publisherId) throw new ConflictError(M.noRecruiter);
  const [recruiter] = await chatProfilesOf(db, [job.publisherId]);
  if (!recruiter) throw new ConflictError(M.noRecruiter);
  return {
    user_id: recruiter.id,
    name: nameOf(recruiter),
    avatar: recruiter.avatar || null,
    company_name: job.companyName,
    job_title: job.title,
  };
}

/** SPEC §4 step 1: the seeker's conversation with this recruiter about this job, if there is one. */
export async function existingSession(db: Db, caller: Caller, targetUserId: number, jobId: number | null) {
  const pair = pairOf(caller, targetUserId, jobId);
  return repo.findSessionOf(db, pair);
}

function pairOf(caller: Caller, targetUserId: number, jobId: number | null) {
  return caller.userType === USER_TYPE.business
    ? { seekerId: targetUserId, businessUserId: caller.userId, jobId }
    : { seekerId: caller.userId, businessUserId: targetUserId, jobId };
}

export async function openSession(
  db: Db,
  caller: Caller,
  input: { target_user_type: number; target_user_id: number; job_id?: number | null | undefined },
): Promise<ChatSession> {
  if (input.target_user_type === caller.userType || input.target_user_id === caller.userId)
    throw new BadRequestError(M.wrongSide);
  const [target] = await chatProfilesOf(db, [input.target_user_id]);
  if (!target || target.userType !== input.target_user_type) throw new NotFoundError('用户不存在');
  const jobId = input.job_id ?? null;
  if (jobId !== null) {
    const job = await jobPartiesOf(db, jobId);
    if (!job) throw new NotFoundError('职位不存在');
    // A recruiter talks about their own company's jobs only.
    const recruiterId = caller.userType === USER_TYPE.business ? caller.userId : target.id;
    if (job.publisherId !== recruiterId) throw new BadRequestError(M.noRecruiter);
  }
  const side: Side = caller.userType === USER_TYPE.business ? 'business' : 'seeker';
  return repo.getOrCreateSession(db, pairOf(caller, target.id, jobId), side);
}

// ---- The conversation list ---------------------------------------------------------------------------------

function nameOf(profile: ChatProfile): string {
  return displayName({
    nickname: profile.nickname,
    real_name: profile.realName,
    account: profile.account,
    mobile: profile.mobile,
  });
}

export async function listSessions(db: Db, caller: Caller): Promise<ChatSessionShape[]> {
  const side: Side = caller.userType === USER_TYPE.business ? 'business' : 'seeker';
  const sessions = await repo.listSessions(db, caller.userId, side);
  const peers = await chatProfilesOf(db, [...new Set(sessions.map((s) => peerOf(s, side).id))]);
  const jobIds = [...new Set(sessions.flatMap((s) => (s.jobId ? [s.jobId] : [])))];
  const jobs = new Map((await jobLabelsOf(db, jobIds)).map((j) => [j.id, j]));
  const byId = new Map(peers.map((p) => [p.id, p]));
  return sessions.map((s) => {
    const peer = peerOf(s, side);
    const profile = byId.get(peer.id);
    const job = s.jobId ? jobs.get(s.jobId) : undefined;
    const mine = side === 'seeker';
    const readSeq = mine ? s.seekerReadSeq : s.businessReadSeq;
    return {
      id: s.id,
      sessionId: s.id,
      job_id: s.jobId,
      job_title: job?.title ?? null,
      company_name: job?.companyName ?? null,
      peer_id: peer.id,
      peer_type: peer.type,
      peer_name: profile ? nameOf(profile) : '已注销用户',
      peer_avatar: profile?.avatar || null,
      last_message: s.lastMessage,
      last_message_time: s.lastMessageAt.toISOString(),
      last_seq: s.lastSeq,
      unread: Math.max(0, s.lastSeq - readSeq),
      peer_read_seq: mine ? s.businessReadSeq : s.seekerReadSeq,
      pinned: mine ? s.seekerPinned : s.businessPinned,
      muted: mine ? s.seekerMuted : s.businessMuted,
    };
  });
}

export async function operateSession(db: Db, caller: Caller, sessionId: number, action: string) {
  const { side } = await ownSession(db, caller, sessionId);
  const prefix = side;
  const flags: Record<string, Partial<ChatSession>> = {
    pin: { [`${prefix}Pinned`]: true },
    unpin: { [`${prefix}Pinned`]: false },
    mute: { [`${prefix}Muted`]: true },
    unmute: { [`${prefix}Muted`]: false },
    // Deleting hides it from one's own list (the other side keeps theirs); a new message brings it back.
    delete: { [`${prefix}Hidden`]: true, [`${prefix}Pinned`]: false },
  };
  await repo.setFlags(db, sessionId, flags[action]!);
}

// ---- Messages ------------------------------------------------------------------------------------------

export async function messagesOf(
  db: Db,
  caller: Caller,
  query: {
    sessionId: number;
    after_seq?: number | undefined;
    before_seq?: number | undefined;
    page_size: number;
  },
) {
  const { session, side } = await ownSession(db, caller, query.sessionId);
  const rows = await repo.listMessages(db, session.id, {
    afterSeq: query.after_seq,
    beforeSeq: query.before_seq,
    size: query.page_size,
  });
  const first = rows[0]?.seq;
  return {
    lists: rows.map(toMessage),
    has_more: query.after_seq === undefined ? (first ?? 1) > 1 : rows.length === query.page_size,
    last_seq: session.lastSeq,
    peer_read_seq: side === 'seeker' ? session.businessReadSeq : session.seekerReadSeq,
  };
}

export interface SendInput {
  session_id: number;
  content: string;
  message_type?: string | undefined;
  job_id?: number | null | undefined;
  client_id?: string | undefined;
  contact_kind?: 'phone' | 'wechat' | undefined;
  time?: string | undefined;
  mode?: 'online' | 'onsite' | undefined;
  address?: string | undefined;
  note?: string | undefined;
}

/**
 * Stores the message, then tells both sides' sockets on every process. Stored first: what was acknowledged
 * is in the database, whatever happens to the fan-out (a client catches up from there).
 */
export async function sendMessage(
  deps: ChatDeps,
  caller: Caller,
  input: SendInput,
): Promise<ChatMessageShape> {
  const { session, side } = await ownSession(deps.db, caller, input.session_id);
  const peer = peerOf(session, side);
  const type = (input.message_type ?? 'text') as ChatMessage['messageType'];
  const card = await cardOf(deps, caller, session, input, type);
  const { message, duplicate } = await repo.appendMessage(
    deps.db,
    {
      sessionId: session.id,
      senderId: caller.userId,
      senderType: caller.userType,
      receiverId: peer.id,
      receiverType: peer.type,
      messageType: type,
      content: card.content,
      jobId: input.job_id ?? session.jobId,
      clientId: input.client_id ?? null,
      state: card.state,
      payload: card.payload,
      preview: card.preview,
    },
    side,
  );
  const shaped = toMessage(message);
  if (!duplicate) {
    await card.afterStore?.(message);
    await fanOut(deps, [session.seekerId, session.businessUserId], { type: 'chat', message: shaped });
  }
  return shaped;
}

interface Card {
  content: string;
  preview: string;
  state: ChatMessage['state'];
  payload: ChatMessagePayload | null;
  afterStore?: (message: ChatMessage) => Promise<void>;
}

/** What a message of each type stores, after the checks of who may send it. */
async function cardOf(
  deps: ChatDeps,
  caller: Caller,
  session: ChatSession,
  input: SendInput,
  type: ChatMessage['messageType'],
): Promise<Card> {
  const isBusiness = caller.userType === USER_TYPE.business;
  switch (type) {
    case 'text':
    case 'job': {
      const content = input.content.trim();
      if (!content) throw new BadRequestError(M.empty);
      return {
        content,
        preview: type === 'job' ? PREVIEWS.job : content.slice(0, 100),
        state: null,
        payload: null,
      };
    }
    case 'interview':
      if (isBusiness) throw new ForbiddenError(M.onlySeekerApplies);
      return applicationCard(deps, caller, session, input.content);
    case 'contact': {
      const kind = input.contact_kind ?? 'phone';
      const [me] = await chatProfilesOf(deps.db, [caller.userId]);
      if (!me || !contactOf(me, kind)) throw new BadRequestError(M.noContact(kind));
      return {
        content: PREVIEWS.contact[kind],
        preview: PREVIEWS.contact[kind],
        state: 'pending',
        payload: { contact_kind: kind },
      };
    }
    case 'invitation':
      if (!isBusiness) throw new ForbiddenError(M.onlyRecruiterInvites);
      if (!input.time?.trim()) throw new BadRequestError('请填写面试时间');
      return {
        content: PREVIEWS.invitation,
        preview: PREVIEWS.invitation,
        state: 'pending',
        payload: {
          time: input.time.trim(),
          mode: input.mode ?? 'online',
          address: input.address?.trim() ?? '',
          note: input.note?.trim() ?? '',
        },
      };
    default:
      throw new BadRequestError('不支持的消息类型');
  }
}

/**
 * An interview sent as application material (SPEC §4 step 5): the seeker's own interview, recorded as an
 * application with its result as it is now, and granted to the recruiter of this conversation.
 */
async function applicationCard(
  deps: ChatDeps,
  caller: Caller,
  session: ChatSession,
  content: string,
): Promise<Card> {
  const interviewId = Number(content.trim());
  if (!Number.isSafeInteger(interviewId) || interviewId <= 0 || interviewId > 2_147_483_647)
    throw new BadRequestError(M.interviewNotFound);
  const result = await interviewResultFor(deps, caller.userId, interviewId).catch((err: unknown) => {
    if (err instanceof NotFoundError) throw new NotFoundError(M.interviewNotFound);
    throw err;
  });
  const { video_url: _videoUrl, ...snapshot } = result;
  return {
    content: String(interviewId),
    preview: `${PREVIEWS.interview} ${result.interview_name}`.slice(0, 100),
    state: null,
    payload: {
      interview_name: result.interview_name,
      interview_position: result.interview_position,
      overall_score: result.overall_score,
    },
    afterStore: async (message) => {
      const job = session.jobId ? await jobPartiesOf(deps.db, session.jobId) : undefined;
      const applicationId = await recordApplication(deps.db, {
        userId: caller.userId,
        interviewId,
        jobId: session.jobId,
        companyId: job?.companyId ?? null,
        snapshot: snapshot as Record<string, unknown>,
      });
      await grantInterview(deps.db, interviewId, session.businessUserId);
      await repo.setPayload(deps.db, message.id, {
        ...(message.payload ?? {}),
        application_id: applicationId,
      });
    },
  };
}

function contactOf(profile: ChatProfile, kind: 'phone' | 'wechat'): string {
  return (kind === 'phone' ? profile.mobile : profile.wechat)?.trim() ?? '';
}

/**
 * Answers a card: the receiver accepts or declines, the sender withdraws. Idempotent: the same answer again
 * answers the card as it is; a different answer to an answered card is a conflict.
 */
export async function respondCard(
  deps: ChatDeps,
  caller: Caller,
  input: { message_id: number; action: CardAction },
): Promise<ChatMessageShape> {
  const message = await repo.findMessage(deps.db, input.message_id);
  if (!message) throw new NotFoundError(M.messageNotFound);
  const { session } = await ownSession(deps.db, caller, message.sessionId).catch(() => {
    throw new NotFoundError(M.messageNotFound);
  });
  if (!message.state) throw new BadRequestError(M.notACard);
  const wanted = ({ accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' } as const)[input.action];
  if (message.state === wanted) return toMessage(message);
  if (message.state === 'withdrawn') throw new ConflictError(M.cardWithdrawn);
  if (message.state !== 'pending') throw new ConflictError(M.cardAnswered);
  const mine = message.senderId === caller.userId;
  if (input.action === 'withdraw' && !mine) throw new ForbiddenError(M.withdrawNotYours);
  if (input.action !== 'withdraw' && mine) throw new ForbiddenError(M.cardNotYours);
  let payload = message.payload;
  if (message.messageType === 'contact' && wanted === 'accepted')
    payload = await exchangedContacts(deps.db, message);
  const answered = await repo.answerCard(deps.db, message.id, wanted, payload);
  if (!answered) return respondCard(deps, caller, input);
  const shaped = toMessage(answered);
  await fanOut(deps, [session.seekerId, session.businessUserId], { type: 'update', message: shaped });
  return shaped;
}

/** Both sides' numbers (or WeChat ids), revealed together once the exchange is accepted. */
async function exchangedContacts(db: Db, message: ChatMessage): Promise<ChatMessagePayload> {
  const kind = (message.payload?.contact_kind as 'phone' | 'wechat' | undefined) ?? 'phone';
  const profiles = await chatProfilesOf(db, [message.senderId, message.receiverId]);
  const contacts: Record<string, string> = {};
  for (const profile of profiles) contacts[String(profile.id)] = contactOf(profile, kind);
  if (!contacts[String(message.receiverId)]) throw new BadRequestError(M.noContact(kind));
  return { ...(message.payload ?? {}), contacts };
}

export async function markAsRead(deps: ChatDeps, caller: Caller, sessionId: number, seq: number | null) {
  const { session, side } = await ownSession(deps.db, caller, sessionId);
  const readSeq = await repo.markRead(deps.db, session.id, side, seq);
  await fanOut(deps, [session.seekerId, session.businessUserId], {
    type: 'read',
    session_id: session.id,
    reader_id: caller.userId,
    seq: readSeq,
  });
  return { session_id: session.id, read_seq: readSeq };
}

/** The result a recruiter may read of an interview card in their conversation: as sent, and its recording. */
export async function applicationOf(deps: ChatDeps, caller: Caller, messageId: number) {
  const message = await repo.findMessage(deps.db, messageId);
  if (message?.messageType !== 'interview') throw new NotFoundError(M.messageNotFound);
  await ownSession(deps.db, caller, message.sessionId).catch(() => {
    throw new NotFoundError(M.messageNotFound);
  });
  const applicationId = Number(message.payload?.application_id);
  const application = Number.isSafeInteger(applicationId)
    ? await findApplication(deps.db, applicationId)
    : undefined;
  if (!application?.snapshot) throw new NotFoundError(M.interviewNotFound);
  const live = await interviewResultFor(deps, caller.userId, application.interviewId).catch(() => null);
  return {
    interview_id: application.interviewId,
    job_id: application.jobId,
    applied_at: application.createdAt.toISOString(),
    snapshot: application.snapshot,
    video_url: live?.video_url ?? null,
  };
}

/**
 * Live delivery is best effort: the message is already stored, and every client asks for what came after
 * its last seq on (re)connect. So a pub/sub outage (Redis restarting) must not fail the send that stored it.
 */
async function fanOut(deps: ChatDeps, userIds: number[], message: ChatOutbound): Promise<void> {
  const results = await Promise.allSettled(
    userIds.map((id) => publish(deps.pubsub, userChannel(id), message)),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) deps.log.warn({ err: failed.reason }, 'chat live delivery failed; clients catch up by seq');
}

export function unreadCount(db: Db, caller: Caller): Promise<number> {
  return repo.countUnread(db, caller.userId);
}

export async function reportSession(
  db: Db,
  caller: Caller,
  sessionId: number,
  reason: string,
): Promise<void> {
  await ownSession(db, caller, sessionId);
  await repo.insertReport(db, caller.userId, sessionId, reason);
}
