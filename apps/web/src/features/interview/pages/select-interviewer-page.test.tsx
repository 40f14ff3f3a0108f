// SPEC §2 interviewer selection: click to choose, click again to unchoose, the two warnings, and the way on.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMessage } from '@/lib/feedback';
import { renderWithProviders } from '@/testing/render';
import { useInterviewStore } from '../store';
import SelectInterviewerPage from './select-interviewer-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });

afterEach(() => {
  useInterviewStore.setState({ interviewerId: null });
  sessionStorage.clear();
});

function start() {
  return renderWithProviders(<SelectInterviewerPage />, { path: '/store/select_metahuman' });
}

const confirm = () => user.click(screen.getByRole('button', { name: '确认选择' }));

describe('select interviewer', () => {
  it('shows the title and both interviewers with their profiles', () => {
    start();
    expect(screen.getByRole('heading', { name: '请选择您的面试官' })).toBeTruthy();
    expect(screen.getByTestId('interviewer-2').textContent).toContain('适合人群');
    expect(screen.getByTestId('interviewer-3').textContent).toContain('面试风格');
  });

  it('warns 请先选择一位面试官 when nothing is chosen, and after a chosen card is clicked again', async () => {
    const { router } = start();
    await confirm();
    expect(await screen.findByText('请先选择一位面试官')).toBeTruthy();

    const gentle = screen.getByTestId('interviewer-3');
    await user.click(gentle);
    expect(gentle.getAttribute('aria-pressed')).toBe('true');
    await user.click(gentle);
    expect(gentle.getAttribute('aria-pressed')).toBe('false');
    await confirm();
    expect(router.state.location.pathname).toBe('/store/select_metahuman');
  });

  it('choosing one card unchooses the other', async () => {
    start();
    await user.click(screen.getByTestId('interviewer-2'));
    await user.click(screen.getByTestId('interviewer-3'));
    expect(screen.getByTestId('interviewer-2').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('interviewer-3').getAttribute('aria-pressed')).toBe('true');
  });

  it('id 2 shows 数字人正在开发中~ for 2 seconds and stays', async () => {
    const { router } = start();
    const warning = vi.spyOn(getMessage(), 'warning');
    await user.click(screen.getByTestId('interviewer-2'));
    await confirm();
    expect(await screen.findByText('数字人正在开发中~')).toBeTruthy();
    expect(warning).toHaveBeenCalledExactlyOnceWith({ content: '数字人正在开发中~', duration: 2 });
    expect(router.state.location.pathname).toBe('/store/select_metahuman');
    warning.mockRestore();
  });

  it('id 3 goes to /store/interview_pre?selectedId=3 and keeps the choice in the store', async () => {
    const { router } = start();
    await user.click(screen.getByTestId('interviewer-3'));
    await confirm();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/store/interview_pre?selectedId=3',
      ),
    );
    expect(useInterviewStore.getState().interviewerId).toBe(3);
  });
});
