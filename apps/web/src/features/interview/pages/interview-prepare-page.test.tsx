// The prepare page against a fake backend and a browser whose camera permission is refused: clear guidance and
// a text-only way on; prompt generation only with both files, its loading, its errors and the way into the room.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeCv, storeJd } from '@/lib/interview-files';
import { fakeApi, type Handler, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { closeCameraSession } from '../components/camera/camera-session';
import { useInterviewStore } from '../store';
import InterviewPreparePage from './interview-prepare-page';

const user = userEvent.setup({ pointerEventsCheck: 0 });
let server: ReturnType<typeof fakeApi> | undefined;

/** The browser's getUserMedia (a third-party API) refusing as a browser does when permission is denied. */
function denyMedia(name = 'NotAllowedError') {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', name)));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

beforeEach(() => {
  useInterviewStore.setState({ interviewId: null, prompt: '', interviewerId: null });
});
afterEach(() => {
  closeCameraSession();
  server?.restore();
  localStorage.clear();
  sessionStorage.clear();
});

function start(routes: Record<string, Handler> = {}) {
  server = fakeApi(routes);
  return renderWithProviders(<InterviewPreparePage />, { path: '/store/interview_pre?selectedId=3' });
}

const generateButton = () => screen.getByRole('button', { name: /生成面试题/ });

describe('prepare page', () => {
  it('explains a refused permission and still lets a text-only interview be prepared', async () => {
    const getUserMedia = denyMedia();
    storeJd('/files/jd.txt', 'jd.txt');
    storeCv('/files/cv.pdf', 'cv.pdf');
    start();
    expect(await screen.findByText(/权限被拒绝/)).toBeTruthy();
    expect(screen.getByText(/锁形图标/)).toBeTruthy();
    expect(screen.getByText(/全程打字作答/)).toBeTruthy();
    expect(screen.queryByTestId('camera-preview')).toBeNull();
    expect(generateButton()).toHaveProperty('disabled', false);
    // A refusal is one decision: no second prompt for each device.
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('names a camera busy in another program', async () => {
    denyMedia('NotReadableError');
    start();
    expect(await screen.findAllByText(/设备正被其他程序占用/)).not.toHaveLength(0);
  });

  it('cannot generate without both the JD and the CV', async () => {
    denyMedia();
    storeJd('/files/jd.txt', 'jd.txt');
    start();
    expect(await screen.findByText(/需要岗位描述和简历/)).toBeTruthy();
    expect(generateButton()).toHaveProperty('disabled', true);
  });

  it('generates the prompt from the two urls and goes into the room with the interview id', async () => {
    denyMedia();
    storeJd('/files/jd.txt', 'jd.txt');
    storeCv('/files/cv.pdf', 'cv.pdf');
    const { router } = start({
      'POST /api/interview/generatePrompt': () => ok({ prompt: '你好', interview_id: 42, question_count: 6 }),
    });
    await user.click(generateButton());
    expect(await screen.findByText('已为你准备好 6 道面试题')).toBeTruthy();
    expect(server?.requests[0]?.body).toMatchObject({
      jobDescriptionContent: '/files/jd.txt',
      resumeContent: '/files/cv.pdf',
      interviewer_id: 3,
      duration: 15,
      language: 'zh',
    });
    expect(useInterviewStore.getState()).toMatchObject({ interviewId: 42, prompt: '你好' });
    await user.click(screen.getByRole('button', { name: /进入面试/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/interview_ing'));
  });

  it("shows SPEC §4's 'Invalid prompt response' when no prompt comes back", async () => {
    denyMedia();
    storeJd('/files/jd.txt', 'jd.txt');
    storeCv('/files/cv.pdf', 'cv.pdf');
    start({ 'POST /api/interview/generatePrompt': () => ok({ interview_id: 42 }) });
    await user.click(generateButton());
    expect((await screen.findByTestId('prompt-error')).textContent).toContain('Invalid prompt response');
    expect(screen.queryByRole('button', { name: /进入面试/ })).toBeNull();
  });
});
