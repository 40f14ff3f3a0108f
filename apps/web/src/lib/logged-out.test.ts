import { TOKEN_COOKIE } from '@app/shared/constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoggedOutHandler, handleLoggedOut, showLoginTimeoutModal } from './logged-out';
import { registerNavigator } from './navigation';
import { USER_INFO_STORAGE_KEY, useSession } from './session';

const user = userEvent.setup({ pointerEventsCheck: 0 });
const navigate = vi.fn();
let unregister: () => void;

const confirmTitles = () =>
  [...document.querySelectorAll('.ant-modal-confirm-title')].map((el) => el.textContent);
const okButton = () => screen.getByRole('button', { name: /确\s*认/ });

beforeEach(() => {
  unregister = registerNavigator(navigate);
  navigate.mockReset();
  window.history.replaceState(null, '', '/store/personal/basic?tab=2');
});

afterEach(async () => {
  // Close whatever modal is still open so the next test starts clean.
  const ok = screen.queryByRole('button', { name: /确\s*认/ });
  if (ok) await user.click(ok);
  await waitFor(() => expect(confirmTitles()).toEqual([]));
  unregister();
});

describe('handleLoggedOut', () => {
  it('clears token and userInfo, then shows the login-timeout modal that leads to the login entry', async () => {
    useSession.getState().signIn('tok-1', { nickname: '小明' });
    expect(handleLoggedOut('expired')).toBe(true);
    // Throttled: a second 401 right after does nothing.
    expect(handleLoggedOut('expired')).toBe(false);

    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(useSession.getState().hasToken).toBe(false);

    await waitFor(() => expect(confirmTitles()).toEqual(['登录超时']));
    expect(screen.getByText('您的登录已过期，请重新登录')).toBeTruthy();
    await user.click(okButton());
    expect(navigate).toHaveBeenCalledWith(
      '/store/entry?redirect=%2Fstore%2Fpersonal%2Fbasic%3Ftab%3D2',
      undefined,
    );
  });
});

describe('createLoggedOutHandler', () => {
  it('runs at most once per 2 s', () => {
    let now = 0;
    const onLoggedOut = vi.fn();
    const handler = createLoggedOutHandler({ onLoggedOut, now: () => now });
    expect([handler('expired'), handler('invalid')]).toEqual([true, false]);
    now = 1_999;
    expect(handler('expired')).toBe(false);
    now = 2_000;
    expect(handler('invalid')).toBe(true);
    expect(onLoggedOut.mock.calls).toEqual([['expired'], ['invalid']]);
  });
});

describe('showLoginTimeoutModal', () => {
  it('says the login became invalid when told so, and opens only once at a time', async () => {
    showLoginTimeoutModal('您的登录状态已失效，请重新登录');
    showLoginTimeoutModal('您的登录状态已失效，请重新登录');
    await waitFor(() => expect(confirmTitles()).toEqual(['登录超时']));
    expect(screen.getByText('您的登录状态已失效，请重新登录')).toBeTruthy();
  });

  it('from a login-entry page goes to the plain entry, not to itself', async () => {
    window.history.replaceState(null, '', '/store/entry/loginPwd?redirect=%2Fdemo');
    showLoginTimeoutModal();
    await waitFor(() => expect(confirmTitles()).toEqual(['登录超时']));
    await user.click(okButton());
    expect(navigate).toHaveBeenCalledWith('/store/entry', undefined);
  });
});
