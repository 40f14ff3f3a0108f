// /qzpp against a fake backend: the consult form validates the phone, sends the lead and confirms.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import CoachingPage from './coaching-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

describe('CoachingPage', () => {
  it('shows what a session covers, the coaches and the free first consultation', () => {
    renderWithProviders(<CoachingPage />, { path: '/qzpp' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('一对一');
    for (const text of ['简历精修', '真人模拟面试', 'Offer 选择', '陈老师', '免费']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('validates the phone, then sends the request and shows the confirmation', async () => {
    server = fakeApi({
      'POST /api/consult': () => ok({ id: 7, updated: false }, '提交成功，顾问将在1个工作日内与您联系'),
    });
    renderWithProviders(<CoachingPage />, { path: '/qzpp' });
    await user.type(screen.getByRole('textbox', { name: '您的称呼' }), '王同学');
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '1234');
    await user.click(screen.getByRole('combobox', { name: '需要的帮助' }));
    await user.click(await screen.findByTitle('简历精修', { exact: true }));
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('请输入正确的11位手机号')).toBeTruthy();
    expect(server.calls('POST /api/consult')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: '手机号' }));
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13900001111');
    await user.click(screen.getByRole('button', { name: '提交预约' }));
    expect(await screen.findByText('提交成功，顾问将在1个工作日内与您联系')).toBeTruthy();
    await waitFor(() =>
      expect(server?.calls('POST /api/consult')[0]?.body).toMatchObject({
        name: '王同学',
        mobile: '13900001111',
        topic: 'resume',
        source: 'coaching',
      }),
    );
  }, 30_000);
});
