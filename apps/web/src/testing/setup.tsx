// Test setup: no motion, what jsdom lacks for antd (matchMedia, ResizeObserver), the design tokens, and a clean DOM between tests.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load lazily, and the first import of a route transforms its modules: on a busy machine that takes
// longer than Testing Library's 1 s default, so `findBy*` waits longer (it still returns as soon as it can).
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  const { CSS_VARIABLES } = await import('@/config/theme');
  const { ConfigProvider } = await import('antd');
  // No motion in tests: jsdom never ends a CSS transition, so closing dialogs would never finish.
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={{ token: { motion: false } }}>{children}</ConfigProvider>
    ),
  });

  for (const [name, value] of Object.entries(CSS_VARIABLES)) {
    document.documentElement.style.setProperty(name, value);
  }

  if (!window.matchMedia) {
    // Width queries are answered for jsdom's window (1024 px wide, a desktop): antd's breakpoints and the
    // CSS modules' phone layout agree with it. Any other query does not match.
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: matchesWidth(query, window.innerWidth),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }

  // jsdom cannot compute pseudo-element styles and says so loudly; antd asks for them.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    getComputedStyle(element, pseudo ? undefined : pseudo);

  window.scrollTo = () => {};

  afterEach(() => {
    cleanup();
  });
}

/** `(min-width: 768px)`, `(max-width: 767px)` and both joined by `and`, against `width`; other queries do not match. */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, px]) => (bound === 'min' ? width >= Number(px) : width <= Number(px)));
}
