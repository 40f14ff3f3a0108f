// Whether the window has scrolled at least `threshold` px; re-renders only when that answer changes.
import { useEffect, useState } from 'react';

export function useScrolledPast(threshold: number): boolean {
  // Not scrolled at first, as the page rendered at build time says; the effect reads the real scroll on mount
  // (a visitor may scroll before the scripts hydrate the page).
  const [past, setPast] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY >= threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
