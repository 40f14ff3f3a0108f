// 更多职位 against a fake backend: the interview's recommended jobs, paging, a card opening the job.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { JOBS_MESSAGES as M } from '../messages';
import MorePositionsPage from './more-positions-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

const job = (id: number) => ({
  id,
  title: `推荐职位${id}`,
  company_name: `公司${id}`,
  city: '上海',
  recruitment_type: 0,
  salary_start: 20,
  salary_end: 30,
});

describe('MorePositionsPage', () => {
  it('lists the interview’s recommended jobs, pages, and opens a job on the board', async () => {
    server = fakeApi({
      'GET /api/recommend/moreList': (r) => {
        const page = Number(r.params.page_no);
        return ok({ lists: page === 1 ? [job(1), job(2)] : [job(11)], count: 12 });
      },
    });
    const { router } = renderWithProviders(<MorePositionsPage />, { path: '/more_position?interviewId=7' });
    const list = await screen.findByTestId('more-positions');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('推荐职位1'), expect.stringContaining('推荐职位2')]);
    expect(screen.getByText(M.morePositions.forInterview, { exact: false })).toBeTruthy();
    expect(server.calls('GET /api/recommend/moreList')[0]!.params).toMatchObject({
      interviewId: 7,
      page_no: 1,
      page_size: 10,
    });
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('推荐职位11')).toBeTruthy();
    expect(router.state.location.search).toContain('page=2');
    await user.click(screen.getByText('推荐职位11'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?mode=jobs&jobId=11');
  });

  it('an empty answer shows the empty state', async () => {
    server = fakeApi({ 'GET /api/recommend/moreList': () => ok({ lists: [], count: 0 }) });
    renderWithProviders(<MorePositionsPage />, { path: '/more_position?position=%E9%87%8F%E5%AD%90' });
    expect(await screen.findByText(M.empty)).toBeTruthy();
    expect(screen.getByText(M.morePositions.forPosition('量子'), { exact: false })).toBeTruthy();
    expect(server.calls('GET /api/recommend/moreList')[0]!.params).toMatchObject({ position: '量子' });
  });
});
