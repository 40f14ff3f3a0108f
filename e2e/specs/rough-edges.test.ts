// Issue 29's rough edges, checked on the running product: on the board, a saved expectation replaces the
// keyword typed before and applies every one of its cities, the map says why it is blank when no tile loads,
// and no icon's name leaks into a control's name; in the frame, a header link leaving a running interview
// asks first, and the start page offers the phone upload that resume management has.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, loggedInContext, settle } from '../support/accounts.ts';
import { browserForFile, screenshot } from '../support/browser.ts';
import { enterRoom, waitForRoomLive } from '../support/interview.ts';

function searchAnswer(page: Page, check: (body: Record<string, unknown>) => boolean): Promise<Response> {
  return page.waitForResponse(
    (r) => r.url().endsWith('/api/search/hotJobs') && check(JSON.parse(r.request().postData() ?? '{}')),
  );
}

/** Controls whose accessible name starts with an icon's English name (`heart 收藏`). */
async function iconNamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot.split('\n').filter((line) => /- (button|link|menuitem|tab) "[a-z]+(-[a-z]+)* /.test(line));
}

describe('rough edges', () => {
  const files = browserForFile();
  const openLoggedIn = async (): Promise<Page> => files.track(await loggedInContext(files.browser)).newPage();

  it('board: an expectation replaces the typed keyword and applies both its cities; map and names', async () => {
    const page = await openLoggedIn();
    const context = page.context();
    // No map tile is reachable.
    await context.route(/appmaptile|tile/i, (route) => route.abort());
    const added = await api<{ id: number }>(context, 'POST', '/api/userExpect/add', {
      job_type: 0,
      job_objective: '数据分析师',
      desired_city: '上海,北京',
      expected_salary_start: '',
      expected_salary_end: '',
    });
    try {
      await page.goto('/?mode=jobs');
      const detail = page.locator('article h2');
      await detail.first().waitFor();

      // The map of the selected job says why it is blank.
      await page.getByText('地图暂时无法显示，请参考上方的工作地点').waitFor({ timeout: 20_000 });
      // No control is named after its icon.
      expect(await iconNamedControls(page)).toEqual([]);

      const typed = searchAnswer(page, (b) => b.keyword === '产品经理');
      const search = page.getByPlaceholder('搜索职位、公司或关键词');
      await search.fill('产品经理');
      await search.press('Enter');
      await typed;

      const chosen = searchAnswer(page, (b) => b.job_objective === '数据分析师');
      await page.getByRole('combobox', { name: '我的求职期望' }).click();
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: '数据分析师' })
        .first()
        .click();
      const body = JSON.parse((await chosen).request().postData() ?? '{}') as Record<string, unknown>;
      expect(body.keyword).toBeUndefined();
      expect(String(body.city).split(',').sort()).toEqual(['上海', '北京'].sort());
      const answer = (await (await chosen).json()) as {
        data: { count: number; lists: { title?: string }[] };
      };
      await settle(page);
      await screenshot(page, 'rough-edges-board-expectation');
      // The expectation's jobs are found (the seeded world has 数据分析师 in one of the two cities) and the
      // first is shown beside them.
      expect(answer.data.count).toBeGreaterThan(0);
      await expect.poll(() => detail.first().textContent()).toContain('数据分析');

      // A search that finds nothing says so, with no empty detail panel beside it.
      const none = searchAnswer(page, (b) => b.keyword === '没有这个职位zzz');
      await search.fill('没有这个职位zzz');
      await search.press('Enter');
      await none;
      await page.getByText('暂无相关职位').waitFor();
      await expect.poll(() => detail.count()).toBe(0);
    } finally {
      await context.request.delete(`/api/userExpect/delete?id=${added.id}`, {
        headers: {
          token: (await context.cookies()).find((c) => c.name === 'ai-interview-token')?.value ?? '',
        },
      });
    }
  });

  it('frame: the start page offers the phone upload; a header link out of a live interview asks first', async () => {
    const page = await openLoggedIn();
    await page.goto('/store/dashboard/profile');
    await page.getByRole('button', { name: '粘贴 JD 文本' }).waitFor();
    expect(await page.getByText('即将开放').count()).toBe(0);
    // The same way in as resume management: 手机上传 opens its QR code.
    await page
      .getByRole('button', { name: /手机上传/ })
      .first()
      .click();
    await page.getByRole('dialog').filter({ hasText: '手机扫码上传' }).waitFor();
    await page.keyboard.press('Escape');

    await enterRoom(page);
    await waitForRoomLive(page);
    const room = new URL(page.url()).pathname;
    await page.getByRole('link', { name: '首页' }).first().click();
    const ask = page.locator('.ant-modal-confirm').filter({ hasText: '确定暂停并离开面试吗？' });
    await ask.waitFor();
    expect(new URL(page.url()).pathname).toBe(room);
    await ask.getByRole('button', { name: /取\s*消|Cancel/ }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(room);
  });
});
