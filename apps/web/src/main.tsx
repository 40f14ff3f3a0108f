// Entry point: applies the design tokens as CSS variables and mounts the app — hydrating a page rendered ahead
// (at build time by scripts/prerender.ts, or by the server) when it can, rendering it in the browser otherwise.

// First, before any module that makes a zod schema.
import './config/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { HOT_JOBS_REDIRECT_KEY, isHotJobsMode } from '@/config/paths';
import { App } from './app/app';
import { createRoutes } from './app/router';
import { PRERENDERED_ATTRIBUTE } from './config/prerender-routes';
import { CSS_VARIABLES } from './config/theme';
import { BootDataProvider, readBootData } from './lib/boot-data';
import { hasToken } from './lib/token';
import './styles/global.css';

for (const [name, value] of Object.entries(CSS_VARIABLES)) {
  document.documentElement.style.setProperty(name, value);
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * Pages are rendered ahead as a visitor sees them: someone logged in, or asked to land on the hot jobs, would
 * render something else first, so their page is rendered afresh instead of hydrated.
 */
function visitorView(): boolean {
  let hotJobsAsked = false;
  try {
    hotJobsAsked = sessionStorage.getItem(HOT_JOBS_REDIRECT_KEY) !== null;
  } catch {
    // No storage: nothing was asked.
  }
  return !hasToken() && !hotJobsAsked;
}

/** Loads the route modules of the current page, so the first render is the page, not the loading fallback. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement): Promise<void> {
  // What the page was rendered with on the server (the board's first page): the first render shows the same.
  const bootData = readBootData(document);
  if (root.hasAttribute(PRERENDERED_ATTRIBUTE) && visitorView()) {
    const routes = createRoutes();
    // The board, when the server rendered it: its code too, or hydration would stop at it.
    const board = isHotJobsMode(window.location.search)
      ? import('./app/routes/home-route').then((home) => home.preloadHotJobsBoard())
      : undefined;
    // A page module that fails to load: the app renders afresh below, and its router shows the load error.
    const loaded = await Promise.all([loadMatchedRoutes(routes), board]).then(
      () => true,
      () => false,
    );
    if (loaded) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
      // thread for the whole page (on a phone, hundreds of milliseconds in which a tap waits); a tap meanwhile
      // makes React hydrate what it touches first.
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <BootDataProvider data={bootData}>
              <App router={createBrowserRouter(routes)} />
            </BootDataProvider>
          </StrictMode>,
        );
      });
      return;
    }
  }
  createRoot(root).render(
    <StrictMode>
      <BootDataProvider data={bootData}>
        <App />
      </BootDataProvider>
    </StrictMode>,
  );
}

void start(container);
