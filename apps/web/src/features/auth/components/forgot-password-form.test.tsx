import { MOBILE_NOT_REGISTERED } from '@app/shared/auth';
import { SMS_COOKIE } from '@app/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  Cookies.remove(SMS_COOKIE, { path: '/' });
  server = fakeApi({
    'GET /api/auth/config': () => ok({ wechat: false, sms_outbox: false }),
    'POST /api/sms/sendCode': (req) =>
      (req.body as { mobile: string }).mobile === '13912345678'
        ? fail(MOBILE_NOT_REGISTERED)
        : ok({ resend_in: 60 }),
    'POST /api/user/forgotPwd': (req) =>
      (req.body as { code: string }).code === '123456'
        ? ok({ reset_token: 'rt-1', expires_in: 600 })
        : fail('验证码错误'),
    'POST /api/user/resetPassword': () => ok(null, '密码已重置'),
  });
});

afterEach(() => server.restore());

const form = () => document.querySelector('form') as HTMLElement;

describe('忘记密码', () => {
  it('verifies the mobile with a reset code, sets the new password twice, and leads back to login', async () => {
    const app = renderRoutes('/store/entry/forgottenPwd?redirect=%2Fdemo');
    await user.type(await screen.findByLabelText('手机号'), '13800138000');
    await user.click(within(form()).getByRole('button', { name: '获取验证码' }));
    await screen.findByText('验证码已发送至 13800138000');
    expect(server.calls('POST /api/sms/sendCode')[0]?.body).toEqual({
      mobile: '13800138000',
      scene: 'reset',
    });

    await user.type(screen.getByLabelText('验证码'), '654321');
    await user.click(within(form()).getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('验证码错误')).toBeTruthy();

    await user.clear(screen.getByLabelText('验证码'));
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(within(form()).getByRole('button', { name: '下一步' }));
    await user.type(await screen.findByLabelText('新密码'), 'Fresh2026pw');
    await user.type(screen.getByLabelText('确认密码'), 'Fresh2026px');
    await user.click(within(form()).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();

    await user.clear(screen.getByLabelText('确认密码'));
    await user.type(screen.getByLabelText('确认密码'), 'Fresh2026pw');
    await user.click(within(form()).getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('密码已重置')).toBeTruthy();
    expect(server.calls('POST /api/user/resetPassword')[0]?.body).toEqual({
      reset_token: 'rt-1',
      password: 'Fresh2026pw',
    });

    await user.click(screen.getByRole('button', { name: '返回登录' }));
    await waitFor(() => expect(app.where()).toBe('/store/entry/loginPwd?redirect=%2Fdemo'));
  });
});

describe('忘记密码 for a number with no account', () => {
  it('says plainly the number is not registered and offers registration with it', async () => {
    const app = renderRoutes('/store/entry/forgottenPwd?redirect=%2Fdemo');
    await user.type(await screen.findByLabelText('手机号'), '13912345678');
    await user.click(within(form()).getByRole('button', { name: '获取验证码' }));
    const notice = (await screen.findByText('该手机号还没有注册账号')).closest('.ant-alert') as HTMLElement;
    expect(notice.textContent).toContain('直接用这个手机号注册');

    // 下一步 does not pretend a code could work for it.
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(within(form()).getByRole('button', { name: '下一步' }));
    expect(server.calls('POST /api/user/forgotPwd')).toHaveLength(0);

    await user.click(within(notice).getByRole('button', { name: '立即注册' }));
    await waitFor(() => expect(app.where()).toBe('/store/entry/loginEmail?mode=register&redirect=%2Fdemo'));
    expect(await screen.findByRole('heading', { name: '注册账号' })).toBeTruthy();
    expect(screen.getByLabelText('手机号')).toHaveProperty('value', '13912345678');
  });

  it('drops the offer once another number is typed', async () => {
    renderRoutes('/store/entry/forgottenPwd');
    const mobile = await screen.findByLabelText('手机号');
    await user.type(mobile, '13912345678');
    await user.click(within(form()).getByRole('button', { name: '获取验证码' }));
    await screen.findByText('该手机号还没有注册账号');
    await user.clear(mobile);
    await user.type(mobile, '13800138000');
    await waitFor(() => expect(screen.queryByText('该手机号还没有注册账号')).toBeNull());
  });
});
