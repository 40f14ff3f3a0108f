// The interview-experience version of the feedback dialog (SPEC §4/§5): after 结束面试, 提交 stays disabled
// until an emoji and a text are given, 非常满意 (index 0) counting as none (the spec's quirk); then it sends,
// thanks, and the report opens. The header and sidebar versions are in home-and-coaching.test.ts.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, settle, toast } from '../support/accounts.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { enterRoom, waitForRoomLive } from '../support/interview.ts';

describe('interview-experience feedback', () => {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await loggedInContext(browser);
  });
  afterAll(async () => {
    await context.close().catch(() => {});
    await browser.close();
  });

  it('validates the emoji and the text, then submits and opens the report', async () => {
    const page = await context.newPage();
    const id = await enterRoom(page);
    await waitForRoomLive(page);
    await page.getByRole('button', { name: /结束面试/ }).click();
    await page
      .locator('.ant-modal-confirm')
      .filter({ hasText: '确定结束本次面试吗？' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    const dialog = page.getByRole('dialog').filter({ hasText: '面试体验反馈' });
    await dialog.waitFor({ timeout: 60_000 });
    const submit = dialog.getByRole('button', { name: '提交' });
    expect(await submit.isDisabled()).toBe(true);
    // A text alone is not enough; nor is 非常满意, which the spec counts as no emoji.
    await dialog.getByRole('textbox').fill('追问很到位');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByText('非常满意', { exact: true }).click();
    expect(await submit.isDisabled()).toBe(true);
    // An emoji without a text is not enough either.
    await dialog.getByText('满意', { exact: true }).click();
    await dialog.getByRole('textbox').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('追问很到位');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await settle(page);
    await screenshot(page, 'interview-feedback-dialog');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/feedback/submit'));
    await submit.click();
    const body = JSON.parse((await sent).request().postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ emojiIndex: 1, feedbackText: '追问很到位' });
    expect(((await (await sent).json()) as { code: number }).code).toBe(1);
    await toast(page, '感谢您的反馈！');
    await page.waitForURL(`**/Interview_Analysis/${id}`, { timeout: 30_000 });
  });
});
