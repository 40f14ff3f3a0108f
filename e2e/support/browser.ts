// Debian's Chromium driven by playwright-core; screenshots land in e2e/screenshots (git-ignored).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { repoRoot } from './server.ts';

export const screenshotDir = path.join(repoRoot, 'e2e', 'screenshots');

/** `camera`: an MJPEG file the fake camera shows instead of its synthetic pattern (see photoCamera). */
export function launchBrowser(options: { camera?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Camera and microphone for every spec that asks: permission granted without a prompt, and Chromium's
      // synthetic camera (at 60 fps, above the 30 the room asks for: its default 20, or exactly 30, would make
      // the camera rather than the page the limit of any frame-rate measurement) and beeping microphone. A
      // spec that needs a refusal mocks getUserMedia in the page instead.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream=fps=60',
      ...(options.camera ? [`--use-file-for-fake-video-capture=${options.camera}`] : []),
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/**
 * A page rendered at build time shows (and has its inputs and buttons) before its scripts run: going to one
 * (or reloading it) waits until the app has hydrated it, as a person would before typing, so no journey
 * acts on the HTML alone.
 */
function waitForHydration(page: Page): void {
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('root')?.hasAttribute('data-prerendered') ||
        document.documentElement.dataset.ready === 'true',
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

export async function newContext(
  browser: Browser,
  options: { mobile?: boolean; baseUrl?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    // A spec with a server of its own (other settings, its own data) passes that server's address.
    baseURL: options.baseUrl ?? baseUrl(),
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: options.mobile ? { width: 375, height: 812 } : { width: 1440, height: 900 },
    deviceScaleFactor: 1,
  });
  context.on('page', waitForHydration);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  context.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const page = message.page();
    if (!page) return;
    const said = pageConsole.get(page) ?? [];
    said.push(`${message.type()}: ${message.text().slice(0, 500)}`);
    pageConsole.set(page, said.slice(-CONSOLE_LINES_KEPT));
  });
  return context;
}

/** Every context still open, for the screenshots of a failed test (support/failure-screenshots.ts). */
export const openContexts = new Set<BrowserContext>();

const CONSOLE_LINES_KEPT = 20;
const pageConsole = new WeakMap<Page, string[]>();

/** The last errors and warnings a page logged (a hydration error, a failed request), for a failed test. */
export function consoleOf(page: Page): string[] {
  return pageConsole.get(page) ?? [];
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * One browser for a spec file, launched before its tests and closed after them with every context the
 * tests tracked: `page()` opens a fresh visitor's page, `track()` adopts a context made elsewhere.
 */
export function browserForFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });
  const track = (context: BrowserContext): BrowserContext => {
    contexts.push(context);
    return context;
  };
  return {
    get browser(): Browser {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    track,
    page: async (mobile = false): Promise<Page> => track(await newContext(browser!, { mobile })).newPage(),
  };
}
