// Asks /api/health again and again while a task runs: how long each answer took (is the event loop free?).
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';

/** Runs `task` while asking `${base}/api/health` over a real socket; the time each answer took, in ms. */
export async function whileAskingHealth<T>(
  base: string,
  task: () => Promise<T>,
): Promise<{ result: T; timings: number[] }> {
  const timings: number[] = [];
  let done = false;
  const asking = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`);
      await res.arrayBuffer();
      timings.push(performance.now() - started);
      expect(res.status).toBe(200);
      // Pacing, not waiting for anything: the probes leave the machine to the task between them.
      await sleep(20);
    }
  })();
  try {
    return { result: await task(), timings };
  } finally {
    done = true;
    await asking;
  }
}
