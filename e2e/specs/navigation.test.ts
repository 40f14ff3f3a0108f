// A visitor's first steps: the home page, an unknown path, a protected path while logged out.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../support/browser.ts';

describe('navigation as a visitor', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    await context?.close();
    context = await newContext(browser);
    page = await context.newPage();
  });

  it('renders the home page with the greeting for a guest', async () => {
    await page.goto('/');
    await expect(page.getByText('Hi, 请登录').first().waitFor()).resolves.toBeUndefined();
    await screenshot(page, 'home');
  });

  it('renders the home page on a phone', async () => {
    const phone = await newContext(browser, { mobile: true });
    const p = await phone.newPage();
    await p.goto('/');
    await p.getByText('免费试用').filter({ visible: true }).first().waitFor();
    await screenshot(p, 'home-375');
    await phone.close();
  });

  it('opens the menu drawer on a phone and follows a link from it', async () => {
    const phone = await newContext(browser, { mobile: true });
    const p = await phone.newPage();
    await p.goto('/');
    await p.getByRole('button', { name: '打开导航菜单' }).click();
    const drawer = p.locator('.ant-drawer-body');
    await drawer.getByText('Hi, 请登录').waitFor();
    await screenshot(p, 'home-375-drawer');
    await drawer.getByRole('link', { name: '热门职位' }).click();
    await p.waitForURL((url) => url.searchParams.get('mode') === 'jobs');
    await phone.close();
  });

  it('sends an unknown path to the 404 page', async () => {
    await page.goto('/nope');
    await page.waitForURL('**/404');
    await page.getByText('页面不存在').waitFor();
    await screenshot(page, '404');
  });

  it('stops a guest at a protected path and sends them to log in', async () => {
    await page.goto('/interview_mianshilishi');
    await page.getByText('尚未登录').waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/store/entry'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/interview_mianshilishi');
    await page.waitForLoadState('networkidle');
    await page.getByText('尚未登录').waitFor();
    await screenshot(page, 'guard-redirect');
  });

  it('answers the health check from the running product', async () => {
    const res = await page.request.get('/api/health');
    expect(await res.json()).toMatchObject({ code: 1, data: { db: 'ok' } });
  });
});
