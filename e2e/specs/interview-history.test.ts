// The interview history against the real server (issue 12): page with the wheel and the dots, search,
// rename, delete and undo, batch delete, open an analysis and come back.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext, settle, TOKEN_COOKIE, toast } from '../support/accounts.ts';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const POSITIONS = ['前端工程师', 'Java后端工程师', '产品经理', '数据分析师', '测试工程师'];
const HOUR = 3_600_000;
const TOTAL = 30;

/** 30 records, newest first: 模拟面试 30 is the newest. Some unfinished, one never scored. */
function records(now: number) {
  return Array.from({ length: TOTAL }, (_, i) => {
    const n = TOTAL - i;
    const status = n === 29 ? 'ongoing' : n === 17 ? 'preparing' : 'finished';
    return {
      name: `模拟面试 ${String(n).padStart(2, '0')}`,
      position: POSITIONS[n % POSITIONS.length]!,
      status,
      score: status === 'finished' ? 45 + ((n * 7) % 50) : null,
      created_at: new Date(now - i * 9 * HOUR).toISOString(),
    };
  });
}

/** Loading a lazy page and its list can take longer than expect.poll's default second. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

const cards = (page: Page) => page.getByTestId('history-card');
const pageText = (page: Page) => page.getByTestId('history-page').textContent();
/** The list of cards, whose class names the slide while the page changes. */
const grid = (page: Page) => page.getByTestId('history-viewport').locator('ul[aria-busy]');
const listAnswer = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/interview/list'));

describe('interview history', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let baseUrl: string;

  beforeAll(async () => {
    // A server of its own, so the records belong to this journey alone. The timeline and the pages need
    // thirty interviews spread over eleven days, and no product API sets when an interview took place: the
    // server's test-data route (there only under NODE_ENV=test) makes them (interview-analysis holds one
    // through the product's API).
    server = await startServer({ SEED_JOBS: '20', NODE_ENV: 'test' });
    baseUrl = server.baseUrl;
    browser = await launchBrowser();
    context = await loggedInContext(browser, { baseUrl });
    const token = (await context.cookies(baseUrl)).find((c) => c.name === TOKEN_COOKIE)!.value;
    const res = await context.request.post(`${baseUrl}/api/test/interviews`, {
      headers: { token, terminal: '4' },
      data: { rows: records(Date.now()) },
    });
    expect((await res.json()).code, await res.text()).toBe(1);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows twelve records a page beside the timeline of their dates', async () => {
    await page.goto('/interview_mianshilishi');
    await poll(() => cards(page).count()).toBe(12);
    expect(await pageText(page)).toBe('1/3');
    await expect(cards(page).first().textContent()).resolves.toContain('模拟面试 30');
    await expect(cards(page).nth(1).textContent()).resolves.toContain('进行中');
    await expect(cards(page).first().textContent()).resolves.toContain('得分');
    expect(await page.getByRole('navigation', { name: '面试日期' }).locator('li').count()).toBeGreaterThan(2);
    await cards(page).nth(2).hover();
    await settle(page);
    await screenshot(page, 'interview-history-1440');
  });

  it('pages with the mouse wheel, one page per flick, and with the dots', async () => {
    await page.getByTestId('history-viewport').hover();
    const second = listAnswer(page);
    await page.mouse.wheel(0, 120);
    await page.mouse.wheel(0, 120);
    await second;
    await poll(() => pageText(page)).toBe('2/3');
    await poll(() => cards(page).first().textContent()).toContain('模拟面试 18');
    // The second turn fell within the lock (use-wheel-paging.test.ts drives the lock by its clock). Once the
    // lock has passed, a turn pages again: turned until it does.
    expect(await pageText(page)).toBe('2/3');
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 120);
          return pageText(page);
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe('3/3');
    await poll(() => cards(page).count()).toBe(6);
    await poll(() => grid(page).getAttribute('class')).not.toMatch(/slide/);
    // A turn below the threshold starts no slide: two frames after it, the grid is still at rest.
    await page.mouse.wheel(0, -10);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await grid(page).getAttribute('class')).not.toMatch(/slide/);
    expect(await pageText(page)).toBe('3/3');
    await page.getByRole('button', { name: '第 1 页' }).click();
    await poll(() => pageText(page)).toBe('1/3');
    await poll(() => cards(page).first().textContent()).toContain('模拟面试 30');
  });

  it('searches on Enter and on the icon, and says 暂无面试记录 when nothing matches', async () => {
    const box = page.getByRole('searchbox', { name: '搜索面试记录' });
    await box.fill('面试 0');
    // The answer to a search, not to a list request of the paging before it still on its way.
    const answer = page.waitForResponse(
      (r) =>
        r.url().includes('/api/interview/list') &&
        Boolean(new URL(r.url()).searchParams.get('interviewName')),
    );
    await box.press('Enter');
    expect(new URL((await answer).url()).searchParams.get('interviewName')).toBe('面试 0');
    await poll(() => cards(page).count()).toBe(9);
    expect(await pageText(page)).toBe('1/1');

    await box.fill('没有这场面试');
    await page.getByRole('button', { name: '搜索面试记录' }).click();
    await page.getByText('暂无面试记录').waitFor();
    await settle(page);
    await screenshot(page, 'interview-history-empty');

    await page.getByRole('button', { name: '查看全部记录' }).click();
    await poll(() => cards(page).count()).toBe(12);
  });

  it('renames a record from its hover icon', async () => {
    const card = cards(page).first();
    await card.hover();
    await card.getByRole('button', { name: /^修改名称/ }).click();
    const input = page.getByRole('textbox', { name: '面试名称' });
    await input.fill('   ');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('请输入面试名称').waitFor();
    await input.fill('字节跳动一面复盘');
    await settle(page);
    await screenshot(page, 'interview-history-rename');
    await page.getByRole('button', { name: /确\s*定/ }).click();
    await toast(page, '修改成功');
    await poll(() => cards(page).first().textContent()).toContain('字节跳动一面复盘');
  });

  it('deletes a record after 您确定要删除吗？ and undoes it from the message', async () => {
    const card = cards(page).nth(2);
    const name = (await card.locator('h3').textContent()) ?? '';
    await card.hover();
    await card.getByRole('button', { name: `删除 ${name}` }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '您确定要删除吗？' }).waitFor();
    await page.getByRole('button', { name: /^删\s*除$/ }).click();
    await toast(page, '删除成功');
    await poll(() => page.getByRole('button', { name, exact: true }).count()).toBe(0);
    await settle(page);
    await screenshot(page, 'interview-history-deleted');
    await page
      .locator('.ant-message-notice')
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    await toast(page, '已撤销删除');
    await poll(() => cards(page).nth(2).locator('h3').textContent()).toBe(name);
    expect(await pageText(page)).toBe('1/3');
  });

  it('batch-deletes the selected records; leaving batch mode clears the selection', async () => {
    await page.getByRole('button', { name: '批量管理' }).click();
    const first = page.getByRole('button', { name: '字节跳动一面复盘', exact: true });
    await first.click();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '取消批量管理' }).click();
    await page.getByRole('button', { name: '批量管理' }).click();
    expect(await first.getAttribute('aria-pressed')).toBe('false');

    const names = await cards(page).locator('h3').allTextContents();
    const doomed = names.slice(3, 5);
    for (const name of doomed) await page.getByRole('button', { name, exact: true }).click();
    await page.getByText('已选 2 项').waitFor();
    await settle(page);
    await screenshot(page, 'interview-history-batch');
    await page.getByRole('button', { name: /批量删除/ }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: '您确定要删除吗？' }).waitFor();
    await page.getByRole('button', { name: /^删\s*除$/ }).click();
    await toast(page, '成功删除 2 项记录');
    for (const name of doomed) {
      await poll(() => page.getByRole('button', { name, exact: true }).count()).toBe(0);
    }
    await page.getByRole('button', { name: '取消批量管理' }).click();
    // 28 left: the third page holds four.
    await page.getByRole('button', { name: '第 3 页' }).click();
    await poll(() => pageText(page)).toBe('3/3');
    await poll(() => cards(page).count()).toBe(4);
  });

  it('opens a record’s analysis, and coming back reloads the list', async () => {
    await page.getByRole('button', { name: '第 1 页' }).click();
    await poll(() => pageText(page)).toBe('1/3');
    // Until the analysis page's code has loaded, the router keeps the history on screen (and mounted); the
    // seeker comes back from an analysis they have seen.
    const analysis = page.waitForResponse((r) => r.url().includes('/api/interview/getInterviewResult'));
    await cards(page).first().locator('button').first().click();
    await page.waitForURL(/\/Interview_Analysis\/\d+$/);
    await analysis;
    // SPEC §4: coming back from the analysis reloads the page.
    const reload = listAnswer(page);
    await page.goBack();
    await page.waitForURL(/\/interview_mianshilishi/);
    expect((await reload).url()).toContain('page_no=1');
    await poll(() => cards(page).count()).toBe(12);
  });

  it('fits a phone in one column', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/interview_mianshilishi');
    await poll(() => cards(page).count()).toBe(12);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    await settle(page);
    await page.screenshot({ path: 'screenshots/interview-history-375.png' });
  });
});
