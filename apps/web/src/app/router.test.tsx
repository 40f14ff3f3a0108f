import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient, queryKeys } from '@/lib/query-client';
import { type SessionUser, useSession } from '@/lib/session';
import { fakeApi, HttpReply } from '@/testing/fake-api';
import { AppProvider } from './provider';
import { createRoutes } from './router';

/** Renders the real routes at `path`; a logged-in user gets their info answered from the query cache. */
function renderApp(path: string, user?: SessionUser | null) {
  const queryClient = createQueryClient();
  if (user !== undefined) {
    useSession.getState().signIn('tok-test', user);
    queryClient.setQueryData(queryKeys.userInfo, { code: 1, msg: 'success', data: user });
  }
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof renderApp>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  useSession.getState().clear();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('router', () => {
  it('redirects an unknown path to the 404 page, logged out or not', async () => {
    const router = renderApp('/nope');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(where(router)).toBe('/404');
    expect(screen.getByRole('button', { name: /返回首页/ })).toBeTruthy();
  });

  it('redirects an unknown path below a known one to 404 too', async () => {
    const router = renderApp('/store/personal/nothing-here');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(where(router)).toBe('/404');
  });

  it('sends a guest on a protected path to the login entry with 尚未登录 and the redirect kept', async () => {
    const router = renderApp('/store/personal/basic?tab=1');
    expect(await screen.findByText('尚未登录')).toBeTruthy();
    await waitFor(() =>
      expect(where(router)).toBe(
        `/store/entry/loginEmail?redirect=${encodeURIComponent('/store/personal/basic?tab=1')}`,
      ),
    );
    expect(await screen.findByText('验证码登录')).toBeTruthy();
  });

  it('lets a guest open a public page', async () => {
    const router = renderApp('/store/dashboard/QRCode');
    expect(await screen.findByText('扫码登录', { selector: 'h1' })).toBeTruthy();
    expect(where(router)).toBe('/store/dashboard/QRCode');
    expect(screen.queryByText('尚未登录')).toBeNull();
  });

  it('sends a logged-in user on a login-entry path to the dashboard profile', async () => {
    const router = renderApp('/store/entry/loginPwd', { nickname: '小明' });
    await waitFor(() => expect(where(router)).toBe('/store/dashboard/profile'));
    expect(await screen.findByText('Hi, 小明!')).toBeTruthy();
  });

  it('renders the same page for a top-level extra as for its /store counterpart', async () => {
    const router = renderApp('/resume_manage', { account: 'demo' });
    expect(await screen.findByText('简历管理', { selector: 'h1' })).toBeTruthy();
    expect(where(router)).toBe('/resume_manage');
    // In the personal centre's frame (its side menu on a screen as wide as jsdom's), 简历管理 selected.
    expect(screen.getByRole('menuitem', { name: '简历管理' }).classList).toContain('ant-menu-item-selected');
  });

  it('offers 返回面试 on the history page', async () => {
    renderApp('/interview_mianshilishi', { account: 'demo' });
    expect(await screen.findByText('面试记录', { selector: 'h1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /返回面试/ })).toBeTruthy();
  });

  it('shows the home landing with the guest greeting and the free-trial call', async () => {
    renderApp('/');
    expect(await screen.findByText('陪你练到拿 Offer')).toBeTruthy();
    expect(screen.getByText('Hi, 请登录')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /免费试用/ }).length).toBeGreaterThan(0);
    expect(screen.getByText('100,000+')).toBeTruthy();
  });

  it.each([
    ['the header', () => screen.getAllByRole('button', { name: /免费试用/ })[0]!],
    ['the home page', () => screen.getAllByRole('button', { name: /免费试用/ }).at(-1)!],
  ])('opens registration, not the QR tab, from 免费试用 in %s for a visitor', async (_, button) => {
    const router = renderApp('/');
    await screen.findByText('陪你练到拿 Offer');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button());
    await waitFor(() => expect(where(router)).toBe('/store/entry/loginEmail?mode=register'));
    expect(await screen.findByRole('heading', { name: '注册账号' }, { timeout: 5000 })).toBeTruthy();
  });

  it('opens registration from 免费试用 in the phone drawer too', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderApp('/');
    await user.click(await screen.findByRole('button', { name: '打开导航菜单' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('button', { name: '免费试用' }));
    await waitFor(() => expect(where(router)).toBe('/store/entry/loginEmail?mode=register'));
  });

  it('titles the SMS login page 验证码登录 and its registration view 注册账号', async () => {
    renderApp('/store/entry/loginEmail');
    await waitFor(() => expect(document.title).toBe('验证码登录 - AI面试官 · 求职'));
    document.body.innerHTML = '';
    renderApp('/store/entry/loginEmail?mode=register');
    await waitFor(() => expect(document.title).toBe('注册账号 - AI面试官 · 求职'));
  });

  it.each([
    ['/agreement', '用户协议', '隐私政策'],
    ['/privacy-policy', '隐私政策', '用户协议'],
  ])('lets a guest read %s, with the other document and the footer linked', async (path, title, other) => {
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeTruthy();
    expect(where(router)).toBe(path);
    expect(screen.queryByText('尚未登录')).toBeNull();
    expect(screen.getAllByRole('link', { name: `《${other}》` })[0]?.getAttribute('href')).toBe(
      other === '用户协议' ? '/agreement' : '/privacy-policy',
    );
    const footer = document.querySelector('footer')!;
    expect(footer.querySelector('a[href="/agreement"]')?.textContent).toBe('用户协议');
    expect(footer.querySelector('a[href="/privacy-policy"]')?.textContent).toBe('隐私政策');
  });

  it('says in the privacy policy what is collected, why, for how long, and where to export and delete it', async () => {
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { name: '隐私政策', level: 1 });
    const text = document.body.textContent ?? '';
    for (const fact of [
      '手机号',
      '简历',
      '录音录像',
      '面试结果',
      '为什么',
      '保存多久',
      '导出我的数据',
      '注销账号',
    ]) {
      expect(text).toContain(fact);
    }
    const settings = screen.getAllByRole('link', { name: '个人中心 → 隐私设置' });
    expect(settings[0]?.getAttribute('href')).toBe('/store/personal/privacy');
  });

  it('switches home to hot-jobs mode with ?mode=jobs', async () => {
    renderApp('/?mode=jobs');
    expect(await screen.findByRole('searchbox', { name: '搜索职位、公司或关键词' })).toBeTruthy();
    expect(screen.queryByText('该功能建设中，敬请期待')).toBeNull();
  });

  it('enters hot-jobs mode once from the session redirect flag', async () => {
    sessionStorage.setItem('home-hot-jobs-redirect', '1');
    const router = renderApp('/');
    await waitFor(() => expect(where(router)).toBe('/?mode=jobs'));
    expect(sessionStorage.getItem('home-hot-jobs-redirect')).toBeNull();
  });

  it('ends the session with 获取用户信息失败 when the user info has no data', async () => {
    renderApp('/', null);
    expect(await screen.findByText('获取用户信息失败')).toBeTruthy();
    await waitFor(() => expect(useSession.getState().hasToken).toBe(false));
    expect(await screen.findByText('Hi, 请登录')).toBeTruthy();
  });

  it('holds a page whose session ended under the 登录超时 modal, whose 确认 leads to login with the redirect', async () => {
    const server = fakeApi({
      'GET /api/user/info': () =>
        new HttpReply(
          401,
          { code: 0, msg: '登录状态已失效（token无效），请重新登录', data: null },
          { 'www-authenticate': 'Token error="invalid_token"' },
        ),
    });
    try {
      useSession.getState().signIn('tok-revoked', { account: 'demo' });
      const router = createMemoryRouter(createRoutes(), { initialEntries: ['/store/personal/general'] });
      render(
        <AppProvider queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProvider>,
      );
      expect(await screen.findByText('登录超时', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
      expect(screen.getByText('您的登录状态已失效，请重新登录')).toBeTruthy();
      expect(where(router)).toBe('/store/personal/general');
      expect(useSession.getState().hasToken).toBe(false);

      await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: /确\s*认/ }));
      await waitFor(() =>
        expect(where(router)).toBe(
          `/store/entry/loginEmail?redirect=${encodeURIComponent('/store/personal/general')}`,
        ),
      );
      expect(screen.queryByText('尚未登录')).toBeNull();
    } finally {
      server.restore();
    }
  });

  it('puts the personal-centre items in the phone drawer of a logged-in user', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const router = renderApp('/store/personal/security', { account: 'demo' });
    await user.click(await screen.findByRole('button', { name: '打开导航菜单' }));
    const group = await screen.findByRole('navigation', { name: '个人中心' });
    const links = [...group.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['个人中心', '/store/personal/basic'],
      ['消息提醒', '/chating'],
      ['面试记录', '/interview_mianshilishi'],
      ['简历管理', '/store/personal/resume'],
    ]);
    await user.click(screen.getByRole('link', { name: '简历管理' }));
    await waitFor(() => expect(where(router)).toBe('/store/personal/resume'));
  });

  it('opens 用户反馈 from the phone drawer', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderApp('/store/personal/basic', { account: 'demo' });
    await user.click(await screen.findByRole('button', { name: '打开导航菜单' }));
    const group = await screen.findByRole('navigation', { name: '个人中心' });
    await user.click(within(group).getByRole('button', { name: '用户反馈' }));
    expect(await screen.findByText('您对我们的服务有什么建议吗？')).toBeTruthy();
  });

  it('shows the sidebar with its five tooltipped buttons on a logged-in personal page', async () => {
    renderApp('/store/personal/basic', { account: 'demo' });
    for (const name of ['回到主页', '编辑资料', '面试历史', '用户反馈', '退出登录']) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
  });

  it('logs out from the sidebar to the home page, quietly, even when the call fails', async () => {
    const server = fakeApi({ 'POST /api/login/logout': () => new HttpReply(500, null) });
    try {
      const router = renderApp('/store/personal/basic', { account: 'demo' });
      await userEvent
        .setup({ pointerEventsCheck: 0 })
        .click(await screen.findByRole('button', { name: '退出登录' }));
      expect(await screen.findByText('退出登录失败，请重试')).toBeTruthy();
      await waitFor(() => expect(where(router)).toBe('/'));
      expect(useSession.getState().hasToken).toBe(false);
      expect(localStorage.getItem('userInfo')).toBeNull();
      expect(screen.queryByText('尚未登录')).toBeNull();
      expect(server.calls('POST /api/login/logout')).toHaveLength(1);
    } finally {
      server.restore();
    }
  });
});
