import type { AnswerResponse } from '@app/shared/interviews';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { AnswerQueue, type PendingAnswer } from './answer-queue';

const reply: AnswerResponse = {
  line: {
    seq: 3,
    speaker: 'interviewer',
    kind: 'question',
    text: '下一个问题',
    at_ms: 9000,
    create_time: '',
  },
  follow_up: false,
  finished: false,
};

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const answer: PendingAnswer = {
  interviewId: 7,
  text: '我负责过支付系统',
  client_id: 'c-1',
  answer_end_ms: 5000,
};
const networkDown = () => new ApiError('网络异常，请检查网络后重试');

describe('AnswerQueue', () => {
  it('keeps the answer stored while it is in flight and removes it once the reply arrives', async () => {
    const storage = memoryStorage();
    let seenWhileSending: PendingAnswer | null = null;
    const queue: AnswerQueue = new AnswerQueue({
      storage,
      send: async () => {
        seenWhileSending = queue.pending(7);
        return reply;
      },
    });
    await expect(queue.submit(answer, () => {})).resolves.toEqual(reply);
    expect(seenWhileSending).toEqual(answer);
    expect(queue.pending(7)).toBeNull();
  });

  it('resends the same answer with the same client_id after network drops, waiting for the connection', async () => {
    const storage = memoryStorage();
    const sent: PendingAnswer[] = [];
    const waitOnline = vi.fn(async () => {});
    const waiting: boolean[] = [];
    let failures = 2;
    const queue = new AnswerQueue({
      storage,
      waitOnline,
      sleep: async () => {},
      send: async (input) => {
        sent.push(input);
        if (failures-- > 0) throw networkDown();
        return reply;
      },
    });
    await expect(
      queue.submit(
        answer,
        () => {},
        (w) => waiting.push(w),
      ),
    ).resolves.toEqual(reply);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.client_id))).toEqual(new Set(['c-1']));
    expect(waitOnline).toHaveBeenCalledTimes(2);
    expect(waiting).toEqual([true, true, false]);
    expect(queue.pending(7)).toBeNull();
  });

  it('leaves the answer stored when the page stops resending, so a reload can send it', async () => {
    const storage = memoryStorage();
    const queue: AnswerQueue = new AnswerQueue({
      storage,
      sleep: async (): Promise<void> => queue.cancel(),
      send: async () => {
        throw networkDown();
      },
    });
    await expect(queue.submit(answer, () => {})).rejects.toThrow('网络异常');
    const reloaded = new AnswerQueue({ storage, send: async () => reply });
    expect(reloaded.pending(7)).toEqual(answer);
    expect(reloaded.pending(8)).toBeNull();
  });

  it('drops an answer the server refuses and rejects with its message, without resending', async () => {
    const storage = memoryStorage();
    const send = vi.fn(async () => {
      throw new ApiError('回答过长，请控制在5000字以内', { status: 400, code: 0 });
    });
    const queue = new AnswerQueue({ storage, send, sleep: async () => {} });
    await expect(queue.submit(answer, () => {})).rejects.toThrow('回答过长');
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.pending(7)).toBeNull();
  });

  it('passes the streamed pieces through', async () => {
    const pieces: string[] = [];
    const queue = new AnswerQueue({
      storage: memoryStorage(),
      send: async (_input, onDelta) => {
        onDelta('下一个');
        onDelta('问题');
        return reply;
      },
    });
    await queue.submit(answer, (t) => pieces.push(t));
    expect(pieces.join('')).toBe('下一个问题');
  });
});
