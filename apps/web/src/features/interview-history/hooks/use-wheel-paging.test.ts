// The wheel's lock, driven by a clock the test moves: one page per turn past the threshold, none while
// locked, the next once the lock time has passed.
import { HISTORY_WHEEL } from '@app/shared/constants';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWheelPaging } from './use-wheel-paging';

describe('useWheelPaging', () => {
  function wheel() {
    let at = 1_000;
    const steps: number[] = [];
    const { result } = renderHook(() => useWheelPaging((step) => steps.push(step), { now: () => at }));
    return {
      steps,
      turn: (deltaY: number) => result.current({ deltaY }),
      wait: (ms: number) => {
        at += ms;
      },
    };
  }

  it('pages once per turn past the threshold, down or up', () => {
    const { steps, turn, wait } = wheel();
    turn(HISTORY_WHEEL.deltaThreshold - 1);
    expect(steps).toEqual([]);
    turn(HISTORY_WHEEL.deltaThreshold);
    wait(HISTORY_WHEEL.lockMs);
    turn(-HISTORY_WHEEL.deltaThreshold);
    expect(steps).toEqual([1, -1]);
  });

  it('ignores the wheel for the lock time after a page, then pages again', () => {
    const { steps, turn, wait } = wheel();
    turn(60);
    turn(60);
    wait(HISTORY_WHEEL.lockMs - 1);
    turn(60);
    expect(steps).toEqual([1]);
    wait(1);
    turn(60);
    expect(steps).toEqual([1, 1]);
  });
});
