import { describe, expect, it } from 'vitest';
import { lastSeqOf, mergeMessages, receiptOf } from './merge';

const message = (id: number, seq: number) =>
  ({ id, seq, content: String(id) }) as unknown as Parameters<typeof receiptOf>[0];

describe('conversation state', () => {
  it('merges by id in seq order: a message heard live and in a catch-up shows once', () => {
    const merged = mergeMessages([message(1, 1), message(3, 3)], [message(2, 2), message(3, 3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(lastSeqOf(merged)).toBe(3);
    expect(lastSeqOf(undefined)).toBe(0);
  });

  it('reads receipts from the other side’s read position', () => {
    expect(receiptOf(message(1, 4), 4)).toBe('read');
    expect(receiptOf(message(1, 5), 4)).toBe('delivered');
  });
});
