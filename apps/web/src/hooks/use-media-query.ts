// Whether a CSS media query matches now, re-rendering when that changes (a phone turned, a window resized).
import { useCallback, useSyncExternalStore } from 'react';

/** The phone layout of the CSS modules (`@media (max-width: 767px)`). */
export const PHONE_MEDIA_QUERY = '(max-width: 767px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  // A page rendered without a window (at build time) is not a phone's.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
