// The background effects with a person in the picture (issue 11): the fake camera shows a photo of one
// (Chromium's own pattern has nobody in it), the face model finds her face, and the segmentation model cuts her
// out of a replaced and of a blurred background, on the prepare page that the recording is made from.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext } from '../support/accounts.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { backgroundShare, measureFps, photoCamera } from '../support/media.ts';

describe('background effects with a person in the picture', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const maker = await launchBrowser();
    const camera = await photoCamera(await maker.newPage());
    await maker.close();
    browser = await launchBrowser({ camera });
    context = await loggedInContext(browser);
    page = await context.newPage();
    await page.goto('/store/interview_pre?selectedId=3');
    await page.getByTestId('camera-preview').waitFor();
  });
  afterAll(async () => {
    await context?.close().catch(() => {});
    await browser?.close();
  });

  it('finds the face', async () => {
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="face-check"]')?.getAttribute('data-analysed')) >= 3,
      undefined,
      { timeout: 45_000 },
    );
    expect(await page.getByTestId('face-check').getAttribute('data-state')).toMatch(/^(found|off-centre)$/);
  });

  it('replaces what is around the person, and keeps the person', async () => {
    await page.getByText('替换').click();
    await page.getByRole('button', { name: '纯色' }).click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="segmentation"]')?.getAttribute('data-state') === 'ready',
      undefined,
      { timeout: 60_000 },
    );
    const replaced = () => backgroundShare(page, [0xee, 0xf2, 0xff], [0xdd, 0xe5, 0xf7]);
    // Some of the frame is the colour once the effect has switched.
    await expect.poll(replaced, { timeout: 20_000 }).toBeGreaterThan(0.1);
    const share = await replaced();
    console.info(
      `interview-background: ${(share * 100).toFixed(0)}% of the frame replaced around the person`,
    );
    // The photo is mostly people: some of the frame is replaced, and the person is not.
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.8);
    await screenshot(page, 'interview-background-replaced');
  });

  it('blurs what is around the person at the preview frame rate', async () => {
    await page.getByText('虚化').click();
    const fps = await measureFps(page, '[data-testid="camera-preview"]', 4_000);
    console.info(`interview-background: preview ${fps.toFixed(1)} fps, background blurred around the person`);
    // The preview moves; its rate is reported, not asserted (it follows the machine's load).
    expect(fps).toBeGreaterThan(0);
    await screenshot(page, 'interview-background-blurred');
  });
});
