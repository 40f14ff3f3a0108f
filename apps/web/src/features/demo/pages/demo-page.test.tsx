// /demo without a backend: the four steps in order from the step bar and 下一步, the sample's report with its
// score and six dimensions, and the end leading a visitor to the QR login.
import { SCORE_DIMENSIONS } from '@app/shared/interviews';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DEMO_MESSAGES as M } from '../messages';
import { SAMPLE } from '../sample';
import DemoPage from './demo-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });

describe('DemoPage', () => {
  it('walks the four steps and ends at the QR login', async () => {
    const { router } = renderWithProviders(<DemoPage />, { path: '/demo' });
    const current = () => document.getElementById('demo-step-title')?.textContent;
    expect(current()).toBe(M.steps.choose.title);
    expect(screen.getByText(M.steps.choose.chosen)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: new RegExp(M.next) }));
    expect(current()).toBe(M.steps.prepare.title);
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.getByText(M.steps.prepare.questions(SAMPLE.result.questions.length))).toBeTruthy();
    // The step's title takes the focus, for the keyboard and screen readers.
    expect(document.activeElement?.id).toBe('demo-step-title');

    await user.click(screen.getByRole('button', { name: new RegExp(M.next) }));
    expect(current()).toBe(M.steps.room.title);

    const bar = screen.getByRole('navigation', { name: M.stepsLabel });
    await user.click(within(bar).getByRole('button', { name: new RegExp(M.steps.report.title) }));
    expect(current()).toBe(M.steps.report.title);
    const report = screen.getByTestId('demo-report');
    expect(within(report).getAllByText(String(SAMPLE.result.overall_score)).length).toBeGreaterThan(0);
    for (const d of SCORE_DIMENSIONS) {
      expect(within(report).getByTestId(`dimension-${d}`).textContent).toContain(
        String(SAMPLE.result.scores[d]?.score),
      );
    }

    await user.click(screen.getByRole('button', { name: M.login }));
    expect(router.state.location.pathname).toBe('/store/entry/loginQRCode');
  }, 30_000);

  it('opens the step in the address, and the first for anything else', () => {
    renderWithProviders(<DemoPage />, { path: '/demo?step=3' });
    expect(document.getElementById('demo-step-title')?.textContent).toBe(M.steps.room.title);
  });

  it('answers a step out of range with the first', () => {
    renderWithProviders(<DemoPage />, { path: '/demo?step=9' });
    expect(document.getElementById('demo-step-title')?.textContent).toBe(M.steps.choose.title);
  });
});
