// The answer waiting to reach the server: kept in sessionStorage until the interviewer's reply arrives, resent
// with the same client_id after a network drop (the server stores it once), and again after a reload.
import type { AnswerInput, AnswerResponse } from '@app/shared/interviews';
import { isApiError } from '@/lib/api-error';

export type PendingAnswer = AnswerInput & { client_id: string };

export type SendAnswer = (input: PendingAnswer, onDelta: (text: string) => void) => Promise<AnswerResponse>;

export interface AnswerQueueOptions {
  send: SendAnswer;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Resolves when the browser says it is online again (at once when it already is). */
  waitOnline?: () => Promise<void>;
  /** Waits between resends, growing to the last value. */
  retryDelaysMs?: number[];
  sleep?: (ms: number) => Promise<void>;
}

const KEY_PREFIX = 'interview-pending-answer:';

export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function browserWaitOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class AnswerQueue {
  private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  private readonly waitOnline: () => Promise<void>;
  private readonly delays: number[];
  private readonly sleep: (ms: number) => Promise<void>;
  private cancelled = false;

  constructor(private readonly options: AnswerQueueOptions) {
    this.storage = options.storage ?? sessionStorage;
    this.waitOnline = options.waitOnline ?? browserWaitOnline;
    this.delays = options.retryDelaysMs ?? [1000, 2000, 4000, 8000];
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** The answer of `interviewId` that has not reached the server yet (left by a drop or a reload). */
  pending(interviewId: number): PendingAnswer | null {
    try {
      const raw = this.storage.getItem(KEY_PREFIX + interviewId);
      if (!raw) return null;
      const value = JSON.parse(raw) as PendingAnswer;
      return value && typeof value.text === 'string' && typeof value.client_id === 'string' ? value : null;
    } catch {
      return null;
    }
  }

  discard(interviewId: number): void {
    try {
      this.storage.removeItem(KEY_PREFIX + interviewId);
    } catch {
      // Storage off: nothing was kept.
    }
  }

  /** Stops resending (the page is leaving); what is pending stays stored for the next visit. */
  cancel(): void {
    this.cancelled = true;
  }

  /**
   * Stores the answer, then sends it until the server answers. Network faults wait for the connection and
   * retry; `onWaiting(true)` tells the page it is queued. A refusal (too long, interview over) removes it and
   * rejects with the server's message.
   */
  async submit(
    answer: PendingAnswer,
    onDelta: (text: string) => void,
    onWaiting: (waiting: boolean) => void = () => {},
  ): Promise<AnswerResponse> {
    this.cancelled = false;
    try {
      this.storage.setItem(KEY_PREFIX + answer.interviewId, JSON.stringify(answer));
    } catch {
      // Storage full or off: still sent, only a reload would lose it.
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await this.options.send(answer, onDelta);
        this.discard(answer.interviewId);
        onWaiting(false);
        return response;
      } catch (error) {
        if (!isApiError(error) || !error.isNetworkError) {
          this.discard(answer.interviewId);
          onWaiting(false);
          throw error;
        }
        onWaiting(true);
        if (this.cancelled) throw error;
        await this.waitOnline();
        await this.sleep(this.delays[Math.min(attempt, this.delays.length - 1)] ?? 1000);
        if (this.cancelled) throw error;
      }
    }
  }
}
