// The interview's clock: ms since the interview first started, the time base of at_ms, the answer timings, the
// recording and the signals. It survives a reload (origin kept in sessionStorage) and never runs backwards.

export interface InterviewClock {
  /** Ms since the interview started. */
  now(): number;
  /** Epoch ms of the start. */
  readonly origin: number;
}

const KEY_PREFIX = 'interview-clock:';

export interface ClockOptions {
  interviewId: number;
  /** Planned length in seconds and the server's remaining seconds: elapsed = planned - remaining. */
  plannedSeconds: number;
  remainingSeconds: number;
  /** The latest at_ms the server already holds: the clock never reads earlier than that. */
  latestAtMs?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  epochNow?: () => number;
}

function readOrigin(storage: Pick<Storage, 'getItem'>, key: string): number | null {
  try {
    const value = Number(storage.getItem(key));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function createInterviewClock({
  interviewId,
  plannedSeconds,
  remainingSeconds,
  latestAtMs = 0,
  storage = sessionStorage,
  epochNow = Date.now,
}: ClockOptions): InterviewClock {
  const key = KEY_PREFIX + interviewId;
  const at = epochNow();
  let origin = readOrigin(storage, key);
  if (origin === null || origin > at) {
    const elapsedMs = Math.max(0, plannedSeconds - remainingSeconds) * 1000;
    origin = at - Math.max(elapsedMs, latestAtMs);
    try {
      storage.setItem(key, String(origin));
    } catch {
      // Storage off: the clock is derived again after a reload, from the server's remaining time.
    }
  }
  // A stored origin that would read before a line the server already has (another tab, a skewed clock) moves back.
  if (at - origin < latestAtMs) origin = at - latestAtMs;
  const fixedOrigin = origin;
  let last = 0;
  return {
    origin: fixedOrigin,
    now() {
      last = Math.max(last, Math.round(epochNow() - fixedOrigin));
      return last;
    },
  };
}

export function forgetInterviewClock(
  interviewId: number,
  storage: Pick<Storage, 'removeItem'> = sessionStorage,
) {
  try {
    storage.removeItem(KEY_PREFIX + interviewId);
  } catch {
    // Nothing stored.
  }
}

/** Seconds left, counting down from the server's remaining_seconds at `startedAt` (epoch ms). */
export function remainingAt(remainingSeconds: number, startedAt: number, now: number): number {
  return Math.max(0, remainingSeconds - Math.floor((now - startedAt) / 1000));
}

/** 'mm:ss' of a number of seconds. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
