// The frame of every page: the site header, a progress bar while a page loads, the page title.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigation } from 'react-router';
import { BRAND } from '@/config/brand';
import { isHotJobsMode, paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { showsSidebar } from './header-logic';
import styles from './root-layout.module.css';
import { SiteHeader } from './site-header';

// The sidebar brings the profile editor along; it loads only once a logged-in page needs it.
const Sidebar = lazy(() => import('./sidebar').then((module) => ({ default: module.Sidebar })));

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** Shown in the browser tab before the brand; a function when the query decides (?mode=register). */
  title?: string | ((search: string) => string);
}

/** The tab's title for the matched routes: the deepest route's title before the brand, or the brand alone. */
export function documentTitle(matches: ReadonlyArray<{ handle?: unknown }>, search: string): string {
  const handles = matches.map((m) => m.handle as RouteHandle | undefined);
  const title = handles.reverse().find((handle) => handle?.title)?.title;
  const text = typeof title === 'function' ? title(search) : title;
  return text ? `${text} - ${BRAND.title}` : BRAND.title;
}

function usePageTitle(): void {
  const matches = useMatches();
  const { search } = useLocation();
  const title = documentTitle(matches, search);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const loggedIn = useSession((s) => s.hasToken && s.userInfo !== null);
  usePageTitle();

  // The home landing's hero runs under the transparent header.
  const overlay = location.pathname === paths.home && !isHotJobsMode(location.search);

  return (
    <div className={styles.shell}>
      {navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" /> : null}
      <SiteHeader />
      <main className={overlay ? styles.overlay : styles.main}>
        <Outlet />
      </main>
      {loggedIn && showsSidebar(location.pathname) ? (
        <Suspense fallback={null}>
          <Sidebar />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
