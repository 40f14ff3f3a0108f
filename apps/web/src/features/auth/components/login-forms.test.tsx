// The login forms inside the real routes: what they send, the toasts, and where a login lands (`redirect`).
import { SMS_COOKIE, TOKEN_COOKIE } from '@app/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLoginRedirect } from '@/lib/login-redirect';
import { useSession } from '@/lib/session';
import { fail, fakeApi, type Handler, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';

const user = userEvent.setup({ pointerEventsCheck: 0 });
const CONSENT = '我已阅读并同意《用户协议》和《隐私政策》';

const LOGIN = { token: 'tok-new', name: '小明', avatar: '', account: 'demo', expires_in: 604800 };
const INFO = {
  id: 7,
  user_type: 1,
  company_id: null,
  avatar: '',
  real_name: '',
  nickname: '小明',
  account: 'demo',
  name: '小明',
  mobile: '13800138000',
};

let server: ReturnType<typeof fakeApi>;

function start(extra: Record<string, Handler> = {}) {
  server = fakeApi({
    'GET /api/auth/config': () => ok({ wechat: false, sms_outbox: true }),
    'POST /api/login/account': () => ok(LOGIN, '登录成功'),
    'POST /api/login/mobileLogin': () => ok(LOGIN, '登录成功'),
    'POST /api/sms/sendCode': () => ok({ resend_in: 60 }),
    'GET /api/dev/sms/latest': () =>
      ok({ mobile: '13800138000', code: '246810', scene: 'login', sent_at: new Date().toISOString() }),
    'GET /api/user/info': () => ok(INFO),
    ...extra,
  });
}

beforeEach(() => {
  useSession.getState().clear();
  useLoginRedirect.getState().set(null);
  localStorage.clear();
  Cookies.remove(SMS_COOKIE, { path: '/' });
  document.body.innerHTML = '';
});

afterEach(() => server.restore());

/** The form's own 登录 (the header has one too). */
const submit = (name = '登录') =>
  within(document.querySelector('form') as HTMLElement).getByRole('button', { name });

async function passwordLogin(account: string, password: string) {
  await user.type(await screen.findByLabelText('账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(submit());
}

describe('password login', () => {
  it('trims the account, keeps the token, says 登录成功，欢迎回来 and goes to `redirect`', async () => {
    start();
    const app = renderRoutes(
      `/store/entry/loginPwd?redirect=${encodeURIComponent('/store/personal/security?x=1')}`,
    );
    await passwordLogin('  demo  ', 'Demo@2026');
    expect(await screen.findByText('登录成功，欢迎回来')).toBeTruthy();
    expect(server.calls('POST /api/login/account')[0]?.body).toEqual({
      account: 'demo',
      password: 'Demo@2026',
      scene: 'user',
    });
    await waitFor(() => expect(app.where()).toBe('/store/personal/security?x=1'));
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-new');
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ account: 'demo' });
  });

  it('goes to the dashboard without a redirect', async () => {
    start();
    const app = renderRoutes('/store/entry/loginPwd');
    await passwordLogin('demo', 'Demo@2026');
    await waitFor(() => expect(app.where()).toBe('/store/dashboard/profile'));
  });

  it('ignores a redirect that leaves the app', async () => {
    start();
    const app = renderRoutes(`/store/entry/loginPwd?redirect=${encodeURIComponent('https://evil.example/')}`);
    await passwordLogin('demo', 'Demo@2026');
    await waitFor(() => expect(app.where()).toBe('/store/dashboard/profile'));
  });

  it('shows the server message as a red toast and stays on the form', async () => {
    start({ 'POST /api/login/account': () => fail('账号或密码错误') });
    const app = renderRoutes('/store/entry/loginPwd?redirect=%2Fdemo');
    await passwordLogin('demo', 'wrong');
    const toast = await screen.findByText('账号或密码错误');
    expect(toast.closest('.ant-message-notice')?.querySelector('.anticon-close-circle')).toBeTruthy();
    expect(app.where()).toBe('/store/entry/loginPwd?redirect=%2Fdemo');
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('asks for the account and password before calling', async () => {
    start();
    renderRoutes('/store/entry/loginPwd');
    await screen.findByLabelText('账号');
    await user.click(submit());
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(server.calls('POST /api/login/account')).toHaveLength(0);
  });
});

describe('SMS login', () => {
  it('sends mobile + code (filled from the dev outbox) and lands on `redirect`', async () => {
    start();
    const app = renderRoutes(
      `/store/entry/loginEmail?redirect=${encodeURIComponent('/interview_mianshilishi')}`,
    );
    expect(await screen.findByText('未注册的手机号验证后将自动创建账号')).toBeTruthy();
    await user.type(screen.getByLabelText('手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('60秒后重新获取');
    await user.click(screen.getByRole('button', { name: /本机调试：自动填入验证码/ }));
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveProperty('value', '246810'));
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(submit());
    await waitFor(() => expect(app.where()).toBe('/interview_mianshilishi'));
    expect(server.calls('POST /api/login/mobileLogin')[0]?.body).toEqual({
      mobile: '13800138000',
      code: '246810',
    });
    expect(server.calls('POST /api/sms/sendCode')[0]?.body).toEqual({
      mobile: '13800138000',
      scene: 'login',
    });
  });

  it('refuses to log in until the consent box is ticked, which starts unticked', async () => {
    start();
    renderRoutes('/store/entry/loginEmail');
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.type(screen.getByLabelText('验证码'), '246810');
    const consent = screen.getByRole('checkbox', { name: CONSENT });
    expect(consent).toHaveProperty('checked', false);
    await user.click(submit());
    expect(await screen.findByText('请先阅读并勾选同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(server.calls('POST /api/login/mobileLogin')).toHaveLength(0);

    await user.click(consent);
    await user.click(submit());
    await waitFor(() => expect(server.calls('POST /api/login/mobileLogin')).toHaveLength(1));
    // The API of SPEC §7 is unchanged: the consent is the form's, not a field of the call.
    expect(server.calls('POST /api/login/mobileLogin')[0]?.body).toEqual({
      mobile: '13800138000',
      code: '246810',
    });
  });

  it('links both documents from the consent line, opening in a new tab so the form keeps what was typed', async () => {
    start();
    renderRoutes('/store/entry/loginEmail');
    const agreement = await screen.findByRole('link', { name: '《用户协议》' });
    const privacy = screen.getByRole('link', { name: '《隐私政策》' });
    expect([agreement.getAttribute('href'), agreement.getAttribute('target')]).toEqual([
      '/agreement',
      '_blank',
    ]);
    expect([privacy.getAttribute('href'), privacy.getAttribute('target')]).toEqual([
      '/privacy-policy',
      '_blank',
    ]);
  });

  it('refuses a number that is not a mainland mobile, such as 12345678901, before any call', async () => {
    start();
    renderRoutes('/store/entry/loginEmail');
    await user.type(await screen.findByLabelText('手机号'), '12345678901');
    await user.type(screen.getByLabelText('验证码'), '246810');
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(submit());
    expect(await screen.findByText('请输入正确的11位手机号')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(screen.getAllByText('请输入正确的11位手机号').length).toBeGreaterThan(1));
    expect(server.calls('POST /api/login/mobileLogin')).toHaveLength(0);
    expect(server.calls('POST /api/sms/sendCode')).toHaveLength(0);
  });

  it('offers the code auto-fill only where the server says its outbox answers this machine', async () => {
    start({ 'GET /api/auth/config': () => ok({ wechat: false, sms_outbox: false }) });
    renderRoutes('/store/entry/loginEmail');
    await screen.findByLabelText('验证码');
    await waitFor(() => expect(server.calls('GET /api/auth/config')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /自动填入验证码/ })).toBeNull();
  });

  it('keeps the redirect on the way to registration and to the forgotten password', async () => {
    start();
    renderRoutes('/store/entry/loginEmail?redirect=%2Fdemo');
    const register = await screen.findByRole('link', { name: '没有账号？立即注册' });
    expect(register.getAttribute('href')).toBe('/store/entry/loginEmail?mode=register&redirect=%2Fdemo');
    expect(screen.getByRole('link', { name: '忘记密码？' }).getAttribute('href')).toBe(
      '/store/entry/forgottenPwd?redirect=%2Fdemo',
    );
  });
});

describe('the public dashboard login pages', () => {
  it('/store/dashboard/password logs in and goes to the interview profile page', async () => {
    start();
    const app = renderRoutes('/store/dashboard/password');
    expect(await screen.findByRole('heading', { name: '密码登录' })).toBeTruthy();
    await passwordLogin('demo', 'Demo@2026');
    await waitFor(() => expect(app.where()).toBe('/store/dashboard/profile'));
  });

  it('/store/dashboard/phone renders the SMS form', async () => {
    start();
    renderRoutes('/store/dashboard/phone');
    expect(await screen.findByRole('heading', { name: '手机号登录' })).toBeTruthy();
    expect(screen.getByLabelText('验证码')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveProperty('checked', false);
  });
});

describe('registration', () => {
  it('asks to confirm the password when the confirmation is empty (请再次输入密码)', async () => {
    start();
    renderRoutes('/store/entry/loginEmail?mode=register');
    await user.type(await screen.findByLabelText('密码'), 'Secret2026');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请再次输入密码')).toBeTruthy();
    expect(screen.queryByText('请设置新密码')).toBeNull();
  });

  it('says the account name is optional in its placeholder, with the rule under the field', async () => {
    start();
    renderRoutes('/store/entry/loginEmail?mode=register');
    const account = await screen.findByLabelText('账号（选填）');
    expect(account.getAttribute('placeholder')).toBe('账号（选填）');
    expect(screen.getByText('字母开头，4-20位字母、数字或下划线；可用于密码登录')).toBeTruthy();
  });

  it('refuses to register until the consent box is ticked', async () => {
    start({ 'POST /api/login/register': () => ok(LOGIN, '注册成功') });
    renderRoutes('/store/entry/loginEmail?mode=register');
    await user.type(await screen.findByLabelText('手机号'), '13700137000');
    await user.type(screen.getByLabelText('验证码'), '135790');
    await user.type(screen.getByLabelText('密码'), 'Secret2026');
    await user.type(screen.getByLabelText('确认密码'), 'Secret2026');
    expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请先阅读并勾选同意《用户协议》和《隐私政策》')).toBeTruthy();
    expect(server.calls('POST /api/login/register')).toHaveLength(0);
  });

  it('checks the passwords match, then registers and logs in', async () => {
    start({ 'POST /api/login/register': () => ok(LOGIN, '注册成功') });
    const app = renderRoutes('/store/entry/loginEmail?mode=register');
    await user.type(await screen.findByLabelText('手机号'), '13700137000');
    await user.type(screen.getByLabelText('验证码'), '135790');
    await user.type(screen.getByLabelText('密码'), 'Secret2026');
    await user.type(screen.getByLabelText('确认密码'), 'Secret2027');
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.calls('POST /api/login/register')).toHaveLength(0);

    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'Secret2026');
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(app.where()).toBe('/store/dashboard/profile'));
    expect(server.calls('POST /api/login/register')[0]?.body).toEqual({
      mobile: '13700137000',
      code: '135790',
      password: 'Secret2026',
    });
    expect(await screen.findByText('注册成功，欢迎加入')).toBeTruthy();
  });
});
