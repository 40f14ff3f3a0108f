// The analysis report against the real server (issue 12): an interview held through the API with a recording
// made in the browser, then its report — the radar chart, seeking the video from the transcript, the
// highlighted line, and the print preview on A4.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, settle, tokenOf } from '../support/accounts.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { answeredInterview, finishInterview } from '../support/interview.ts';

const JD = '岗位：前端开发工程师。要求：熟悉 React 与 TypeScript，有性能优化经验，能独立负责页面开发。';
const RESUME =
  '李四，3 年前端开发经验。负责电商首页重构，使用 React 与 TypeScript，首屏时间从 3.2 秒降到 1.4 秒。';
const ANSWERS = [
  '我叫李四，做了三年前端开发，主要负责电商首页和活动页，熟悉 React、TypeScript 和性能优化。',
  '在首页重构中，我先用性能面板定位到首屏脚本过大，然后按路由拆包、图片懒加载，首屏时间从 3.2 秒降到 1.4 秒，转化率提升 6%。',
  '遇到分歧时我会先拿数据说话，比如和设计就动效方案有争议，我做了 AB 实验，一周后用数据达成一致。',
];
/** The recording made in the browser, seconds; the first answer is timed inside it so it can be sought. */
const RECORDING_SECONDS = 6;
const FIRST_ANSWER_MS = 2_500;

/** A few seconds of WebM recorded from a canvas in the page, uploaded in MediaRecorder chunks as the room does. */
async function uploadRecording(page: Page, interviewId: number, token: string): Promise<number> {
  return page.evaluate(
    async ({ interviewId, token, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = 240;
      const g = canvas.getContext('2d')!;
      let frame = 0;
      const timer = setInterval(() => {
        g.fillStyle = `hsl(${(frame * 7) % 360} 60% 50%)`;
        g.fillRect(0, 0, 320, 240);
        g.fillStyle = '#fff';
        g.font = '48px sans-serif';
        g.fillText(String(frame++), 120, 140);
      }, 40);
      const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      // One piece a second: the recording is long enough once it has handed over `seconds` pieces.
      let enough: () => void = () => {};
      const recorded = new Promise<void>((resolve) => {
        enough = resolve;
      });
      recorder.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
        if (chunks.length >= seconds) enough();
      };
      const stopped = new Promise((resolve) => {
        recorder.onstop = resolve;
      });
      recorder.start(1000);
      await recorded;
      recorder.stop();
      await stopped;
      clearInterval(timer);
      for (const [index, chunk] of chunks.entries()) {
        const form = new FormData();
        form.append('interviewId', String(interviewId));
        form.append('index', String(index));
        form.append('file', chunk, `chunk-${index}.webm`);
        const res = await fetch('/api/upload/recording', {
          method: 'POST',
          headers: { token, terminal: '4' },
          body: form,
        });
        const body = await res.json();
        if (body.code !== 1) throw new Error(`chunk ${index}: ${body.msg}`);
      }
      return chunks.length;
    },
    { interviewId, token, seconds: RECORDING_SECONDS },
  );
}

describe('interview analysis', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let id: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await loggedInContext(browser);
    page = await context.newPage();
    await page.goto('/');
    id = await answeredInterview(context, {
      jd: JD,
      resume: RESUME,
      answers: ANSWERS,
      firstAnswerMs: FIRST_ANSWER_MS,
    });
    expect(await uploadRecording(page, id, await tokenOf(context))).toBeGreaterThan(0);
    await finishInterview(context, id);
  });
  afterAll(() => browser.close());

  it('opens the report with its radar chart, dimensions and questions', async () => {
    await page.goto(`/Interview_Analysis/${id}`);
    const radar = page.getByRole('img', { name: '能力雷达' });
    await radar.locator('svg path').first().waitFor();
    expect(await radar.locator('svg text').allTextContents()).toEqual(
      expect.arrayContaining(['回答内容', '反应速度']),
    );
    await expect.poll(() => page.locator('[data-testid^="dimension-"]').count()).toBe(6);
    expect(await page.getByRole('link', { name: /再练一次这道题/ }).count()).toBeGreaterThan(0);
    await settle(page);
    await screenshot(page, 'interview-analysis-1440');
  });

  it('seeks the video from the transcript and highlights the line being spoken', async () => {
    const video = page.getByTestId('replay-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const transcript = page.getByRole('list', { name: '面试对话' });
    // The answers cycle, so the first answer is said more than once: the first time is the one timed.
    await transcript.getByText(ANSWERS[0]!).first().click();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeCloseTo(FIRST_ANSWER_MS / 1000, 0);
    await expect
      .poll(() => transcript.locator('[aria-current="true"]').textContent())
      .toContain(ANSWERS[0]!.slice(0, 10));
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await screenshot(page, 'interview-analysis-seek');
  });

  it('renders the print preview on A4', async () => {
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /打印/ }).isVisible()).toBe(false);
    await screenshot(page, 'interview-analysis-print');
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('without an id shows the newest interview', async () => {
    await page.goto('/Interview_Analysis');
    await page.getByRole('img', { name: '能力雷达' }).waitFor();
    expect(page.url()).toContain('/Interview_Analysis');
  });
});
