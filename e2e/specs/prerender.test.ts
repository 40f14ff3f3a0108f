// Issue 29 'paint before the scripts': the public pages come as HTML rendered at build time, styled, and the
// app hydrates them without a React error; a query that changes the page gets the app's usual shell. The
// hot-jobs board comes rendered by the server with the search's first page, and hydrates without searching.
// Screenshots of home and of the board with JavaScript off.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, screenshot } from '../support/browser.ts';
import { repoRoot } from '../support/server.ts';

const HEADLINE = '陪你练到拿 Offer';

/** The pages the build rendered, as the server reads them. */
const PRERENDERED = Object.keys(
  JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/dist/prerendered.json'), 'utf8')) as Record<
    string,
    string
  >,
);

/**
 * React's hydration errors (418 mismatch, 419 server boundary, 421 updated before hydrated, 423 recovered,
 * 425 text).
 */
const HYDRATION_ERROR = /react\.dev\/errors\/(418|419|421|423|425)|hydrat/i;

describe('pages rendered at build time', () => {
  const files = browserForFile();

  it('sends the home headline in the HTML itself, and the app shell for a query that changes the page', async () => {
    const home = await (await fetch(new URL('/', baseUrl()))).text();
    expect(home).toContain(HEADLINE);
    expect(home).toContain('data-prerendered');
    const sharedJob = await (await fetch(new URL('/?mode=jobs&jobId=1', baseUrl()))).text();
    expect(sharedJob).not.toContain('data-prerendered');
    expect(PRERENDERED).toEqual(expect.arrayContaining(['/', '/store/entry/loginPwd', '/qzpp', '/demo']));
    // Each page carries its own tab title, so a page opened in a new tab is named before a script runs.
    const agreement = await (await fetch(new URL('/agreement', baseUrl()))).text();
    expect(agreement).toMatch(/<title>用户协议 - [^<]+<\/title>/);
  });

  it('hydrates every prerendered page without a React error', async () => {
    const page = await files.page();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const pagePath of PRERENDERED) {
      await page.goto(pagePath);
      expect(await page.locator('#root[data-prerendered]').count(), pagePath).toBe(1);
      expect(await page.evaluate(() => document.documentElement.dataset.ready), pagePath).toBe('true');
    }
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });

  it('shows home styled with JavaScript off', async () => {
    for (const [name, viewport] of [
      ['prerender-home-nojs-1440', { width: 1440, height: 900 }],
      ['prerender-home-nojs-375', { width: 375, height: 812 }],
    ] as const) {
      const context = files.track(
        await files.browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport }),
      );
      const page = await context.newPage();
      await page.goto('/');
      expect(await page.getByText(HEADLINE).first().isVisible()).toBe(true);
      // Styled: antd's extracted styles and the page's own stylesheets apply without a script.
      const radius = await page
        .locator('.ant-btn')
        .first()
        .evaluate((el) => getComputedStyle(el).borderRadius);
      expect(radius).not.toBe('0px');
      // The experts' initials show too (antd's Avatar hid its text until a script had measured it).
      const initial = page.locator('section[aria-labelledby="experts-title"] li span[aria-hidden]').first();
      expect(await initial.evaluate((el) => [el.textContent, getComputedStyle(el).opacity])).toEqual([
        '陈',
        '1',
      ]);
      await screenshot(page, name);
    }
  });
});

/** The titles of the board's first page, as the search answers a visitor. */
async function firstPageTitles(): Promise<string[]> {
  const response = await fetch(new URL('/api/search/hotJobs', baseUrl()), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page_no: 1, page_size: 10 }),
  });
  const body = (await response.json()) as { data: { lists: Array<{ title: string }> } };
  return body.data.lists.map((job) => job.title);
}

const cards = (page: Page) => page.locator('[data-testid="job-list"] li button');

describe('the hot-jobs board rendered on the server', () => {
  const files = browserForFile();

  it('shows the first page of jobs on a phone with JavaScript off, styled', async () => {
    const titles = await firstPageTitles();
    expect(titles).toHaveLength(10);
    const context = files.track(
      await files.browser.newContext({
        baseURL: baseUrl(),
        javaScriptEnabled: false,
        viewport: { width: 375, height: 812 },
      }),
    );
    const page = await context.newPage();
    await page.goto('/?mode=jobs');
    expect(await cards(page).count()).toBe(10);
    for (const [i, title] of titles.entries()) {
      expect(await cards(page).nth(i).textContent()).toContain(title);
    }
    const border = await cards(page)
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopWidth);
    expect(border).toBe('1px');
    // No sideways scroll on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'prerender-hot-jobs-nojs-375');
  });

  it('hydrates without a React error and without searching again, then pages on from page 2', async () => {
    const titles = await firstPageTitles();
    const page = await files.page();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const searches: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/search/hotJobs')) {
        searches.push((JSON.parse(request.postData() ?? '{}') as { page_no: number }).page_no);
      }
    });
    await page.goto('/?mode=jobs');
    expect(await page.locator('#root[data-prerendered]').count()).toBe(1);
    expect(await cards(page).count()).toBe(10);
    // The board answers input: a click selects the second job, whose detail opens beside the list.
    await cards(page).nth(1).click();
    await expect.poll(() => page.locator('article h2').textContent()).toBe(titles[1]);
    expect(searches).toEqual([]);
    // Scrolled to its end, the list asks for page 2, not page 1 again.
    await page.locator('[data-testid="job-list"]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(() => searches).toEqual([2]);
    await expect.poll(() => cards(page).count()).toBe(20);
    expect(errors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });
});
