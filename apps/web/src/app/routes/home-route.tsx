// `/` composes two features on one page (SPEC §4 'Home mode'): the landing, or the hot-jobs board with ?mode=jobs.
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { HOT_JOBS_REDIRECT_KEY, hotJobsPath, isHotJobsMode } from '@/config/paths';
import HomePage from '@/features/home/pages/home-page';

// The board is its own chunk: the landing (the first screen most visitors see) must not carry it.
const HotJobsPage = lazy(() => import('@/features/jobs/pages/hot-jobs-page'));

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
    <Suspense fallback={<PageSpinner />}>
      <HotJobsPage />
    </Suspense>
  ) : (
    <HomePage />
  );
}
