// The apply flow of SPEC §4 against a fake backend: each answer of checkSessionExists, the materials dialog's
// states, and what is sent on submit.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, type Handler, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { useApplyFlow } from './apply-flow';
import { APPLY_MESSAGES as M } from './messages';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  server?.restore();
  cleanup();
});

const interviews = {
  lists: [
    {
      id: 7,
      interview_id: 7,
      interview_name: '前端工程师模拟面试',
      interview_position: '前端工程师',
      create_time: '2026-11-20T08:00:00.000Z',
      overall_score: 82,
    },
    {
      id: 8,
      interview_id: 8,
      interview_name: '产品经理模拟面试',
      interview_position: '产品经理',
      create_time: '2026-11-21T08:00:00.000Z',
      overall_score: 70,
    },
  ],
  count: 2,
};

const backend = (check: Handler, routes: Record<string, Handler> = {}): Record<string, Handler> => ({
  'GET /api/chat/jobRecruiter': () =>
    ok({ user_id: 42, name: '王经理', avatar: null, company_name: '星河科技', job_title: '前端工程师' }),
  'GET /api/chat/checkSessionExists': check,
  'GET /api/interview/list': () => ok(interviews),
  'POST /api/chat/getOrCreateSession': () => ok({ id: 5, sessionId: 5 }),
  'POST /api/chat/sendMessage': () => ok({ id: 1, seq: 1 }),
  ...routes,
});

function Harness({ interviewId }: { interviewId?: number }) {
  const flow = useApplyFlow();
  return (
    <>
      <button
        type="button"
        onClick={() => void flow.start({ jobId: 3, ...(interviewId ? { interviewId } : {}) })}
      >
        开始投递
      </button>
      {flow.dialogs}
    </>
  );
}

async function startApplying(routes: Record<string, Handler>, interviewId?: number) {
  server = fakeApi(routes);
  renderWithProviders(<Harness {...(interviewId ? { interviewId } : {})} />);
  await user.click(screen.getByRole('button', { name: '开始投递' }));
}

describe('apply flow', () => {
  it('code 0 without a message opens the materials dialog; submits only with a selection', async () => {
    await startApplying(backend(() => fail('')));
    expect(await screen.findByText(M.dialog.title)).toBeTruthy();
    expect(await screen.findByText('前端工程师模拟面试')).toBeTruthy();
    expect(screen.getByText(M.dialog.archived('2026-11-20'))).toBeTruthy();
    expect(server!.calls('GET /api/chat/checkSessionExists')[0]!.params).toMatchObject({
      targetUserId: 42,
      jobId: 3,
    });
    expect(server!.calls('GET /api/interview/list')[0]!.params).toMatchObject({ pageNo: 1, pageSize: 50 });
    expect(document.body.style.overflow).toBe('hidden');
    const submit = screen.getByRole('button', { name: M.dialog.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByText('产品经理模拟面试'));
    await user.click(submit);
    expect((await screen.findAllByText(M.success.title)).length).toBeGreaterThan(0);
    expect(server!.calls('POST /api/chat/getOrCreateSession')[0]!.body).toEqual({
      target_user_type: 2,
      target_user_id: 42,
      job_id: 3,
    });
    expect(server!.calls('POST /api/chat/sendMessage')[0]!.body).toMatchObject({
      session_id: 5,
      content: '8',
      message_type: 'interview',
      receiver_type: 2,
    });
  });

  it('code 1 asks with the server’s message and a question mark, then continues', async () => {
    await startApplying(
      backend(() => ok({ id: 5, sessionId: 5 }, '您已投递过该职位，是否继续投递')),
      7,
    );
    expect(await screen.findByText('您已投递过该职位，是否继续投递?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: M.confirm.ok }));
    expect(await screen.findByText(M.dialog.title)).toBeTruthy();
    // Applying from a report: that interview is already chosen.
    await screen.findByText('前端工程师模拟面试');
    expect((screen.getByRole('button', { name: M.dialog.submit }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('any other answer shows the server’s message as an error', async () => {
    await startApplying(backend(() => fail('该职位已关闭')));
    expect(await screen.findByText('该职位已关闭')).toBeTruthy();
    expect(screen.queryByText(M.dialog.title)).toBeNull();
  });

  it('shows the empty state, the load failure and the submit failure', async () => {
    await startApplying(
      backend(() => fail(''), { 'GET /api/interview/list': () => ok({ lists: [], count: 0 }) }),
    );
    expect(await screen.findByText(M.dialog.emptyTitle)).toBeTruthy();
    expect(screen.getByText(M.dialog.emptyHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: M.dialog.startInterview })).toBeTruthy();
    cleanup();
    server?.restore();

    await startApplying(backend(() => fail(''), { 'GET /api/interview/list': () => fail('x') }));
    expect((await screen.findAllByText(M.dialog.loadFailed)).length).toBeGreaterThan(0);
    cleanup();
    server?.restore();

    await startApplying(
      backend(() => fail(''), { 'POST /api/chat/sendMessage': () => fail('') }),
      7,
    );
    await screen.findByText('前端工程师模拟面试');
    await user.click(screen.getByRole('button', { name: M.dialog.submit }));
    expect(await screen.findByText(M.submitFailed)).toBeTruthy();
  });
});
