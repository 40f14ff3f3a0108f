// A failed test leaves a screenshot of every page it opened that is still open, and says where each page
// was and the errors and warnings it logged, so that a failure seen once in a long run can be read afterwards:
// e2e/screenshots/failed/<test>-<n>.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEach } from 'vitest';
import { consoleOf, openContexts, screenshotDir } from './browser.ts';

beforeEach((context) => {
  // Only the pages this test opened (in any context, one made by a beforeAll too): the pages of earlier tests
  // in the file may stay open until its end.
  const earlier = new Set([...openContexts].flatMap((open) => open.pages()));
  context.onTestFailed(async () => {
    const dir = path.join(screenshotDir, 'failed');
    mkdirSync(dir, { recursive: true });
    const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80);
    const pages = [...openContexts].flatMap((open) => open.pages()).filter((page) => !earlier.has(page));
    for (const [index, page] of pages.entries()) {
      const file = path.join(dir, `${name}-${index + 1}.png`);
      const saved = await page.screenshot({ path: file, timeout: 5000 }).then(
        () => file,
        () => 'no screenshot',
      );
      console.error(`failed test "${context.task.name}": page ${index + 1} at ${page.url()} (${saved})`);
      for (const line of consoleOf(page)) console.error(`  page ${index + 1} console ${line}`);
    }
  });
});
