// Issue 29's /demo: a visitor walks the guided tour (choose, prepare, the room, the report) with the keyboard
// and the mouse, sees the sample report's score and its six dimensions, and reaches login. Screenshots of each
// step at 1440 px and of the report at 375 px.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, settle } from '../support/accounts.ts';
import { browserForFile, screenshot } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';

/** The sample the page shows, as the server's engine computed it (apps/server/.../sample/sample.test.ts). */
const SAMPLE = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/web/src/features/demo/sample-report.json'), 'utf8'),
) as {
  result: { overall_score: number; scores: Record<string, { score: number | null }>; questions: unknown[] };
};

const STEP_TITLES = ['选择面试官与岗位', '准备：上传 JD 与简历', '进入面试房间', '拿到面试报告'];

describe('/demo', () => {
  const files = browserForFile();
  const open = files.page;

  it('walks a visitor through the four steps to the sample report and on to login', async () => {
    const page = await open();
    // The way in: the home page's link under its three steps.
    await page.goto('/');
    await page.getByRole('link', { name: '不用登录，先看一场示例面试 →', exact: true }).click();
    await page.waitForURL('**/demo');
    const heading = page.locator('#demo-step-title');
    await heading.waitFor();
    // A visitor stays: no 尚未登录, no redirect to the login entry.
    expect(new URL(page.url()).pathname).toBe('/demo');
    const steps = page.getByRole('navigation', { name: '演示步骤' });
    expect(await steps.getByRole('button').allTextContents()).toEqual(
      STEP_TITLES.map((t, i) => `${i + 1}${t}`),
    );

    // 1. Choose: both interviewers, the sample's choice marked, and the job.
    expect(await heading.textContent()).toBe(STEP_TITLES[0]);
    await page.getByText('温和型面试官 · 林悦').waitFor();
    await page.getByText('严谨型面试官 · 陈言').waitFor();
    await page.getByText('本次示例选择').waitFor();
    await settle(page);
    await screenshot(page, 'demo-1-choose-1440');

    // 2. Prepare, reached from the keyboard: 下一步 focused and pressed; the step's title takes the focus.
    await page.getByRole('button', { name: /下一步/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.textContent()).toBe(STEP_TITLES[1]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('demo-step-title');
    expect(new URL(page.url()).searchParams.get('step')).toBe('2');
    await page.getByText('岗位 JD', { exact: true }).waitFor();
    await page.getByText(`据此生成的 ${SAMPLE.result.questions.length} 道题`).waitFor();
    await settle(page);
    await screenshot(page, 'demo-2-prepare-1440');

    // 3. The room: the interviewer and the dialogue's opening lines.
    await page.getByRole('button', { name: /下一步/ }).click();
    await expect.poll(() => heading.textContent()).toBe(STEP_TITLES[2]);
    await page.getByRole('img', { name: '面试官正在提问' }).waitFor();
    await page.getByRole('region', { name: '面试对话（节选）' }).getByRole('listitem').first().waitFor();
    await settle(page);
    await screenshot(page, 'demo-3-room-1440');

    // 4. The report, chosen in the step bar with the keyboard: the sample's score and its six dimensions.
    await steps.getByRole('button', { name: /拿到面试报告/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heading.textContent()).toBe(STEP_TITLES[3]);
    const report = page.getByTestId('demo-report');
    await report.waitFor();
    await expect
      .poll(() => report.getByText(String(SAMPLE.result.overall_score), { exact: true }).count())
      .toBeGreaterThan(0);
    for (const dimension of Object.keys(SAMPLE.result.scores)) {
      const card = report.getByTestId(`dimension-${dimension}`);
      await card.waitFor();
      expect(await card.textContent()).toContain(String(SAMPLE.result.scores[dimension]!.score));
    }
    expect(Object.keys(SAMPLE.result.scores)).toHaveLength(6);
    await report.getByRole('heading', { name: '逐题复盘' }).waitFor();
    // A sample nobody owns: no 'practise again', no talent pool.
    expect(await report.getByText('再练一次这道题').count()).toBe(0);
    expect(await report.getByText('推荐到人才库').count()).toBe(0);
    await settle(page);
    await screenshot(page, 'demo-4-report-1440');

    // Back goes to the previous step; the end leads to login.
    await page.goBack();
    await expect.poll(() => heading.textContent()).toBe(STEP_TITLES[2]);
    await page.goForward();
    await expect.poll(() => heading.textContent()).toBe(STEP_TITLES[3]);
    // Named by its words alone (no icon name before them).
    await page.getByRole('button', { name: '登录，开始我的模拟面试', exact: true }).click();
    await page.waitForURL(/\/store\/entry\/loginQRCode/);
  });

  it('is usable at 375 px: no sideways scroll on any step, the report in one column', async () => {
    const page = await open(true);
    for (let step = 1; step <= 4; step++) {
      await page.goto(`/demo?step=${step}`);
      await page.locator('#demo-step-title').waitFor();
      if (step === 4) await page.getByTestId('dimension-content').waitFor();
      await settle(page);
      await expectNoSidewaysScroll(page);
      await screenshot(page, `demo-${step}-375`);
    }
    // The skip link reaches login from the top.
    await page.getByRole('link', { name: '跳过演示，直接登录' }).click();
    await page.waitForURL(/\/store\/entry\/loginQRCode/);
  });
});
