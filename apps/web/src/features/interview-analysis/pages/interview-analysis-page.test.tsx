// The analysis report against a fake backend with response fixtures: the report's parts, the video seeking
// from the transcript, the talent pool's answers, and the states without a report.

import { RECOMMEND_MESSAGES } from '@app/shared/recommend-messages';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { queryClient } from '@/lib/query-client';
import { fail, fakeApi, type Handler, HttpReply, ok } from '@/testing/fake-api';
import { jobsFixture, resultFixture, trendFixture, videosFixture } from '../fixtures';
import { INTERVIEW_ANALYSIS_MESSAGES as M } from '../messages';
import InterviewAnalysisPage from './interview-analysis-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

const backend: Record<string, Handler> = {
  'GET /api/interview/getInterviewResult': (r) =>
    Number(r.params.interviewId) === 7 ? ok(resultFixture) : new HttpReply(404, fail('面试记录不存在')),
  'GET /api/interview/trend': () => ok({ lists: trendFixture }),
  'POST /api/recommend/getRecommendVideo': () => ok(videosFixture),
  'POST /api/recommend/getRecommendId': () => ok({ recommend_id: 11 }),
  'GET /api/recommend/getRecommendResult': () => ok(jobsFixture),
};

function start(path: string, routes: Record<string, Handler> = {}) {
  cleanup();
  server?.restore();
  server = fakeApi({ ...backend, ...routes });
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: '/Interview_Analysis', element: <InterviewAnalysisPage /> },
      { path: '/Interview_Analysis/:id', element: <InterviewAnalysisPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('InterviewAnalysisPage', () => {
  it('shows the hero, radar, six dimensions (未测量 where not measured), summary and questions', async () => {
    start('/Interview_Analysis/7');
    expect(await screen.findByRole('heading', { name: resultFixture.interview_name })).toBeTruthy();
    expect(screen.getByText(M.verdict(72))).toBeTruthy();
    expect(screen.getByRole('img', { name: M.sections.radar })).toBeTruthy();
    const grooming = screen.getByTestId('dimension-grooming');
    expect(within(grooming).getByText(M.dimension.notMeasured)).toBeTruthy();
    expect(within(grooming).getByText(M.dimension.notMeasuredHint)).toBeTruthy();
    const timely = screen.getByTestId('dimension-timely_response');
    expect(within(timely).getByText('55')).toBeTruthy();
    expect(within(timely).getByText('平均 6.4 秒开始回答')).toBeTruthy();
    expect(within(timely).getByText('被问住时先复述问题、说出思路。')).toBeTruthy();
    expect(screen.getByText(resultFixture.summary)).toBeTruthy();
    expect(screen.getByText('项目成果没有量化')).toBeTruthy();
    // Questions: the first open with what was missing and a retry link to the room's route.
    expect(screen.getByText('优化前后的数据')).toBeTruthy();
    // Every panel is rendered (collapsed ones too, so the print layout can show them).
    const practise = screen.getAllByRole('link', { name: new RegExp(M.question.practise), hidden: true });
    expect(practise.map((a) => a.getAttribute('href'))).toEqual([
      '/store/interview_retry?interviewId=7&seq=2',
      '/store/interview_retry?interviewId=7&seq=4',
    ]);
    // Recommendations.
    expect(await screen.findByText(videosFixture.lists[0]!.title)).toBeTruthy();
    expect(screen.getByText(M.videos.for('反应速度'))).toBeTruthy();
    expect(await screen.findByText('15K-25K/月 * 14')).toBeTruthy();
    expect(screen.getByRole('img', { name: M.sections.trend })).toBeTruthy();
  });

  it('clicking a transcript line seeks the video there; the line being spoken is highlighted', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    start('/Interview_Analysis/7');
    const video = (await screen.findByTestId('replay-video')) as HTMLVideoElement;
    const transcript = screen.getByRole('list', { name: M.sections.transcript });
    await user.click(within(transcript).getByText('请介绍一个你做过的性能优化。'));
    expect(video.currentTime).toBe(30);
    expect(play).toHaveBeenCalled();
    const current = () => transcript.querySelector('[aria-current="true"]')?.textContent;
    expect(current()).toContain('请介绍一个你做过的性能优化。');
    // As it plays on, the highlight follows.
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 37 });
    fireEvent.timeUpdate(video);
    expect(current()).toContain('我把首页的包拆分了');
    // A line with no time on the recording cannot be sought.
    expect(within(transcript).getByText('好的，今天就到这里。').closest('button')?.disabled).toBe(true);
    play.mockRestore();
  });

  it('sends the result to the talent pool after saying what companies see, and withdraws it', async () => {
    let inPool = false;
    start('/Interview_Analysis/7', {
      'GET /api/recommend/talentPool': () => ok({ interview_id: 7, in_pool: inPool, visible: true }),
      'POST /api/recommend/add': () => {
        inPool = true;
        return ok({ interview_id: 7, added: true }, '已将本次面试结果推荐到人才库');
      },
      'POST /api/recommend/talentPool/withdraw': () => {
        inPool = false;
        return ok({ interview_id: 7, in_pool: false, visible: true }, RECOMMEND_MESSAGES.talentPoolWithdrawn);
      },
    });
    await user.click(await screen.findByRole('button', { name: new RegExp(M.actions.talentPool) }));
    expect(await screen.findByText(RECOMMEND_MESSAGES.talentPoolConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: M.actions.talentPoolOk }));
    expect(await screen.findByText('已将本次面试结果推荐到人才库')).toBeTruthy();
    expect(await screen.findByText(M.actions.talentPoolDone)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: M.actions.talentPoolWithdraw }));
    const dialogs = await screen.findAllByRole('button', { name: M.actions.talentPoolWithdraw });
    await user.click(dialogs[dialogs.length - 1]!);
    expect(await screen.findByText(RECOMMEND_MESSAGES.talentPoolWithdrawn)).toBeTruthy();
    // Three modal round trips: 19 s on a loaded two-core machine, where the default 15 s ran out.
  }, 40_000);

  it('offers the privacy setting when the user opted out; 用此结果投递 leads to the jobs', async () => {
    const router = start('/Interview_Analysis/7', {
      'GET /api/recommend/talentPool': () => ok({ interview_id: 7, in_pool: false, visible: false }),
      'POST /api/recommend/add': () => fail(RECOMMEND_MESSAGES.talentPoolOptedOut),
    });
    // 用此结果投递 leads to the matching jobs, each of which applies with this result.
    await user.click(await screen.findByRole('button', { name: new RegExp(M.actions.apply) }));
    expect(await screen.findByText(M.actions.pickJob)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: new RegExp(M.actions.talentPool) }));
    await user.click(await screen.findByRole('button', { name: M.actions.talentPoolOk }));
    expect(await screen.findByText(RECOMMEND_MESSAGES.talentPoolOptedOut)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: new RegExp(M.actions.openPrivacy) }));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/store/personal/privacy');
  });

  it('without an id opens the newest finished interview, or an empty state', async () => {
    start('/Interview_Analysis', {
      'GET /api/interview/list': () =>
        ok({
          lists: [
            { id: 9, interview_id: 9, status: 'ongoing' },
            { id: 7, interview_id: 7, status: 'finished' },
          ],
          count: 2,
        }),
    });
    expect(await screen.findByRole('heading', { name: resultFixture.interview_name })).toBeTruthy();
    start('/Interview_Analysis', { 'GET /api/interview/list': () => ok({ lists: [], count: 0 }) });
    expect(await screen.findByText(M.empty.title)).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(M.empty.action) })).toBeTruthy();
  });

  it('answers a missing, foreign or malformed id with 不存在, and a failure with a retry', async () => {
    start('/Interview_Analysis/8');
    expect(await screen.findByText(M.notFound)).toBeTruthy();
    start('/Interview_Analysis/abc');
    expect(await screen.findByText(M.notFound)).toBeTruthy();
    let calls = 0;
    start('/Interview_Analysis/7', {
      'GET /api/interview/getInterviewResult': () =>
        ++calls === 1 ? new HttpReply(502, {}) : ok(resultFixture),
    });
    await user.click(await screen.findByRole('button', { name: new RegExp(M.retry) }));
    expect(await screen.findByRole('heading', { name: resultFixture.interview_name })).toBeTruthy();
  });
});
