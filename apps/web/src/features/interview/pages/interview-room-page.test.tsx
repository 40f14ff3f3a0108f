// The room page end to end in jsdom: start, a typed answer streamed back over SSE, a refused answer kept in the
// box, and the finish with the experience feedback. The server is a fake speaking the contract's wire format.
import {
  type AnswerResponse,
  type DialogueLine,
  SCORE_DIMENSIONS,
  type StartInterviewResponse,
} from '@app/shared/interviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { useInterviewStore } from '../store';
import InterviewRoomPage from './interview-room-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });

const line = (seq: number, speaker: DialogueLine['speaker'], text: string): DialogueLine => ({
  seq,
  speaker,
  kind: speaker === 'interviewer' ? 'question' : 'answer',
  text,
  at_ms: seq * 1000,
  create_time: '2026-11-23T00:00:00Z',
});

const greeting = line(1, 'interviewer', '你好，请先做个自我介绍。');
const start: StartInterviewResponse = {
  interview_id: 42,
  status: 'ongoing',
  line: greeting,
  dialogues: [greeting],
  interviewer_id: 3,
  language: 'zh',
  remaining_seconds: 600,
  finished: false,
};

function sseResponse(events: Array<[string, unknown]>): Response {
  const body = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

let server: ReturnType<typeof fakeApi>;
const answers: Array<Record<string, unknown>> = [];
let replies: Array<() => Response> = [];

beforeEach(() => {
  sessionStorage.clear();
  answers.length = 0;
  useInterviewStore.setState({
    interviewId: 42,
    interviewDuration: 10,
    interviewerId: 3,
  });
  server = fakeApi({
    'POST /api/interview/start': () => ok(start),
    'POST /api/interview/finishInterview': () =>
      ok({
        interview_id: 42,
        duration: 75,
        overall_score: 72,
        scores: Object.fromEntries(
          SCORE_DIMENSIONS.map((d) => [d, { score: d === 'grooming' ? null : 70, evidence: [], advice: '' }]),
        ),
      }),
    'POST /api/feedback/submit': () => ok(null, '感谢您的反馈！'),
    'POST /api/interview/answer': (request) => {
      answers.push(request.body as Record<string, unknown>);
      const next = replies.shift();
      if (!next) throw new TypeError('no reply queued');
      return next();
    },
  });
});

afterEach(() => {
  server.restore();
});

const answerBox = () => screen.getByRole('textbox', { name: /输入回答/ });

describe('InterviewRoomPage', () => {
  it('holds a typed interview: subtitles, streamed reply, transcript, finish and the feedback dialog', async () => {
    const follow: AnswerResponse = {
      line: line(3, 'interviewer', '能具体说说吗？'),
      follow_up: true,
      finished: false,
    };
    const closing: AnswerResponse = {
      line: line(5, 'interviewer', '感谢参加本次面试。'),
      follow_up: false,
      finished: true,
    };
    replies = [
      () =>
        sseResponse([
          ['delta', { text: '能具体' }],
          ['delta', { text: '说说吗？' }],
          ['line', follow],
        ]),
      () => sseResponse([['line', closing]]),
    ];
    const { router } = renderWithProviders(<InterviewRoomPage />, { path: '/store/interview_ing' });

    expect(
      await screen.findByText('你好，请先做个自我介绍。', { selector: '[data-testid=subtitle] span' }),
    ).toBeTruthy();
    expect(screen.getByText('[面试官]你好，请先做个自我介绍。')).toBeTruthy();
    expect(screen.getByRole('button', { name: /开始回答/ })).toBeTruthy();

    await user.type(answerBox(), '我做过三年后端开发');
    // Typing starts the turn: the one primary control is now 回答完毕.
    await user.click(await screen.findByRole('button', { name: /回答完毕/ }));
    expect(await screen.findByText('[候选人]我做过三年后端开发')).toBeTruthy();
    expect(await screen.findByText('[面试官]能具体说说吗？')).toBeTruthy();
    expect(answers[0]).toMatchObject({ interviewId: 42, text: '我做过三年后端开发' });
    expect(typeof answers[0]?.client_id).toBe('string');
    expect(answers[0]?.answer_end_ms).toBeGreaterThanOrEqual(Number(answers[0]?.answer_start_ms));
    // Typed in the box: the server is told, and measures no speech rate from it.
    expect(answers[0]?.spoken).toBe(false);

    await user.type(answerBox(), '负责订单系统，QPS 提升了三倍');
    await user.click(await screen.findByRole('button', { name: /回答完毕/ }));
    // The goodbye is said with nothing left to answer.
    expect(await screen.findByText('[面试官]感谢参加本次面试。')).toBeTruthy();
    expect((answerBox() as HTMLTextAreaElement).disabled).toBe(true);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
    expect(within(dialog).getByText('面试体验反馈')).toBeTruthy();
    expect(server.calls('POST /api/interview/finishInterview')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: '以后再说' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Interview_Analysis/42'));
  }, 30_000);

  it('keeps a refused answer in the box with the server message, nothing left queued', async () => {
    replies = [
      () =>
        new Response(JSON.stringify({ code: 0, msg: '回答内容不能为空', data: null }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    ];
    renderWithProviders(<InterviewRoomPage />, { path: '/store/interview_ing' });
    await screen.findByText('[面试官]你好，请先做个自我介绍。');
    await user.type(answerBox(), '嗯');
    await user.click(await screen.findByRole('button', { name: /回答完毕/ }));
    expect(await screen.findByText('回答内容不能为空')).toBeTruthy();
    await waitFor(() => expect((answerBox() as HTMLTextAreaElement).value).toBe('嗯'));
    expect(screen.queryByText('[候选人]嗯')).toBeNull();
    expect(sessionStorage.getItem('interview-pending-answer:42')).toBeNull();
  }, 20_000);

  it('sends a finished interview opened again to its analysis, without asking for feedback again', async () => {
    server.restore();
    server = fakeApi({
      'POST /api/interview/start': () =>
        ok({ ...start, status: 'finished', finished: true, remaining_seconds: 0 }),
    });
    const { router } = renderWithProviders(<InterviewRoomPage />, { path: '/store/interview_ing' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Interview_Analysis/42'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('after a reload resends the answer that had not arrived, with its client_id', async () => {
    sessionStorage.setItem(
      'interview-pending-answer:42',
      JSON.stringify({ interviewId: 42, text: '断网前的回答', client_id: 'kept-id', answer_end_ms: 3000 }),
    );
    replies = [
      () =>
        sseResponse([
          ['line', { line: line(3, 'interviewer', '好的，下一题。'), follow_up: false, finished: false }],
        ]),
    ];
    renderWithProviders(<InterviewRoomPage />, { path: '/store/interview_ing' });
    expect(await screen.findByText('[候选人]断网前的回答')).toBeTruthy();
    expect(await screen.findByText('[面试官]好的，下一题。')).toBeTruthy();
    expect(answers[0]).toMatchObject({ client_id: 'kept-id', text: '断网前的回答' });
    expect(sessionStorage.getItem('interview-pending-answer:42')).toBeNull();
  }, 20_000);

  it('asks before a link leaves the live interview, as 暂停离开 does, and stays on 取消', async () => {
    const { router } = renderWithProviders(<InterviewRoomPage />, { path: '/store/interview_ing' });
    await screen.findByText('[面试官]你好，请先做个自我介绍。');
    void router.navigate('/?mode=jobs');
    const ask = await screen.findByRole('dialog', { name: '确定暂停并离开面试吗？' });
    await user.click(within(ask).getByRole('button', { name: /取\s*消/ }));
    expect(router.state.location.pathname).toBe('/store/interview_ing');
    void router.navigate('/?mode=jobs');
    const asked = await waitFor(() => {
      const all = screen.getAllByRole('dialog', { name: '确定暂停并离开面试吗？' });
      expect(all).toHaveLength(2);
      return all;
    });
    await user.click(within(asked[1] as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  }, 20_000);
});
