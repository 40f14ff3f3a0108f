// Issue 29 'paint before the scripts': the public pages come as HTML rendered at build time, styled, and the
// app hydrates them without a React error; a query that changes the page gets the app's usual shell.
// Screenshots of home with JavaScript off at 1440 and 375 px.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/** React's hydration errors (418 mismatch, 419 server boundary, 423 recovered, 425 text). */
const HYDRATION_ERROR = /react\.dev\/errors\/(418|419|423|425)|hydrat/i;

describe('pages rendered at build time', () => {
  const files = browserForFile();

  it('sends the home headline in the HTML itself, and the app shell for a query that changes the page', async () => {
    const home = await (await fetch(new URL('/', baseUrl()))).text();
    expect(home).toContain(HEADLINE);
    expect(home).toContain('data-prerendered');
    const jobs = await (await fetch(new URL('/?mode=jobs', baseUrl()))).text();
    expect(jobs).not.toContain('data-prerendered');
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
