// `npm run bench:web`: Lighthouse (the npm package, on the system Chromium) on the public pages of a built
// product — `/`, its hot-jobs mode and the password login — with the mobile and the desktop presets.
// Builds first when there is no build. `BENCH_BEFORE=<checkout>` also measures another built checkout (e.g.
// main) in the same run. Lighthouse's mobile preset is its own baseline: a simulated mid-range phone on slow 4G.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { repoRoot, spawnNode, stop, waitHealthy } from './lib.ts';

const PAGES = [
  { label: '`/`', path: '/' },
  { label: '`/?mode=jobs` (hot jobs)', path: '/?mode=jobs' },
  { label: '`/store/entry/loginPwd`', path: '/store/entry/loginPwd' },
];
const PRESETS = ['mobile', 'desktop'] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The accessibility and best-practices audits that failed, to say what keeps a score under 100. */
  failed: string[];
}

function ensureBuilt(root: string): void {
  const built =
    existsSync(path.join(root, 'apps/server/dist/server.js')) &&
    existsSync(path.join(root, 'apps/web/dist/index.html'));
  if (built) return;
  console.log(`building ${root} …`);
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

/** Lighthouse's own advice for a run whose trace went wrong (NO_NAVSTART, NO_FCP …) is to run it again. */
async function auditWithRetry(port: number, url: string, preset: (typeof PRESETS)[number]): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(port, url, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${(error as Error).message}: again (attempt ${attempt + 1} of 3)`);
    }
  }
}

async function audit(port: number, url: string, preset: (typeof PRESETS)[number]): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A failed run (the page did not load in time on a loaded machine) says so instead of printing zeros.
  if (runtimeError)
    throw new Error(`Lighthouse on ${url} (${preset}): ${runtimeError.code} ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failed: ['accessibility', 'best-practices'].flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => `${ref.id} [${culprits(audits[ref.id]?.details).join('; ')}]`),
    ),
  };
}

/** What a failed audit points at (an element's selector, a URL, a message): the first three, to be found. */
function culprits(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 3).map((item) => {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
    if (node?.selector) return `${node.selector} "${(node.nodeLabel ?? '').slice(0, 40)}"`;
    return String(item.url ?? item.description ?? item.source ?? '?').slice(0, 120);
  });
}

/** A port the system has just handed out, so the product does not collide with the other servers of a shared machine. */
function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function webBench(): Promise<void> {
  const targets = [
    ...(process.env.BENCH_BEFORE ? [{ label: 'before', root: path.resolve(process.env.BENCH_BEFORE) }] : []),
    { label: process.env.BENCH_BEFORE ? 'after' : 'this build', root: repoRoot },
  ];
  console.log(
    `load average: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores\n`,
  );
  console.log('| build | page | preset | perf | a11y | best pr. | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const failures: string[] = [];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const target of targets) {
      ensureBuilt(target.root);
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-bench-lh-'));
      const port = await systemPort();
      const child = spawnNode([path.join(target.root, 'apps/server/dist/server.js')], {
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_JOBS: '100',
      });
      const base = `http://127.0.0.1:${port}`;
      try {
        await waitHealthy(`${base}/api/health`, Date.now());
        for (const page of PAGES) {
          for (const preset of PRESETS) {
            const s = await auditWithRetry(chrome.port, `${base}${page.path}`, preset);
            console.log(
              `| ${target.label} | ${page.label} | ${preset} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${seconds(s.fcp)} | ${seconds(s.lcp)} | ${s.tbt.toFixed(0)} ms | ${s.cls.toFixed(3)} |`,
            );
            if (s.failed.length)
              failures.push(`${target.label} ${page.path} ${preset}: ${s.failed.join(', ')}`);
          }
        }
      } finally {
        await stop(child);
        await rm(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    chrome.kill();
  }
  if (failures.length) console.log(`\nfailed audits:\n${failures.join('\n')}`);
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
