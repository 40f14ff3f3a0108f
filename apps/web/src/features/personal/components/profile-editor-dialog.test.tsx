import { SMS_COOKIE } from '@app/shared/constants';
import type { UserCenter } from '@app/shared/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ProfileEditorDialog } from './profile-editor-dialog';

const user = userEvent.setup({ pointerEventsCheck: 0 });

const PROFILE: UserCenter = {
  id: 7,
  user_type: 1,
  company_id: null,
  avatar: '',
  real_name: '王小明',
  nickname: '小明',
  account: 'demo',
  name: '小明',
  mobile: '13800138000',
  email: '',
  phone: '13800138000',
  wechat: 'xiaoming_wx',
  address: '',
  has_password: true,
  wechat_bound: false,
  default_resume_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

let server: ReturnType<typeof fakeApi>;
const onClose = vi.fn();

beforeEach(() => {
  Cookies.remove(SMS_COOKIE, { path: '/' });
  onClose.mockReset();
  server = fakeApi({
    'GET /api/user/center': () => ok(PROFILE),
    'GET /api/auth/config': () => ok({ wechat: false, sms_outbox: false }),
    'POST /api/user/updateUser': () => ok(PROFILE),
    'POST /api/sms/sendCode': () => ok({ resend_in: 60 }),
    'POST /api/user/bindMobile': () => ok(PROFILE),
    'POST /api/user/changePassword': () => ok(null),
    'POST /api/upload/image': () => ok({ id: 3, url: '/api/files/avatar/a.png?e=1&s=x', name: 'a.png' }),
  });
});

afterEach(() => server.restore());

/** The editor, open, with the profile loaded into it. */
async function openEditor() {
  renderWithProviders(<ProfileEditorDialog open onClose={onClose} />);
  await screen.findByDisplayValue('xiaoming_wx');
  return screen.getAllByRole('dialog')[0]!;
}

/** The topmost open dialog (a sub-dialog opens over the editor). */
const top = () => screen.getAllByRole('dialog').at(-1)!;

describe('ProfileEditorDialog', () => {
  it('shows the avatar upload, username, WeChat id, the masked phone and password rows, 确认 and 取消', async () => {
    const editor = await openEditor();
    expect(within(editor).getByText('编辑资料')).toBeTruthy();
    expect(within(editor).getByDisplayValue('小明')).toBeTruthy();
    expect(within(editor).getByDisplayValue('138****8000')).toHaveProperty('readOnly', true);
    expect(within(editor).getByDisplayValue('••••••••')).toBeTruthy();
    expect(within(editor).getByRole('button', { name: '上传头像' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: '确认' })).toBeTruthy();
    expect(within(editor).getByRole('button', { name: '取消' })).toBeTruthy();
  });

  it('requires a username: 请输入用户名', async () => {
    const editor = await openEditor();
    await user.clear(within(editor).getByDisplayValue('小明'));
    await user.click(within(editor).getByRole('button', { name: '确认' }));
    expect(await within(editor).findByText('请输入用户名')).toBeTruthy();
    expect(server.calls('POST /api/user/updateUser')).toHaveLength(0);
  });

  it('takes the WeChat id as optional, as the basic-info page does: saves with it cleared', async () => {
    const editor = await openEditor();
    const wechat = within(editor).getByLabelText('微信号');
    expect(wechat.getAttribute('placeholder')).toContain('选填');
    await user.clear(wechat);
    await user.click(within(editor).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('个人资料更新成功')).toBeTruthy();
    expect(server.calls('POST /api/user/updateUser')[0]?.body).toEqual({ nickname: '小明', wechat: '' });
  });

  it('saves for real through updateUser, with the uploaded avatar: 个人资料更新成功', async () => {
    const editor = await openEditor();
    const username = within(editor).getByDisplayValue('小明');
    await user.clear(username);
    await user.type(username, '  小明同学 ');
    const input = editor.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(server.calls('POST /api/upload/image')).toHaveLength(1));
    const form = server.calls('POST /api/upload/image')[0]?.body as FormData;
    expect(form.get('dir')).toBe('avatar');

    await user.click(within(editor).getByRole('button', { name: '确认' }));
    expect(await screen.findByText('个人资料更新成功')).toBeTruthy();
    expect(server.calls('POST /api/user/updateUser')[0]?.body).toEqual({
      nickname: '小明同学',
      wechat: 'xiaoming_wx',
      avatar: '/api/files/avatar/a.png?e=1&s=x',
    });
    expect(onClose).toHaveBeenCalled();
  });

  describe('change phone', () => {
    async function openPhone() {
      const editor = await openEditor();
      const [phoneChange] = within(editor).getAllByRole('button', { name: '修改' });
      await user.click(phoneChange!);
      await within(top()).findByText('修改手机号');
      return top();
    }

    it('shows the current number masked, as everywhere else, never in full', async () => {
      const dialog = await openPhone();
      const current = within(dialog).getByLabelText('原手机号');
      expect(current).toHaveProperty('value', '138****8000');
      expect(current).toHaveProperty('readOnly', true);
      expect(within(dialog).queryByDisplayValue('13800138000')).toBeNull();
      expect(dialog.textContent).not.toContain('13800138000');
    });

    it('needs all four fields: 请填写完整信息 under each one left empty', async () => {
      const dialog = await openPhone();
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      await waitFor(() => expect(within(dialog).getAllByText('请填写完整信息')).toHaveLength(3));
      await user.type(within(dialog).getByLabelText('原手机验证码'), '123456');
      await user.type(within(dialog).getByLabelText('新手机号'), '13900139000');
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      await waitFor(() => expect(within(dialog).getAllByText('请填写完整信息')).toHaveLength(1));
      expect(server.calls('POST /api/user/bindMobile')).toHaveLength(0);
    });

    it('refuses a new number that is not a mainland mobile (12345678901)', async () => {
      const dialog = await openPhone();
      await user.type(within(dialog).getByLabelText('原手机验证码'), '111111');
      await user.type(within(dialog).getByLabelText('新手机号'), '12345678901');
      await user.type(within(dialog).getByLabelText('新手机验证码'), '222222');
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(await within(dialog).findByText('请输入正确的11位手机号')).toBeTruthy();
      expect(server.calls('POST /api/user/bindMobile')).toHaveLength(0);
    });

    it('asks for the phone before sending a code: 请先输入手机号', async () => {
      const dialog = await openPhone();
      const [, newCodeButton] = within(dialog).getAllByRole('button', { name: '获取验证码' });
      await user.click(newCodeButton!);
      expect(await screen.findByText('请先输入手机号')).toBeTruthy();
      expect(server.calls('POST /api/sms/sendCode')).toHaveLength(0);
    });

    it('says where the code went: 验证码已发送至 {phone}, then 手机号修改成功', async () => {
      const dialog = await openPhone();
      const [oldCodeButton] = within(dialog).getAllByRole('button', { name: '获取验证码' });
      await user.click(oldCodeButton!);
      expect(await screen.findByText('验证码已发送至 13800138000')).toBeTruthy();

      await user.type(within(dialog).getByLabelText('新手机号'), '13900139000');
      const newCodeButton = within(dialog).getByRole('button', { name: '获取验证码' });
      await user.click(newCodeButton);
      expect(await screen.findByText('验证码已发送至 13900139000')).toBeTruthy();
      expect(server.calls('POST /api/sms/sendCode').map((r) => r.body)).toEqual([
        { mobile: '13800138000', scene: 'bind' },
        { mobile: '13900139000', scene: 'bind' },
      ]);

      await user.type(within(dialog).getByLabelText('原手机验证码'), '111111');
      await user.type(within(dialog).getByLabelText('新手机验证码'), '222222');
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(await screen.findByText('手机号修改成功')).toBeTruthy();
      expect(server.calls('POST /api/user/bindMobile')[0]?.body).toEqual({
        old_mobile: '13800138000',
        old_code: '111111',
        mobile: '13900139000',
        code: '222222',
      });
    });
  });

  describe('set new password', () => {
    async function openPassword() {
      const editor = await openEditor();
      const [, passwordChange] = within(editor).getAllByRole('button', { name: '修改' });
      await user.click(passwordChange!);
      await within(top()).findByText('设置新密码');
      return top();
    }

    it("needs the code: 请填写手机号和验证码; the phone is the account's own, masked", async () => {
      const dialog = await openPassword();
      expect(within(dialog).getByLabelText('手机号')).toHaveProperty('value', '138****8000');
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(await within(dialog).findByText('请填写手机号和验证码')).toBeTruthy();
      expect(server.calls('POST /api/user/changePassword')).toHaveLength(0);
    });

    it('needs the password and its confirmation: 请设置新密码', async () => {
      const dialog = await openPassword();
      await user.type(within(dialog).getByLabelText('验证码'), '123456');
      await user.type(within(dialog).getByPlaceholderText('8-32位，包含字母和数字'), 'NewPass2026');
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(await within(dialog).findByText('请设置新密码')).toBeTruthy();
      expect(server.calls('POST /api/user/changePassword')).toHaveLength(0);
    });

    it('needs both to match: 两次输入的密码不一致; then 密码修改成功', async () => {
      const dialog = await openPassword();
      await user.type(within(dialog).getByLabelText('验证码'), '123456');
      await user.type(within(dialog).getByPlaceholderText('8-32位，包含字母和数字'), 'NewPass2026');
      const confirm = within(dialog).getByPlaceholderText('请再次输入新密码');
      await user.type(confirm, 'NewPass2027');
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
      expect(server.calls('POST /api/user/changePassword')).toHaveLength(0);

      await user.clear(confirm);
      await user.type(confirm, 'NewPass2026');
      await user.click(within(dialog).getByRole('button', { name: '确认' }));
      expect(await screen.findByText('密码修改成功')).toBeTruthy();
      expect(server.calls('POST /api/user/changePassword')[0]?.body).toEqual({
        mobile: '13800138000',
        code: '123456',
        password: 'NewPass2026',
      });
    });

    it('sends the code to the phone with scene reset', async () => {
      const dialog = await openPassword();
      await user.click(within(dialog).getByRole('button', { name: '获取验证码' }));
      expect(await screen.findByText('验证码已发送至 13800138000')).toBeTruthy();
      expect(server.calls('POST /api/sms/sendCode')[0]?.body).toEqual({
        mobile: '13800138000',
        scene: 'reset',
      });
    });
  });

  it('explains that WeChat binding is not available when WeChat is not configured', async () => {
    const editor = await openEditor();
    await user.click(within(editor).getByRole('button', { name: '扫码绑定' }));
    expect(await within(top()).findByText('微信绑定未开通')).toBeTruthy();
  });

  it('shows the WeChat bind page as a QR code when WeChat is configured', async () => {
    server.restore();
    server = fakeApi({
      'GET /api/user/center': () => ok(PROFILE),
      'GET /api/auth/config': () => ok({ wechat: true, sms_outbox: false }),
      'GET /api/login/getScanCode': () => ok({ url: 'https://open.weixin.qq.com/connect/qrconnect?appid=x' }),
    });
    const editor = await openEditor();
    await user.click(within(editor).getByRole('button', { name: '扫码绑定' }));
    expect(await within(top()).findByText('请使用微信扫描二维码完成绑定')).toBeTruthy();
    expect(top().querySelector('svg')).toBeTruthy();
    expect(server.calls('GET /api/login/getScanCode')[0]?.params).toEqual({
      url: '/store/personal/security',
      purpose: 'bind',
    });
  });
});
