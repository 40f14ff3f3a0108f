// The hot-jobs board against a fake backend: paging and selection (SPEC §4), filters, favourites,
// share links and 'interview this job'.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BootDataProvider } from '@/lib/boot-data';
import { useSession } from '@/lib/session';
import { type FakeRequest, fail, fakeApi, type Handler, HttpReply, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import type { Job } from '../types';
import HotJobsPage, { FIRST_PAGE_BOOT_KEY } from './hot-jobs-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });

const job = (id: number, extra: Partial<Job> = {}): Job => ({
  id,
  title: `职位${id}`,
  recruitment_type: 0,
  salary_start: 15,
  salary_end: 25,
  salary_month: 14,
  company_name: `公司${id}`,
  city: '北京',
  job_keywords: 'React,TypeScript',
  description: '负责前端开发\n参与评审',
  requirement: '本科及以上',
  is_favorite: false,
  ...extra,
});
const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => job(from + i));

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  useSession.getState().clear();
  localStorage.clear();
});

/** The actions below need an account: a session, as a logged-in seeker has. */
const signIn = () => useSession.getState().signIn('tok-1', { nickname: '小王' });

/** Pages of 10, 10 and 3 jobs. */
const threePages: Handler = (r: FakeRequest) => {
  const { page_no } = r.body as { page_no: number };
  return ok({ lists: page_no === 1 ? page(1, 10) : page_no === 2 ? page(11, 10) : page(21, 3), count: 23 });
};

function start(routes: Record<string, Handler>, path = '/?mode=jobs') {
  server = fakeApi(routes);
  return renderWithProviders(<HotJobsPage />, { path });
}

function scrollListToBottom() {
  const list = screen.getByTestId('job-list');
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 600 });
  list.scrollTop = 250; // 150 px from the bottom: inside the 200 px threshold
  fireEvent.scroll(list);
}

const cards = () => within(screen.getByTestId('job-list')).queryAllByRole('button', { name: /职位\d+/ });
const detailTitle = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('HotJobsPage', () => {
  it('selects the first job of the first page and shows its detail with the SPEC salary', async () => {
    start({ 'POST /api/search/hotJobs': threePages });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(detailTitle()).toBe('职位1');
    expect(screen.getAllByText('15K-25K/月 * 14').length).toBeGreaterThan(1);
    expect(screen.getByText('负责前端开发')).toBeTruthy();
    expect(screen.getByText('参与评审')).toBeTruthy();
    expect(server?.calls('POST /api/search/hotJobs')[0]?.body).toMatchObject({ page_no: 1, page_size: 10 });
  });

  it('shows the first page the server rendered it with, asks only for page 2, and searches afresh when mounted again', async () => {
    function Remountable() {
      const [mount, setMount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setMount(mount + 1)}>
            again
          </button>
          <HotJobsPage key={mount} />
        </>
      );
    }
    server = fakeApi({ 'POST /api/search/hotJobs': threePages });
    renderWithProviders(
      <BootDataProvider data={{ [FIRST_PAGE_BOOT_KEY]: { lists: page(101, 10), count: 23 } }}>
        <Remountable />
      </BootDataProvider>,
      { path: '/?mode=jobs' },
    );
    // In the first render, without a search (a card reads '职位101', then its salary '15K-25K/月 * 14').
    expect(cards().map((card) => card.textContent?.split('15K')[0])).toEqual(
      page(101, 10).map((j) => j.title),
    );
    await waitFor(() => expect(detailTitle()).toBe('职位101'));
    expect(server.calls('POST /api/search/hotJobs')).toEqual([]);
    scrollListToBottom();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(
      server.calls('POST /api/search/hotJobs').map((r) => (r.body as { page_no: number }).page_no),
    ).toEqual([2]);
    // The page's data was for the first mount: the next one searches as usual.
    await user.click(screen.getByRole('button', { name: 'again' }));
    await waitFor(() => expect(detailTitle()).toBe('职位1'));
    expect(
      server.calls('POST /api/search/hotJobs').map((r) => (r.body as { page_no: number }).page_no),
    ).toEqual([2, 1]);
  });

  it('appends later pages on scroll, one load at a time, and stops after a short page', async () => {
    start({ 'POST /api/search/hotJobs': threePages });
    await waitFor(() => expect(cards()).toHaveLength(10));
    scrollListToBottom();
    scrollListToBottom(); // a second scroll while page 2 loads starts nothing
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(server?.calls('POST /api/search/hotJobs')).toHaveLength(2);
    expect(detailTitle()).toBe('职位1');
    scrollListToBottom();
    await waitFor(() => expect(cards()).toHaveLength(23));
    scrollListToBottom();
    await screen.findByText('没有更多了');
    expect(
      server?.calls('POST /api/search/hotJobs').map((r) => (r.body as { page_no: number }).page_no),
    ).toEqual([1, 2, 3]);
  });

  it('keeps loading while full pages do not fill a tall list', async () => {
    const proto = HTMLElement.prototype;
    Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 2000 });
    Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => 1000 });
    try {
      start({ 'POST /api/search/hotJobs': threePages });
      await waitFor(() => expect(cards()).toHaveLength(23));
      expect(server?.calls('POST /api/search/hotJobs')).toHaveLength(3);
    } finally {
      // jsdom's own getters live on Element.prototype; removing ours brings them back.
      delete (proto as { clientHeight?: number }).clientHeight;
      delete (proto as { scrollHeight?: number }).scrollHeight;
    }
  });

  it('does not load on a scroll far from the bottom', async () => {
    start({ 'POST /api/search/hotJobs': threePages });
    await waitFor(() => expect(cards()).toHaveLength(10));
    const list = screen.getByTestId('job-list');
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 600 });
    list.scrollTop = 100; // 300 px from the bottom
    fireEvent.scroll(list);
    // What the scroll set going has run: React's updates, and the promises up to the request.
    await act(async () => {});
    expect(server?.calls('POST /api/search/hotJobs')).toHaveLength(1);
    // The same list scrolled near the bottom does load: the scroll above could have.
    scrollListToBottom();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(server?.calls('POST /api/search/hotJobs')).toHaveLength(2);
  });

  it('empties the list and the selection when a load fails', async () => {
    let broken = false;
    start({
      'POST /api/search/hotJobs': (r) => (broken ? new HttpReply(500, fail('坏了')) : threePages(r)),
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    broken = true;
    scrollListToBottom();
    await screen.findByText('暂无相关职位');
    expect(cards()).toHaveLength(0);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('applies the keyword on Enter and a filter at once, restarting from page 1', async () => {
    start({ 'POST /api/search/hotJobs': threePages });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.type(screen.getByRole('searchbox', { name: /搜索职位/ }), '前端{Enter}');
    await waitFor(() => expect(server?.calls('POST /api/search/hotJobs')).toHaveLength(2));
    expect(server?.calls('POST /api/search/hotJobs')[1]?.body).toMatchObject({ keyword: '前端', page_no: 1 });
  });

  it('shows the empty state when nothing matches', async () => {
    start({ 'POST /api/search/hotJobs': () => ok({ lists: [], count: 0 }) });
    await screen.findByText('暂无相关职位');
  });

  it('flips the favourite on the detail and the list with a success message', async () => {
    signIn();
    start({
      'POST /api/search/hotJobs': threePages,
      'POST /api/job/favorite/add': () => ok(null),
      'POST /api/job/favorite/cancel': () => ok(null),
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /(^| )收藏$/ }));
    await screen.findByText('收藏成功');
    expect(screen.getByRole('button', { name: /已收藏/ }).getAttribute('aria-pressed')).toBe('true');
    expect(server?.calls('POST /api/job/favorite/add')[0]?.body).toEqual({ job_id: 1 });
    await user.click(screen.getByRole('button', { name: /已收藏/ }));
    await screen.findByText('已取消收藏');
    expect(server?.calls('POST /api/job/favorite/cancel')[0]?.body).toEqual({ job_id: 1 });
  });

  it('lists the favourites with page size 20 when 我的收藏 is on', async () => {
    signIn();
    start({
      'POST /api/search/hotJobs': threePages,
      'GET /api/job/favorite/list': () => ok({ lists: [job(77, { is_favorite: true })] }),
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /我的收藏/ }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(detailTitle()).toBe('职位77');
    expect(server?.calls('GET /api/job/favorite/list')[0]?.params).toEqual({ page_no: 1, page_size: 20 });
  });

  it('opens a shared link with its job selected', async () => {
    start(
      {
        'POST /api/search/hotJobs': threePages,
        'GET /api/position/getJobInfo': (r) => ok(job(Number(r.params.id), { title: '分享的职位' })),
      },
      '/?mode=jobs&jobId=555',
    );
    await waitFor(() => expect(detailTitle()).toBe('分享的职位'));
  });

  it('uploads the job as a text JD and lands on the profile page with jd_url stored', async () => {
    signIn();
    const view = start({
      'POST /api/search/hotJobs': threePages,
      'POST /api/upload/image': () => ok({ id: 1, url: '/files/jd/1.txt', name: '职位1.txt' }),
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '面试该职位' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/store/dashboard/profile'));
    const form = server?.calls('POST /api/upload/image')[0]?.body as FormData;
    expect(form.get('dir')).toBe('jd');
    const text = await (form.get('file') as File).text();
    expect(text).toContain('职位名称：职位1');
    expect(text).toContain('薪资：15K-25K/月 * 14');
    expect(localStorage.getItem('jd_url')).toBe('/files/jd/1.txt');
    expect(localStorage.getItem('jd_name')).toBe('职位1.txt');
  });

  it('asks whether to continue when the JD upload fails', async () => {
    signIn();
    const view = start({
      'POST /api/search/hotJobs': threePages,
      'POST /api/upload/image': () => fail('上传失败'),
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: '面试该职位' }));
    await screen.findByText('是否继续前往面试？');
    expect(view.router.state.location.pathname).toBe('/');
    await user.click(screen.getByRole('button', { name: '继续' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/store/dashboard/profile'));
  });

  it('lets a visitor browse without any 登录超时, and asks them to log in, back to the same job', async () => {
    const view = start({ 'POST /api/search/hotJobs': threePages });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(detailTitle()).toBe('职位1');
    // No expectations asked for: a visitor has none, and the refusal would read as an expired session.
    expect(server?.calls('GET /api/userExpect/list')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /(^| )收藏$/ }));
    await user.click(await screen.findByRole('button', { name: '去登录' }));
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
        `/store/entry?redirect=${encodeURIComponent('/?mode=jobs&jobId=1')}`,
      ),
    );
    expect(server?.calls('POST /api/job/favorite/add')).toHaveLength(0);
    expect(screen.queryByText('登录超时')).toBeNull();
  });

  it.each([/立即投递/, /面试该职位/, /添加期望/, /我的收藏/])(
    'asks a visitor to log in for %s',
    async (action) => {
      start({ 'POST /api/search/hotJobs': threePages });
      await waitFor(() => expect(cards()).toHaveLength(10));
      await user.click(screen.getByRole('button', { name: action }));
      expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy();
      expect(server?.calls('GET /api/job/favorite/list')).toHaveLength(0);
      expect(server?.calls('POST /api/upload/image')).toHaveLength(0);
    },
  );

  it('names its icon buttons by their words alone', async () => {
    signIn();
    start({ 'POST /api/search/hotJobs': threePages });
    await waitFor(() => expect(cards()).toHaveLength(10));
    for (const name of ['收藏', '分享', '举报', '我的收藏', '重置筛选']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });
});
