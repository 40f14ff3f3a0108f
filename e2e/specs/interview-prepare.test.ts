// The way into an interview with Chromium's fake camera and microphone (issue 11): the start page after login,
// a pasted JD and an uploaded resume, the interviewer choice with its warnings, the prepare page's preview,
// meter and face model (with the preview's frame rate while it runs), the settings, and prompt generation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, loggedInContext, settle, tinyPdf, toast } from '../support/accounts.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { backgroundShare, measureFps, nextFrame, rawCameraFps } from '../support/media.ts';

const JD_TEXT =
  '前端开发工程师\n岗位职责：负责 React 与 TypeScript 的 Web 应用开发。\n任职要求：三年以上前端经验。';

describe('interview prepare', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await loggedInContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
  });

  it('the start page gathers the JD and the resume', async () => {
    await page.goto('/store/dashboard/profile');
    await page.getByRole('heading', { name: '开始一场模拟面试' }).waitFor();
    // The recent interviews have loaded: none yet, or those other journeys of this run held.
    const recent = page.getByRole('region', { name: '最近的面试' });
    await recent.getByText('暂无面试记录').or(recent.getByRole('listitem')).first().waitFor();
    expect(await recent.getByText('面试记录加载失败').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'interview-start-empty');

    // Starting without documents says what is missing.
    await page.getByRole('button', { name: /开始面试/ }).click();
    await toast(page, '请先选择岗位描述和简历');

    await page.getByRole('button', { name: '粘贴 JD 文本' }).click();
    await page.getByRole('textbox', { name: '粘贴岗位描述' }).fill(JD_TEXT);
    await page.getByRole('button', { name: '使用这段描述' }).click();
    // Named after the position (its first line), not job_description.txt.
    await page.getByTestId('chosen-jd').getByText('前端开发工程师.txt').waitFor();

    await page.getByTestId('file-input-resume').setInputFiles({
      name: 'my-resume.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf('Zhang San React TypeScript 3 years'),
    });
    await page.getByTestId('chosen-cv').getByText('my-resume.pdf').waitFor();
    // The new resume joins the list and is the one chosen.
    await page.getByRole('radio', { name: /my-resume\.pdf/ }).waitFor();
    expect(await page.getByRole('radio', { name: /my-resume\.pdf/ }).isChecked()).toBe(true);
    expect(
      await page.evaluate(() => [localStorage.getItem('jd_url'), localStorage.getItem('cv_name')]),
    ).toEqual([expect.stringMatching(/\S/), 'my-resume.pdf']);
    await settle(page);
    await screenshot(page, 'interview-start-ready');
  });

  it('the interviewer choice follows SPEC §2', async () => {
    await page.getByRole('button', { name: /开始面试/ }).click();
    await page.waitForURL('**/store/select_metahuman');
    await page.getByRole('heading', { name: '请选择您的面试官' }).waitFor();
    await page.getByRole('button', { name: '确认选择' }).click();
    await toast(page, '请先选择一位面试官');

    await page.getByTestId('interviewer-2').click();
    await page.getByRole('button', { name: '确认选择' }).click();
    await toast(page, '数字人正在开发中~');
    expect(page.url()).toContain('/store/select_metahuman');

    await page.getByTestId('interviewer-3').click();
    expect(await page.getByTestId('interviewer-2').getAttribute('aria-pressed')).toBe('false');
    await settle(page);
    await screenshot(page, 'interview-select');
    await page.getByRole('button', { name: '确认选择' }).click();
    await page.waitForURL('**/store/interview_pre?selectedId=3');
  });

  it('the prepare page previews the camera, moves the meter and runs the face model at full frame rate', async () => {
    const preview = page.getByTestId('camera-preview');
    await preview.waitFor();
    await page.waitForFunction(() => {
      const video = document.querySelector('[data-testid="camera-preview"]') as HTMLVideoElement | null;
      return Boolean(video && video.videoWidth > 0 && video.currentTime > 0.5);
    });
    // Chromium's fake microphone beeps: the meter must rise above silence at some point.
    const level = async () => Number(await page.getByTestId('mic-meter').getAttribute('data-level'));
    await expect.poll(level, { timeout: 10_000 }).toBeGreaterThan(5);

    // The face model (in its worker) has analysed frames: the fake camera shows no face, so it says so.
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="face-check"]')?.getAttribute('data-analysed')) >= 3,
      undefined,
      { timeout: 45_000 },
    );
    expect(await page.getByTestId('face-check').getAttribute('data-state')).toBe('missing');
    const fps = await measureFps(page, '[data-testid="camera-preview"]', 4_000);
    const raw = await rawCameraFps(page, 3_000);
    const check = page.getByTestId('face-check');
    const model = `${await check.getAttribute('data-backend')} backend, ${await check.getAttribute('data-ms')} ms a frame`;
    console.info(
      `interview-prepare: preview ${fps.toFixed(1)} fps while the face model runs (${model}); bare camera ${raw.toFixed(1)} fps`,
    );
    // Reported, not asserted beyond 'the preview moves': on a shared machine the rate follows its load (the
    // issue asks for the figure; correctness tests never assert on time).
    expect(fps).toBeGreaterThan(0);

    await page.getByText('虚化').click();
    await page.getByText('暖阳').click();
    await page.getByText('磨皮').click();
    await settle(page);
    await screenshot(page, 'interview-prepare');
  });

  it('cuts the person out with the segmentation model for the background effects', async () => {
    // 虚化 is on (the test before): the model loads on first use, from the app's own files.
    const segmentation = page.getByTestId('segmentation');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="segmentation"]')?.getAttribute('data-state') !== 'loading',
      undefined,
      { timeout: 60_000 },
    );
    expect(await segmentation.getAttribute('data-state')).toBe('ready');
    expect(await segmentation.textContent()).toBe('人像分割在本机运行，画面不会上传处理。');
    const fps = await measureFps(page, '[data-testid="camera-preview"]', 4_000);
    console.info(
      `interview-prepare: preview ${fps.toFixed(1)} fps with the background blurred by the segmentation model`,
    );
    // The preview moves; its rate is reported, not asserted (it follows the machine's load).
    expect(fps).toBeGreaterThan(0);
    // Chromium's fake camera shows no person: replaced, most of the frame is the chosen background. The model
    // keeps some of the moving pattern, more in some frames than others (from 54% to 100% replaced in forty
    // frames, once), so the median of nine frames is judged; the head-and-shoulders ellipse that stands in
    // without the model keeps about half of the camera's frame in every one.
    await page.getByText('替换').click();
    await page.getByRole('button', { name: '纯色' }).click();
    const replaced = () => backgroundShare(page, [0xee, 0xf2, 0xff], [0xdd, 0xe5, 0xf7]);
    // The colour is drawn once the effect has switched: most of some frame is it.
    await expect.poll(replaced, { timeout: 20_000 }).toBeGreaterThan(0.5);
    const shares: number[] = [];
    for (let i = 0; i < 9; i++) {
      shares.push(await replaced());
      await nextFrame(page, '[data-testid="camera-preview"]');
    }
    const share = shares.sort((a, b) => a - b)[4] ?? 0;
    console.info(
      `interview-prepare: ${(share * 100).toFixed(0)}% of the frame replaced with no person in it (median of nine frames)`,
    );
    expect(share).toBeGreaterThan(0.75);
    await screenshot(page, 'interview-prepare-replaced');
  });

  it('generates the interview from the JD and resume urls', async () => {
    const request = page.waitForRequest('**/api/interview/generatePrompt');
    await page.getByRole('button', { name: /生成面试题/ }).click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    const stored = await page.evaluate(() => [
      localStorage.getItem('jd_url'),
      localStorage.getItem('cv_url'),
    ]);
    expect(body).toMatchObject({
      jobDescriptionContent: stored[0],
      resumeContent: stored[1],
      interviewer_id: 3,
      language: 'zh',
    });
    const ready = page.getByRole('button', { name: /进入面试/ });
    const failed = page.getByTestId('prompt-error');
    await ready.or(failed).first().waitFor({ timeout: 60_000 });
    await settle(page);
    await screenshot(page, 'interview-prepare-generated');
    expect(await failed.isVisible()).toBe(false);
    await ready.click();
    await page.waitForURL('**/store/interview_ing');
    const id = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('interview-state') ?? '{}').state?.interviewId,
    );
    expect(id).toEqual(expect.any(Number));
  });

  it('fits a phone: one column, no sideways scroll', async () => {
    const phone = await loggedInContext(browser, { mobile: true });
    try {
      const small = await phone.newPage();
      for (const [path, name] of [
        ['/store/dashboard/profile', 'interview-start-375'],
        ['/store/select_metahuman', 'interview-select-375'],
        ['/store/interview_pre?selectedId=3', 'interview-prepare-375'],
      ] as const) {
        await small.goto(path);
        await small.locator('h1').first().waitFor();
        await expectNoSidewaysScroll(small);
        await settle(small);
        await screenshot(small, name);
      }
    } finally {
      await phone.close();
    }
  });
});
