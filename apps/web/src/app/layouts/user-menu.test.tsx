import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/session';
import { renderWithProviders } from '@/testing/render';
import { UserMenu } from './user-menu';

const user: SessionUser = { id: 1, nickname: '小林', avatar: '' };

describe('UserMenu', () => {
  it('keeps the avatar button its own look beside the dropdown trigger class, and opens on click', async () => {
    renderWithProviders(<UserMenu user={user} onFeedback={() => {}} />);
    const button = screen.getByRole('button', { name: '用户菜单' });
    expect(button.classList.contains('plain-button')).toBe(true);
    expect(button.classList.contains('ant-dropdown-trigger')).toBe(true);
    await userEvent.click(button);
    expect(await screen.findByText('退出登录')).toBeTruthy();
  });

  it('opens 消息提醒 (/chating) in a new tab, leaving this page where it is', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderWithProviders(<UserMenu user={user} onFeedback={() => {}} />, { path: '/qzpp' });
    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    await userEvent.click(await screen.findByText('消息提醒'));
    expect(open).toHaveBeenCalledWith('/chating', '_blank', 'noopener');
    expect(router.state.location.pathname).toBe('/qzpp');
    open.mockRestore();
  });
});
