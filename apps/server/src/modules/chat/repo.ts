// Drizzle queries of chat: conversations with their read positions, messages by sequence, phrases, reports.
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../infra/db/client.ts';
import { violatedUniqueConstraint } from '../../infra/db/errors.ts';
import {
  type ChatCardState,
  type ChatMessage,
  type ChatMessagePayload,
  type ChatMessageType,
  type ChatSession,
  chatMessages,
  chatReports,
  chatSessions,
  commonPhrases,
} from './tables.ts';

/** Which side of a conversation a user is on: their own columns are named by it. */
export type Side = 'seeker' | 'business';

export function sideOf(session: ChatSession, userId: number): Side | null {
  if (session.seekerId === userId) return 'seeker';
  if (session.businessUserId === userId) return 'business';
  return null;
}

const readSeqColumn = (side: Side) =>
  side === 'seeker' ? chatSessions.seekerReadSeq : chatSessions.businessReadSeq;
const hiddenKey = (side: Side) => (side === 'seeker' ? 'seekerHidden' : 'businessHidden');

export async function findSession(db: Db, id: number): Promise<ChatSession | undefined> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
  return row;
}

export async function findSessionOf(
  db: Db,
  pair: { seekerId: number; businessUserId: number; jobId: number | null },
): Promise<ChatSession | undefined> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.seekerId, pair.seekerId),
        eq(chatSessions.businessUserId, pair.businessUserId),
        pair.jobId === null ? sql`${chatSessions.jobId} is null` : eq(chatSessions.jobId, pair.jobId),
      ),
    )
    .limit(1);
  return row;
}

/** The pair's conversation about the job, made when missing (two tabs at once still make one). */
export async function getOrCreateSession(
  db: Db,
  pair: { seekerId: number; businessUserId: number; jobId: number | null },
  side: Side,
): Promise<ChatSession> {
  await db.insert(chatSessions).values(pair).onConflictDoNothing();
  const session = (await findSessionOf(db, pair))!;
  // Opening a conversation one deleted brings it back to one's list.
  if (session[hiddenKey(side)]) await setFlags(db, session.id, { [hiddenKey(side)]: false });
  return session;
}

export async function listSessions(db: Db, userId: number, side: Side): Promise<ChatSession[]> {
  const mine = side === 'seeker' ? chatSessions.seekerId : chatSessions.businessUserId;
  const hidden = side === 'seeker' ? chatSessions.seekerHidden : chatSessions.businessHidden;
  const pinned = side === 'seeker' ? chatSessions.seekerPinned : chatSessions.businessPinned;
  return db
    .select()
    .from(chatSessions)
    .where(and(eq(mine, userId), eq(hidden, false)))
    .orderBy(desc(pinned), desc(chatSessions.lastMessageAt), desc(chatSessions.id))
    .limit(500);
}

/** Messages of the other side after one's read position, over the conversations one has not muted or deleted. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(case
        when ${chatSessions.seekerId} = ${userId} and not ${chatSessions.seekerHidden} and not ${chatSessions.seekerMuted}
          then ${chatSessions.lastSeq} - ${chatSessions.seekerReadSeq}
        when ${chatSessions.businessUserId} = ${userId} and not ${chatSessions.businessHidden} and not ${chatSessions.businessMuted}
          then ${chatSessions.lastSeq} - ${chatSessions.businessReadSeq}
        else 0 end), 0)::int`,
    })
    .from(chatSessions)
    .where(or(eq(chatSessions.seekerId, userId), eq(chatSessions.businessUserId, userId)));
  return Number(row?.count ?? 0);
}

export async function setFlags(db: Db, sessionId: number, flags: Partial<ChatSession>): Promise<void> {
  await db.update(chatSessions).set(flags).where(eq(chatSessions.id, sessionId));
}

/** Moves one's read position forward (never back) to `seq`, capped at the last message; answers where it is. */
export async function markRead(db: Db, sessionId: number, side: Side, seq: number | null): Promise<number> {
  const column = readSeqColumn(side);
  const target = seq === null ? chatSessions.lastSeq : sql`least(${seq}, ${chatSessions.lastSeq})`;
  const [row] = await db
    .update(chatSessions)
    .set({ [side === 'seeker' ? 'seekerReadSeq' : 'businessReadSeq']: sql`greatest(${column}, ${target})` })
    .where(eq(chatSessions.id, sessionId))
    .returning({ readSeq: column });
  return row?.readSeq ?? 0;
}

export interface NewMessage {
  sessionId: number;
  senderId: number;
  senderType: number;
  receiverId: number;
  receiverType: number;
  messageType: ChatMessageType;
  content: string;
  jobId: number | null;
  clientId: string | null;
  state: ChatCardState | null;
  payload: ChatMessagePayload | null;
  preview: string;
}

/**
 * Stores a message with the conversation's next seq in ONE statement (a data-modifying CTE), so a message
 * costs one round trip on a pooled connection rather than a five-step transaction: the UPDATE bumps the
 * conversation's lastSeq under its row lock (senders of one conversation take turns until the statement
 * commits, so seqs have no gaps), moves the sender's own read position to the message and brings the
 * conversation back to both lists; the INSERT takes that seq. A resend with the same client id breaks
 * `chat_messages_session_sender_client_unique`: the whole statement rolls back (no seq is spent) and the
 * message stored the first time is answered instead (`duplicate`).
 */
export async function appendMessage(
  db: Db,
  message: NewMessage,
  side: Side,
): Promise<{ message: ChatMessage; duplicate: boolean }> {
  const now = new Date();
  const at = now.toISOString();
  const { preview, ...fields } = message;
  const readSeq = side === 'seeker' ? sql.raw('seeker_read_seq') : sql.raw('business_read_seq');
  const payload = fields.payload === null ? null : JSON.stringify(fields.payload);
  try {
    const [row] = await queryRows<{ id: number | string; seq: number }>(
      db,
      sql`with bumped as (
            update chat_sessions
               set last_seq = last_seq + 1, ${readSeq} = last_seq + 1, last_message = ${preview},
                   last_message_at = ${at}::timestamptz, seeker_hidden = false, business_hidden = false
             where id = ${fields.sessionId}
         returning last_seq
          )
          insert into chat_messages (session_id, seq, client_id, sender_id, sender_type, receiver_id,
                                     receiver_type, message_type, content, job_id, state, payload,
                                     created_at, updated_at)
          select ${fields.sessionId}, bumped.last_seq, ${fields.clientId}, ${fields.senderId}, ${fields.senderType},
                 ${fields.receiverId}, ${fields.receiverType}, ${fields.messageType}, ${fields.content},
                 ${fields.jobId}, ${fields.state}, ${payload}::jsonb, ${at}::timestamptz, ${at}::timestamptz
            from bumped
       returning id, seq`,
    );
    if (!row) throw new Error(`chat session ${fields.sessionId} vanished`);
    const stored: ChatMessage = {
      ...fields,
      id: Number(row.id),
      seq: Number(row.seq),
      createdAt: now,
      updatedAt: now,
    };
    return { message: stored, duplicate: false };
  } catch (err) {
    if (violatedUniqueConstraint(err) === null || !fields.clientId) throw err;
    const [existing] = await db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, fields.sessionId),
          eq(chatMessages.senderId, fields.senderId),
          eq(chatMessages.clientId, fields.clientId),
        ),
      )
      .limit(1);
    if (!existing) throw err;
    return { message: existing, duplicate: true };
  }
}

export async function listMessages(
  db: Db,
  sessionId: number,
  window: { afterSeq?: number | undefined; beforeSeq?: number | undefined; size: number },
): Promise<ChatMessage[]> {
  const inSession = eq(chatMessages.sessionId, sessionId);
  if (window.afterSeq !== undefined) {
    return db
      .select()
      .from(chatMessages)
      .where(and(inSession, gt(chatMessages.seq, window.afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(window.size);
  }
  const newest = await db
    .select()
    .from(chatMessages)
    .where(
      window.beforeSeq === undefined ? inSession : and(inSession, lt(chatMessages.seq, window.beforeSeq)),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(window.size);
  return newest.reverse();
}

export async function findMessage(db: Db, id: number): Promise<ChatMessage | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row;
}

/**
 * Moves a card from pending to `state` (with its payload) only if it is still pending: two answers at once
 * leave one winner; the loser reads the card as the winner left it.
 */
export async function answerCard(
  db: Db,
  id: number,
  state: ChatCardState,
  payload: ChatMessagePayload | null,
): Promise<ChatMessage | undefined> {
  const [row] = await db
    .update(chatMessages)
    .set({ state, payload, updatedAt: new Date() })
    .where(and(eq(chatMessages.id, id), eq(chatMessages.state, 'pending')))
    .returning();
  return row;
}

export async function insertReport(db: Db, reporterId: number, sessionId: number, reason: string) {
  await db.insert(chatReports).values({ reporterId, sessionId, reason });
}

export async function listPhrases(db: Db, userId: number) {
  return db
    .select()
    .from(commonPhrases)
    .where(eq(commonPhrases.userId, userId))
    .orderBy(asc(commonPhrases.sort), asc(commonPhrases.id));
}

export async function insertPhrase(db: Db, userId: number, content: string, sort: number) {
  const [row] = await db.insert(commonPhrases).values({ userId, content, sort }).returning();
  return row!;
}

export async function updatePhrase(db: Db, userId: number, id: number, content: string) {
  const [row] = await db
    .update(commonPhrases)
    .set({ content })
    .where(and(eq(commonPhrases.id, id), eq(commonPhrases.userId, userId)))
    .returning();
  return row;
}

export async function deletePhrase(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(commonPhrases)
    .where(and(eq(commonPhrases.id, id), eq(commonPhrases.userId, userId)))
    .returning({ id: commonPhrases.id });
  return rows.length > 0;
}

export async function setPayload(db: Db, id: number, payload: ChatMessagePayload): Promise<void> {
  await db.update(chatMessages).set({ payload }).where(eq(chatMessages.id, id));
}
