// The start page against a fake backend: the resume list chooses the CV, the stored JD shows, the recent
// interviews link to their analysis, and starting needs both documents.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storeJd } from '@/lib/interview-files';
import { fakeApi, type Handler, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import InterviewStartPage from './interview-start-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  server?.restore();
  localStorage.clear();
});

const resume = (id: number, name: string, is_default = false) => ({
  id,
  name,
  url: `/files/${id}`,
  mime: 'application/pdf',
  size: 100,
  created_at: '2026-11-20T08:00:00Z',
  is_default,
  parsed: true,
});

const routes: Record<string, Handler> = {
  'GET /api/resume/list': () => ok([resume(1, '张三-前端.pdf', true), resume(2, '张三-全栈.pdf')]),
  'GET /api/interview/list': () =>
    ok({
      lists: [
        {
          id: 7,
          interview_id: 7,
          interview_name: '前端工程师模拟面试',
          interview_position: '前端工程师',
          create_time: '2026-11-21T10:00:00Z',
          overall_score: 86,
          status: 'finished',
        },
      ],
      count: 1,
    }),
};

function start() {
  server = fakeApi(routes);
  return renderWithProviders(<InterviewStartPage />, { path: '/store/dashboard/profile' });
}

describe('interview start page', () => {
  it('asks for the recent five and links each to its analysis', async () => {
    start();
    const link = await screen.findByRole('link', { name: /前端工程师模拟面试/ });
    expect(link.getAttribute('href')).toBe('/store/Interview_Analysis/7');
    expect(server?.calls('GET /api/interview/list')[0]?.params).toEqual({ page_no: 1, page_size: 5 });
  });

  it('chooses the CV from the resume list and keeps it under cv_url / cv_name', async () => {
    start();
    await user.click(await screen.findByRole('radio', { name: /张三-全栈\.pdf/ }));
    expect(localStorage.getItem('cv_url')).toBe('/files/2');
    expect(localStorage.getItem('cv_name')).toBe('张三-全栈.pdf');
    expect(screen.getByTestId('chosen-cv').textContent).toContain('张三-全栈.pdf');
  });

  it('shows the JD stored by "interview this job" and starts only with both documents', async () => {
    storeJd('/files/jd-9', '前端工程师_JD.txt');
    const { router } = start();
    expect(screen.getByTestId('chosen-jd').textContent).toContain('前端工程师_JD.txt');
    await user.click(screen.getByRole('button', { name: /开始面试/ }));
    expect(await screen.findAllByText('请先选择简历')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/store/dashboard/profile');

    await user.click(await screen.findByRole('radio', { name: /张三-前端\.pdf/ }));
    await user.click(screen.getByRole('button', { name: /开始面试/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/select_metahuman'));
  });
});
