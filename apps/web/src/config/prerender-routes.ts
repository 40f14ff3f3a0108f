// The public pages rendered to HTML at build time (scripts/prerender.ts), served as files by the server for
// exactly these paths (apps/server reads the prerendered.json the build leaves) and hydrated in the browser.
// `modules`: the source files of the page's lazily loaded route modules, whose styles the HTML carries
// (so it paints styled before any script runs).
import { hotJobsPath, paths } from './paths';

export interface PrerenderRoute {
  path: string;
  modules: string[];
}

const ENTRY_LAYOUT = 'src/features/auth/components/entry-layout.tsx';

export const PRERENDER_ROUTES: PrerenderRoute[] = [
  { path: paths.home, modules: ['src/app/routes/home-route.tsx'] },
  {
    path: paths.store.entry.loginPwd,
    modules: [ENTRY_LAYOUT, 'src/features/auth/pages/login-pwd-page.tsx'],
  },
  {
    path: paths.store.entry.loginEmail,
    modules: [ENTRY_LAYOUT, 'src/features/auth/pages/login-email-page.tsx'],
  },
  {
    path: paths.store.entry.loginQRCode,
    modules: [ENTRY_LAYOUT, 'src/features/auth/pages/login-qrcode-page.tsx'],
  },
  {
    path: paths.store.entry.forgottenPwd,
    modules: [ENTRY_LAYOUT, 'src/features/auth/pages/forgotten-pwd-page.tsx'],
  },
  { path: paths.coaching, modules: ['src/features/coaching/pages/coaching-page.tsx'] },
  { path: paths.forCompanies, modules: ['src/features/coaching/pages/for-companies-page.tsx'] },
  { path: paths.extras.demo, modules: ['src/features/demo/pages/demo-page.tsx'] },
  { path: paths.agreement, modules: ['src/features/legal/pages/agreement-page.tsx'] },
  { path: paths.privacyPolicy, modules: ['src/features/legal/pages/privacy-policy-page.tsx'] },
];

/**
 * The hot-jobs board as a visitor first sees it, rendered by the server on request (apps/server's web-app.ts):
 * what it shows, the search's first page, is only known then.
 */
export const HOT_JOBS_BOARD_ROUTE: PrerenderRoute = {
  path: hotJobsPath,
  modules: ['src/app/routes/home-route.tsx', 'src/features/jobs/pages/hot-jobs-page.tsx'],
};

/** Marks the root element of a prerendered page, so the client knows to hydrate it. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
