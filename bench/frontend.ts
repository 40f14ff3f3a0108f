// Front-end load of the home page: the scripts `/` runs before interaction (from Vite's manifest) and a
// throttled Chromium's load of it, against a page without scripts served over the same throttled link.
// `BENCH_BEFORE=<checkout>` also measures another built checkout (e.g. an older commit) in the same run.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { homeRouteScripts, total } from '../apps/web/bundle/route-scripts.ts';
import { freePort, median, repoRoot, stop, waitHealthy } from './lib.ts';

/** Chrome DevTools' "Fast 3G" preset (bytes per second), with the CPU four times slower. */
const NETWORK = { offline: false, latency: 563, downloadThroughput: 180_000, uploadThroughput: 84_000 };
const CPU_SLOWDOWN = 4;
const RUNS = 5;
/** The landing's headline: the first thing a visitor reads, and what the bare page shows too. */
const READY_SELECTOR = 'main h1';

const BARE_PAGE = '<!doctype html><html lang="zh-CN"><body><main><h1>AI 面试官</h1></main></body></html>';

interface Load {
  fcp: number;
  ready: number;
  load: number;
  scripts: number;
  scriptBytes: number;
}

interface Target {
  label: string;
  root: string;
}

async function startProduct(root: string, dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_JOBS: '100',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(`${url}/api/health`, Date.now());
  return { url, child };
}

function startBarePage(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/`, close: () => server.close() });
    });
  });
}

/** One cold load (fresh context, empty cache) under the throttle; times are ms from navigation start. */
async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  const scriptRequests = new Set<string>();
  let scriptBytes = 0;
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scriptRequests.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scriptRequests.has(event.requestId)) scriptBytes += event.encodedDataLength;
  });
  await page.addInitScript((selector: string) => {
    const w = window as unknown as { __readyAt?: number };
    new MutationObserver((_records, observer) => {
      if (document.querySelector(selector)) {
        w.__readyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, READY_SELECTOR);

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(
    () => (window as unknown as { __readyAt?: number }).__readyAt !== undefined,
    null,
    {
      timeout: 120_000,
    },
  );
  const timings = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      ready: (window as unknown as { __readyAt: number }).__readyAt,
      load: nav.loadEventEnd,
    };
  });
  await context.close();
  return { ...timings, scripts: scriptRequests.size, scriptBytes };
}

async function measure(browser: Browser, url: string): Promise<Load> {
  const runs: Load[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, url));
  const pick = (key: keyof Load) => median(runs.map((run) => run[key]));
  return {
    fcp: pick('fcp'),
    ready: pick('ready'),
    load: pick('load'),
    scripts: pick('scripts'),
    scriptBytes: pick('scriptBytes'),
  };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function bundleRow(target: Target): string {
  const scripts = homeRouteScripts(path.join(target.root, 'apps/web/dist'));
  const sum = total(scripts);
  const brotli = scripts.reduce(
    (acc, s) =>
      acc + brotliCompressSync(readFileSync(path.join(target.root, 'apps/web/dist', s.file))).length,
    0,
  );
  return `| ${target.label} | ${sum.files} | ${kb(sum.raw)} | ${kb(sum.gzip)} | ${kb(brotli)} |`;
}

export async function frontendBench(): Promise<void> {
  const targets: Target[] = [];
  if (process.env.BENCH_BEFORE)
    targets.push({ label: 'before', root: path.resolve(process.env.BENCH_BEFORE) });
  targets.push({ label: process.env.BENCH_BEFORE ? 'after' : 'this build', root: repoRoot });

  console.log('Scripts `/` loads before interaction (entry + static imports + the home route chunk):\n');
  console.log('| build | files | raw | gzip | brotli |\n|---|---|---|---|---|');
  for (const target of targets) console.log(bundleRow(target));

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const bare = await startBarePage();
  try {
    const baseline = await measure(browser, bare.url);
    const rows: string[][] = [
      [
        'bare page, no scripts',
        '0',
        '0 KB',
        `${baseline.fcp.toFixed(0)} ms`,
        `${baseline.ready.toFixed(0)} ms`,
        '1.0x',
        `${baseline.load.toFixed(0)} ms`,
      ],
    ];
    for (const target of targets) {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-bench-web-'));
      const product = await startProduct(target.root, dataDir);
      try {
        const home = await measure(browser, `${product.url}/`);
        rows.push([
          `home \`/\`, ${target.label}`,
          String(home.scripts),
          kb(home.scriptBytes),
          `${home.fcp.toFixed(0)} ms`,
          `${home.ready.toFixed(0)} ms`,
          `${(home.ready / baseline.ready).toFixed(1)}x`,
          `${home.load.toFixed(0)} ms`,
        ]);
      } finally {
        await stop(product.child);
        await rm(dataDir, { recursive: true, force: true });
      }
    }
    console.log(
      `\nCold load in Chromium, "Fast 3G" (${NETWORK.latency} ms, ${kb(NETWORK.downloadThroughput)}/s down) and ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS}:\n`,
    );
    console.log(
      '| page | scripts | script bytes on the wire | FCP | headline shown | vs baseline | load event |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    bare.close();
    await browser.close();
  }
}
