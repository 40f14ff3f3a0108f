// What every successful login does: keep the session, say so for 5 s, go to `redirect` or the fallback.
import type { LoginResponse } from '@app/shared/auth';
import { TOAST_SECONDS } from '@app/shared/constants';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { getMessage, MESSAGE_KEYS } from '@/lib/feedback';
import { useLoginRedirect } from '@/lib/login-redirect';
import { safeRedirect } from '@/lib/safe-redirect';
import { useSession } from '@/lib/session';
import { AUTH_MESSAGES } from '../messages';

export function useCompleteLogin(fallback: string = paths.store.dashboard.root) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  return useCallback(
    (response: LoginResponse, message: string = AUTH_MESSAGES.loginSuccess) => {
      const target = safeRedirect(redirect, fallback);
      // Tell the guard first: on a login-entry page it would otherwise send the new session to the dashboard.
      useLoginRedirect.getState().set(target);
      useSession.getState().signIn(response.token, {
        name: response.name,
        avatar: response.avatar,
        account: response.account,
      });
      // 尚未登录 from the guard is no longer true.
      getMessage().destroy(MESSAGE_KEYS.notLoggedIn);
      getMessage().success({ content: message, duration: TOAST_SECONDS.loginSuccess });
      navigate(target, { replace: true });
    },
    [navigate, redirect, fallback],
  );
}
