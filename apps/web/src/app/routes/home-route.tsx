// `/` composes two features on one page (SPEC §4 'Home mode'): the landing, or the hot-jobs board with ?mode=jobs.
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { HOT_JOBS_REDIRECT_KEY, hotJobsPath, isHotJobsMode } from '@/config/paths';
import HomePage from '@/features/home/pages/home-page';

// The board is its own chunk: the landing (the first screen most visitors see) must not carry it.
const importBoard = () => import('@/features/jobs/pages/hot-jobs-page');
const LazyBoard = lazy(importBoard);
/** The board once loaded ahead: rendered at once, without suspending. */
let LoadedBoard: ComponentType | undefined;

/**
 * Loads the board's code before the app's first render (main.tsx), so that hydrating a board the server
 * rendered does not stop at it: until hydrated, the board would not answer a click.
 */
export async function preloadHotJobsBoard(): Promise<void> {
  LoadedBoard = (await importBoard()).default;
}

/** Reads and forgets the session flag that asks home to open in hot-jobs mode. */
function consumeHotJobsRedirect(): boolean {
  try {
    if (sessionStorage.getItem(HOT_JOBS_REDIRECT_KEY) === null) return false;
    sessionStorage.removeItem(HOT_JOBS_REDIRECT_KEY);
    return true;
  } catch {
    return false;
  }
}

export default function HomeRoute() {
  const { search } = useLocation();
  const hotJobs = isHotJobsMode(search);
  const [redirect] = useState(consumeHotJobsRedirect);

  if (redirect && !hotJobs) return <Navigate to={hotJobsPath} replace />;
  return hotJobs ? (
    <Suspense fallback={<PageSpinner />}>{LoadedBoard ? <LoadedBoard /> : <LazyBoard />}</Suspense>
  ) : (
    <HomePage />
  );
}
