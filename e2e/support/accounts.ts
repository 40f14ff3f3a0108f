// Helpers of the account journeys: the demo user, dev SMS codes, logging in, waiting for toasts and settled screens.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, newContext } from './browser.ts';

export const DEMO = { account: 'demo', password: 'Demo@2026', mobile: '13800138000' };
export const TOKEN_COOKIE = 'ai-interview-token';

/** A mobile no one has used in this run (the demo world only seeds 13800138000). */
export function freshMobile(): string {
  return `137${String(Date.now() % 100_000_000).padStart(8, '0')}`;
}

/** The last code the console outbox sent to `mobile` (the dev endpoint the UI's hint link reads too). */
export async function devCode(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`);
  const body = (await res.json()) as { code: number; data: { code: string } };
  expect(body.code).toBe(1);
  return body.data.code;
}

/** The login form's own submit (the header has a 登录 button too). */
export function submit(page: Page, name = '登录') {
  return page.locator('form').getByRole('button', { name, exact: true });
}

export async function passwordLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await submit(page).click();
}

/** A context logged in as the demo user through the API (for tests about what comes after a login). */
export async function loggedInContext(
  browser: Browser,
  options: { mobile?: boolean; baseUrl?: string } = {},
): Promise<BrowserContext> {
  const context = await newContext(browser, options);
  const res = await context.request.post('/api/login/account', {
    data: { account: DEMO.account, password: DEMO.password },
    headers: { terminal: '4' },
  });
  const body = (await res.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(1);
  await context.addCookies([
    { name: TOKEN_COOKIE, value: body.data.token, url: options.baseUrl ?? baseUrl() },
  ]);
  return context;
}

/** A context logged in as a brand-new user (SMS login registers the number), so no other spec's files mix in. */
export async function newUserContext(browser: Browser): Promise<BrowserContext> {
  const context = await newContext(browser);
  const mobile = freshMobile();
  await context.request.post('/api/sms/sendCode', { data: { mobile, scene: 'login' } });
  const latest = (await (await context.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json()) as {
    data: { code: string };
  };
  const login = await context.request.post('/api/login/mobileLogin', {
    data: { mobile, code: latest.data.code },
    headers: { terminal: '4' },
  });
  const body = (await login.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(1);
  await context.addCookies([{ name: TOKEN_COOKIE, value: body.data.token, url: baseUrl() }]);
  return context;
}

/** A one-page PDF saying `text` (ASCII), with a correct cross-reference table. */
export function tinyPdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Waits until dialogs have zoomed in and no finite animation runs, so a screenshot shows the settled page. */
export async function settle(page: Page): Promise<void> {
  // Two frames: what the last action set going has been rendered and its animations have started.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '.ant-modal [class*="-appear"], .ant-modal[class*="-appear"], [class*="-enter-"]',
      ) &&
      document
        .getAnimations()
        .every(
          (a) =>
            a.playState !== 'running' ||
            a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
  );
}

/** Waits for the toast (antd message) saying `text`. */
export function toast(page: Page, text: string) {
  return page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
}

export const CONSENT = '我已阅读并同意《用户协议》和《隐私政策》';

/** Ticks the consent box of the SMS login and registration forms. */
export async function agree(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: CONSENT }).check();
}

/**
 * Fails when anything lies on top of `target` (a floating button, a sticky bar): the target is scrolled to
 * the top, the middle and the bottom of the viewport in turn, and each corner and the centre must hit it.
 */
export async function expectNothingCovers(target: Locator): Promise<void> {
  for (const block of ['start', 'center', 'end'] as const) {
    const covered = await target.evaluate((el, where) => {
      el.scrollIntoView({ block: where, inline: 'nearest' });
      const r = el.getBoundingClientRect();
      const inset = 2;
      const points: Array<[number, number]> = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + inset, r.top + inset],
        [r.right - inset, r.top + inset],
        [r.left + inset, r.bottom - inset],
        [r.right - inset, r.bottom - inset],
      ];
      return (
        points
          .filter(([x, y]) => y >= 0 && y < window.innerHeight && x >= 0 && x < window.innerWidth)
          .map(([x, y]) => document.elementFromPoint(x, y))
          // The row around the button answers where its rounded corner leaves off; anything else lies on top.
          .filter((hit) => hit && !el.contains(hit) && !hit.contains(el))
          .map((hit) => (hit as Element).outerHTML.slice(0, 120))
      );
    }, block);
    expect(covered, `covered when scrolled to the ${block}`).toEqual([]);
  }
}

/** The page is no wider than the viewport (nothing forces a sideways scroll on a phone). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** The token a logged-in context holds in its cookie. */
export async function tokenOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === TOKEN_COOKIE);
  if (!cookie) throw new Error('not logged in');
  return cookie.value;
}

/** Calls the API as the context's user and answers `data`, failing the test unless `code` is 1. */
export async function api<T>(
  context: BrowserContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const headers = { token: await tokenOf(context), terminal: '4' };
  const res =
    method === 'GET'
      ? await context.request.get(path, { headers })
      : await context.request.post(path, { headers, data: data as Record<string, unknown> });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}
