// The mouse wheel pages the history (SPEC §9): a turn past the delta threshold goes a page down or up, then
// the wheel is ignored for the lock time, so one flick of a free-spinning wheel moves one page.
import { HISTORY_WHEEL } from '@app/shared/constants';
import { useCallback, useRef, type WheelEvent } from 'react';

export function useWheelPaging(
  onPage: (step: 1 | -1) => void,
  { now = () => performance.now() }: { now?: () => number } = {},
) {
  const lockedUntil = useRef(0);
  return useCallback(
    (event: Pick<WheelEvent, 'deltaY'>) => {
      if (Math.abs(event.deltaY) < HISTORY_WHEEL.deltaThreshold) return;
      const at = now();
      if (at < lockedUntil.current) return;
      lockedUntil.current = at + HISTORY_WHEEL.lockMs;
      onPage(event.deltaY > 0 ? 1 : -1);
    },
    [onPage, now],
  );
}
