import { SMS_COOKIE } from '@app/shared/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { smsSecondsLeft } from '@/lib/sms';
import { fail, fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { SmsCodeButton } from './sms-code-button';

function Harness({ initial = '' }: { initial?: string }) {
  const [mobile, setMobile] = useState(initial);
  return (
    <>
      <input aria-label="手机号" value={mobile} onChange={(event) => setMobile(event.target.value)} />
      <SmsCodeButton mobile={mobile} scene="login" />
    </>
  );
}

const button = () => screen.getByRole('button');
let server: ReturnType<typeof fakeApi>;

beforeEach(() => {
  Cookies.remove(SMS_COOKIE, { path: '/' });
  // Only the clock and the ticking are faked: promises and antd's own timers run as usual.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date('2026-03-01T09:00:00+08:00'));
  server = fakeApi({
    'POST /api/sms/sendCode': () => ok({ resend_in: 60 }, '验证码已发送'),
  });
});

afterEach(() => {
  server.restore();
  vi.useRealTimers();
});

describe('SmsCodeButton', () => {
  it('asks for a mobile first: 请先输入手机号, and sends nothing', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(button());
    expect(await screen.findByText('请先输入手机号')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    expect(button().textContent).toBe('获取验证码');
  });

  it('refuses a malformed mobile before calling the server', async () => {
    renderWithProviders(<Harness initial="1380013" />);
    fireEvent.click(button());
    expect(await screen.findByText('请输入正确的11位手机号')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the code, then counts 60 s down each second and is disabled meanwhile', async () => {
    renderWithProviders(<Harness initial="13800138000" />);
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('60秒后重新获取'));
    expect(server.calls('POST /api/sms/sendCode')[0]?.body).toEqual({
      mobile: '13800138000',
      scene: 'login',
    });
    expect(await screen.findByText('验证码已发送至 13800138000')).toBeTruthy();
    expect(button()).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(1_000));
    expect(button().textContent).toBe('59秒后重新获取');
    act(() => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe('1秒后重新获取');
    act(() => vi.advanceTimersByTime(1_000));
    expect(button().textContent).toBe('获取验证码');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('survives a reload through the cookie', async () => {
    const first = renderWithProviders(<Harness initial="13800138000" />);
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('60秒后重新获取'));
    act(() => vi.advanceTimersByTime(15_000));
    first.unmount();

    // A fresh page: nothing but the cookie remembers the send.
    renderWithProviders(<Harness initial="13800138000" />);
    expect(button().textContent).toBe('45秒后重新获取');
    expect(button()).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(45_000));
    expect(button().textContent).toBe('获取验证码');
  });

  it('counts per mobile: another number may be sent a code at once', async () => {
    renderWithProviders(<Harness initial="13800138000" />);
    fireEvent.click(button());
    await waitFor(() => expect(button().textContent).toBe('60秒后重新获取'));
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13900139000' } });
    expect(button().textContent).toBe('获取验证码');
    expect(button()).toHaveProperty('disabled', false);
  });

  it('shows the server message as a red toast when the send fails, and does not count', async () => {
    server.restore();
    server = fakeApi({ 'POST /api/sms/sendCode': () => fail('发送太频繁，请稍后再试') });
    renderWithProviders(<Harness initial="13800138000" />);
    fireEvent.click(button());
    const toast = await screen.findByText('发送太频繁，请稍后再试');
    expect(
      toast
        .closest('.ant-message-notice-content, .ant-message-notice')
        ?.querySelector('.anticon-close-circle'),
    ).toBeTruthy();
    expect(button().textContent).toBe('获取验证码');
    expect(smsSecondsLeft('13800138000')).toBe(0);
  });
});
