import { describe, expect, it } from 'vitest';
import { createInterviewClock, forgetInterviewClock, formatCountdown, remainingAt } from './interview-clock';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('createInterviewClock', () => {
  it('starts at the elapsed time the server reports and counts real time', () => {
    let t = 1_000_000;
    const clock = createInterviewClock({
      interviewId: 1,
      plannedSeconds: 600,
      remainingSeconds: 600,
      storage: memoryStorage(),
      epochNow: () => t,
    });
    expect(clock.now()).toBe(0);
    t += 2500;
    expect(clock.now()).toBe(2500);
  });

  it('keeps its origin across a reload, so times go on where they were', () => {
    const storage = memoryStorage();
    let t = 5_000_000;
    createInterviewClock({
      interviewId: 2,
      plannedSeconds: 600,
      remainingSeconds: 600,
      storage,
      epochNow: () => t,
    });
    t += 90_000;
    // After the reload the server says 80 s passed (its own rounding): the stored origin wins.
    const again = createInterviewClock({
      interviewId: 2,
      plannedSeconds: 600,
      remainingSeconds: 520,
      storage,
      epochNow: () => t,
    });
    expect(again.now()).toBe(90_000);
  });

  it('derives the origin from the remaining time when nothing is stored, never before the last line', () => {
    const t = 10_000_000;
    const derived = createInterviewClock({
      interviewId: 3,
      plannedSeconds: 900,
      remainingSeconds: 840,
      storage: memoryStorage(),
      epochNow: () => t,
    });
    expect(derived.now()).toBe(60_000);
    const behind = createInterviewClock({
      interviewId: 4,
      plannedSeconds: 900,
      remainingSeconds: 890,
      latestAtMs: 30_000,
      storage: memoryStorage(),
      epochNow: () => t,
    });
    expect(behind.now()).toBe(30_000);
  });

  it('never runs backwards when the system clock is set back', () => {
    let t = 2_000_000;
    const clock = createInterviewClock({
      interviewId: 5,
      plannedSeconds: 60,
      remainingSeconds: 60,
      storage: memoryStorage(),
      epochNow: () => t,
    });
    t += 5000;
    expect(clock.now()).toBe(5000);
    t -= 3000;
    expect(clock.now()).toBe(5000);
  });

  it('forgets its origin when the interview is over', () => {
    const storage = memoryStorage();
    let t = 1_000;
    createInterviewClock({
      interviewId: 6,
      plannedSeconds: 60,
      remainingSeconds: 60,
      storage,
      epochNow: () => t,
    });
    forgetInterviewClock(6, storage);
    t += 10_000;
    const fresh = createInterviewClock({
      interviewId: 6,
      plannedSeconds: 60,
      remainingSeconds: 60,
      storage,
      epochNow: () => t,
    });
    expect(fresh.now()).toBe(0);
  });
});

describe('countdown', () => {
  it('counts whole seconds down from the server value and stops at zero', () => {
    expect(remainingAt(300, 0, 0)).toBe(300);
    expect(remainingAt(300, 0, 1999)).toBe(299);
    expect(remainingAt(3, 0, 10_000)).toBe(0);
  });

  it('formats mm:ss', () => {
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
