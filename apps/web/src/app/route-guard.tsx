// The guard as a layout route: applies decideGuard to every navigation below it (SPEC §2).
import { TOAST_SECONDS } from '@app/shared/constants';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { COMMON_MESSAGES } from '@/config/messages';
import { getMessage, MESSAGE_KEYS } from '@/lib/feedback';
import { loginTimeoutJustShown, useLoginTimeoutModal } from '@/lib/logged-out';
import { useLoginRedirect } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';
import { hasToken as tokenCookiePresent } from '@/lib/token';
import { decideGuard, type GuardDecision, isEntryPath, isPublicPath } from './guard';

export function RouteGuard() {
  const location = useLocation();
  const sessionHasToken = useSession((s) => s.hasToken);
  // The cookie may have expired since the store last looked.
  const loggedIn = sessionHasToken && tokenCookiePresent();
  const timeoutModalOpen = useLoginTimeoutModal((s) => s.open);
  const loginTarget = useLoginRedirect((s) => s.target);
  const leaveTo = useLoginRedirect((s) => s.leaveTo);
  let decision: GuardDecision = decideGuard(`${location.pathname}${location.search}`, loggedIn);
  // A session that just ended waits for the login-timeout modal, whose 确认 leads to the login entry.
  if (decision.action === 'login' && timeoutModalOpen) decision = { action: 'allow' };
  // A login that just succeeded goes where it was asked to (`redirect`), not to the dashboard.
  if (decision.action === 'redirect' && loginTarget) decision = { action: 'redirect', to: loginTarget };
  // A session the user ended on purpose goes where they asked, not to the login page.
  if (decision.action === 'login' && leaveTo) decision = { action: 'redirect', to: leaveTo };

  useEffect(() => {
    if (loginTarget && !isEntryPath(location.pathname)) useLoginRedirect.getState().set(null);
  }, [loginTarget, location.pathname]);

  useEffect(() => {
    if (leaveTo && !loggedIn && isPublicPath(location.pathname)) useLoginRedirect.getState().setLeaveTo(null);
  }, [leaveTo, loggedIn, location.pathname]);

  useEffect(() => {
    if (sessionHasToken && !loggedIn) useSession.getState().syncToken();
  }, [sessionHasToken, loggedIn]);

  useEffect(() => {
    if (decision.action === 'login' && !loginTimeoutJustShown()) {
      getMessage().error({
        content: COMMON_MESSAGES.notLoggedIn,
        duration: TOAST_SECONDS.guard,
        key: MESSAGE_KEYS.notLoggedIn,
      });
    }
  }, [decision.action]);

  if (decision.action !== 'allow') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
