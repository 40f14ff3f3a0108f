// The history page against a fake backend: cards, search, paging by wheel and dots, rename, delete with undo,
// batch delete, the empty state and the no-token messages (SPEC §2, §4, §5, §8, §9).
import { TOKEN_COOKIE } from '@app/shared/constants';
import type { InterviewListItem } from '@app/shared/interviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import InterviewHistoryPage from './interview-history-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  Cookies.remove(TOKEN_COOKIE);
});
beforeEach(() => {
  Cookies.set(TOKEN_COOKIE, 'token-1');
});

function interview(id: number, fields: Partial<InterviewListItem> = {}): InterviewListItem {
  return {
    id,
    interview_id: id,
    interview_name: `面试${id}`,
    interview_position: '前端工程师',
    create_time: new Date(Date.UTC(2026, 10, 20 - (id % 3), 8)).toISOString(),
    overall_score: 60 + id,
    status: 'finished',
    ...fields,
  };
}

/** A backend holding `all`, newest first, paged as the server pages. */
function backend(all: InterviewListItem[]) {
  let rows = [...all];
  const deleted: number[] = [];
  const list = (r: FakeRequest) => {
    const pageNo = Number(r.params.page_no);
    const size = Number(r.params.page_size);
    const q = String(r.params.interviewName ?? '');
    const hits = rows.filter((i) => i.interview_name.includes(q));
    return ok({ lists: hits.slice((pageNo - 1) * size, pageNo * size), count: hits.length });
  };
  server = fakeApi({
    'GET /api/interview/list': list,
    'PUT /api/interview/update': (r) => {
      const { id, interview_name } = r.body as { id: number; interview_name: string };
      rows = rows.map((i) => (i.id === id ? { ...i, interview_name } : i));
      return ok(null, '修改成功');
    },
    'DELETE /api/interview/delete': (r) => {
      const id = Number(r.params.id);
      deleted.push(id);
      rows = rows.filter((i) => i.id !== id);
      return ok(null, '删除成功');
    },
    'DELETE /api/interview/batchDelete': (r) => {
      const { ids } = r.body as { ids: number[] };
      rows = rows.filter((i) => !ids.includes(i.id));
      return ok({ count: ids.length });
    },
    ...Object.fromEntries(
      all.map((i) => [
        `POST /api/interview/restoreInterview/${i.id}`,
        () => {
          rows = [...rows, i].sort((a, b) => a.id - b.id);
          return ok(null);
        },
      ]),
    ),
    'GET /api/interview/getLastDeleteInterview': () => {
      const id = deleted.at(-1);
      return ok(id ? { ...all.find((i) => i.id === id)!, delete_time: new Date().toISOString() } : null);
    },
  });
}

const cards = () => screen.queryAllByTestId('history-card');
const pageText = () => screen.getByTestId('history-page').textContent;

describe('InterviewHistoryPage', () => {
  it('shows twelve cards a page with name, date, position and a score ring labelled 得分', async () => {
    backend([
      interview(1, { status: 'ongoing', overall_score: null }),
      ...Array.from({ length: 13 }, (_, i) => interview(i + 2)),
    ]);
    renderWithProviders(<InterviewHistoryPage />, { path: '/interview_mianshilishi' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const first = cards()[0]!;
    expect(within(first).getByText('面试1')).toBeTruthy();
    expect(within(first).getByText('前端工程师')).toBeTruthy();
    expect(within(first).getByText('进行中')).toBeTruthy();
    expect(within(first).getByText('得分')).toBeTruthy();
    expect(within(cards()[1]!).getByText('62')).toBeTruthy();
    expect(within(first).getByText(/^2026-11-\d\d \d\d:\d\d$/)).toBeTruthy();
    expect(pageText()).toBe('1/2');
    expect(server!.calls('GET /api/interview/list')[0]!.params).toMatchObject({ page_no: 1, page_size: 12 });
  });

  it('pages with the wheel past the threshold, and with the dots', async () => {
    backend(Array.from({ length: 30 }, (_, i) => interview(i + 1)));
    renderWithProviders(<InterviewHistoryPage />, { path: '/interview_mianshilishi' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const viewport = screen.getByTestId('history-viewport');
    fireEvent.wheel(viewport, { deltaY: 20 });
    fireEvent.wheel(viewport, { deltaY: 60 });
    fireEvent.wheel(viewport, { deltaY: 60 });
    await waitFor(() => expect(pageText()).toBe('2/3'));
    await waitFor(() => expect(screen.getByText('面试13')).toBeTruthy());
    // The second turn was within the lock (use-wheel-paging.test.ts drives the lock by its clock).
    expect(pageText()).toBe('2/3');
    await user.click(screen.getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(pageText()).toBe('3/3'));
    await waitFor(() => expect(cards()).toHaveLength(6));
    // Three renders of twelve cards and two real slides: slow on a busy machine.
  }, 30_000);

  it('searches on Enter and on the icon', async () => {
    backend([interview(1, { interview_name: 'Java后端' }), interview(2)]);
    renderWithProviders(<InterviewHistoryPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const box = screen.getByRole('searchbox', { name: '搜索面试记录' });
    await user.type(box, 'Java{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(server!.calls('GET /api/interview/list').at(-1)!.params.interviewName).toBe('Java');
    await user.clear(box);
    await user.type(box, '面试');
    await user.click(screen.getByRole('button', { name: '搜索面试记录' }));
    await waitFor(() =>
      expect(server!.calls('GET /api/interview/list').at(-1)!.params.interviewName).toBe('面试'),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('renames: a blank name sends nothing; a name is sent trimmed and 修改成功 shown', async () => {
    backend([interview(1)]);
    renderWithProviders(<InterviewHistoryPage />);
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '修改名称 面试1' }));
    const input = await screen.findByRole('textbox', { name: '面试名称' });
    await user.clear(input);
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入面试名称')).toBeTruthy();
    expect(server!.calls('PUT /api/interview/update')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, '  新的名字 ');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(server!.calls('PUT /api/interview/update')[0]!.body).toEqual({
      id: 1,
      interview_name: '新的名字',
    });
    await waitFor(() => expect(screen.getByText('新的名字')).toBeTruthy());
  });

  it('deletes after 您确定要删除吗？ and undoes it from the message', async () => {
    backend([interview(1), interview(2)]);
    renderWithProviders(<InterviewHistoryPage />);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '删除 面试2' }));
    expect((await screen.findAllByText('您确定要删除吗？')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(server!.calls('DELETE /api/interview/delete')[0]!.params).toEqual({ id: 2 });
    await waitFor(() => expect(cards()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: /撤\s*销/ }));
    await waitFor(() => expect(server!.calls('POST /api/interview/restoreInterview/2')).toHaveLength(1));
    expect(server!.calls('GET /api/interview/getLastDeleteInterview')).toHaveLength(1);
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('batch mode: clicks select, leaving clears the selection, batch delete says how many', async () => {
    backend([interview(1), interview(2), interview(3)]);
    const { router } = renderWithProviders(<InterviewHistoryPage />);
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: '批量管理' }));
    await user.click(screen.getByRole('button', { name: '面试1' }));
    expect(screen.getByRole('button', { name: '面试1' }).getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: '取消批量管理' }));
    await user.click(screen.getByRole('button', { name: '批量管理' }));
    expect(screen.getByRole('button', { name: '面试1' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /批量删除/ }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: '面试1' }));
    await user.click(screen.getByRole('button', { name: '面试3' }));
    await user.click(screen.getByRole('button', { name: /批量删除/ }));
    await user.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    expect(await screen.findByText('成功删除 2 项记录')).toBeTruthy();
    expect(server!.calls('DELETE /api/interview/batchDelete')[0]!.body).toEqual({ ids: [1, 3] });
    await waitFor(() => expect(cards()).toHaveLength(1));
  });

  it('opens the analysis of a clicked card', async () => {
    backend([interview(7)]);
    const { router } = renderWithProviders(<InterviewHistoryPage />);
    await user.click(await screen.findByRole('button', { name: '面试7' }));
    expect(router.state.location.pathname).toBe('/Interview_Analysis/7');
  });

  it('goes back a page when a delete empties the current one', async () => {
    backend(Array.from({ length: 13 }, (_, i) => interview(i + 1)));
    renderWithProviders(<InterviewHistoryPage />, { path: '/?page=2' });
    await waitFor(() => expect(pageText()).toBe('2/2'));
    await user.click(await screen.findByRole('button', { name: '删除 面试13' }));
    await user.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(pageText()).toBe('1/1'));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('shows 暂无面试记录 when there is nothing', async () => {
    backend([]);
    renderWithProviders(<InterviewHistoryPage />);
    expect(await screen.findByText('暂无面试记录')).toBeTruthy();
  });

  it('without a token warns, says so, and goes to the login entry', async () => {
    Cookies.remove(TOKEN_COOKIE);
    backend([interview(1)]);
    const { router } = renderWithProviders(<InterviewHistoryPage />);
    expect(await screen.findByText('身份验证已过期，请重新登录')).toBeTruthy();
    expect(await screen.findByText('您尚未登录或登录已过期，请重新登录')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/store/entry');
    expect(server!.calls('GET /api/interview/list')).toHaveLength(0);
  });
});
