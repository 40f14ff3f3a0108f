import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
