// Pure helpers of the conversation state: messages merged by id and kept in seq order, so a message heard
// twice (live and in a catch-up) shows once.
import type { ChatMessage } from '@app/shared/chat';

export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function lastSeqOf(messages: ChatMessage[] | undefined): number {
  return messages?.length ? messages[messages.length - 1]!.seq : 0;
}

/** 已读 once the other side's read position reaches the message, else 送达 (it is stored). */
export function receiptOf(message: ChatMessage, peerReadSeq: number): 'read' | 'delivered' {
  return message.seq <= peerReadSeq ? 'read' : 'delivered';
}
