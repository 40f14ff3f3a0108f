// The guard as a layout route: applies decideGuard to every navigation below it (SPEC §2).
import { TOAST_SECONDS } from '@app/shared/constants';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { COMMON_MESSAGES } from '@/config/messages';
import { getMessage } from '@/lib/feedback';
import { useSession } from '@/lib/session';
import { hasToken as tokenCookiePresent } from '@/lib/token';
import { decideGuard } from './guard';

const NOT_LOGGED_IN_KEY = 'guard-not-logged-in';

export function RouteGuard() {
  const location = useLocation();
  const sessionHasToken = useSession((s) => s.hasToken);
  // The cookie may have expired since the store last looked.
  const loggedIn = sessionHasToken && tokenCookiePresent();
  const decision = decideGuard(`${location.pathname}${location.search}`, loggedIn);

  useEffect(() => {
    if (sessionHasToken && !loggedIn) useSession.getState().syncToken();
  }, [sessionHasToken, loggedIn]);

  useEffect(() => {
    if (decision.action === 'login') {
      getMessage().error({
        content: COMMON_MESSAGES.notLoggedIn,
        duration: TOAST_SECONDS.guard,
        key: NOT_LOGGED_IN_KEY,
      });
    }
  }, [decision.action]);

  if (decision.action !== 'allow') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
