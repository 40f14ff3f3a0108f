// Start-up and memory of the product on the embedded database, against a bare Node HTTP server.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, median, rssMb, serverEntry, spawnNode, stop, waitHealthy } from './lib.ts';

const BARE_SERVER = `require('node:http').createServer((q, s) => s.end('{"code":1}')).listen(process.env.PORT, '127.0.0.1')`;

async function bare(): Promise<{ ms: number; rss: number }> {
  const port = freePort();
  const started = Date.now();
  const child = spawnNode(['-e', BARE_SERVER], { PORT: String(port) });
  const ms = await waitHealthy(`http://127.0.0.1:${port}/`, started);
  const rss = rssMb(child.pid!);
  await stop(child);
  return { ms, rss };
}

async function product(dataDir: string): Promise<{ ms: number; rss: number }> {
  const port = freePort();
  const started = Date.now();
  const child = spawnNode(['--enable-source-maps', serverEntry], { PORT: String(port), DATA_DIR: dataDir });
  const ms = await waitHealthy(`http://127.0.0.1:${port}/api/health`, started);
  // Touch the pages and the API a visitor would, then let the heap settle before reading memory.
  for (const url of ['/', '/api/health', '/api/docs/json']) await fetch(`http://127.0.0.1:${port}${url}`);
  await new Promise((r) => setTimeout(r, 1500));
  const rss = rssMb(child.pid!);
  const code = await stop(child);
  if (code !== 0) throw new Error(`server exited with ${code}`);
  return { ms, rss };
}

export async function startupBench(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ai-bench-'));
  try {
    const baseline = median([await bare(), await bare(), await bare()].map((r) => r.ms));
    const baselineRss = (await bare()).rss;
    const first = await product(dataDir);
    const restarts = [await product(dataDir), await product(dataDir), await product(dataDir)];
    const restartMs = median(restarts.map((r) => r.ms));
    const rss = Math.max(first.rss, ...restarts.map((r) => r.rss));
    const rows = [
      ['bare node http server to first answer', `${baseline} ms`, '1.0x'],
      [
        'first start, empty embedded db (initdb + migrate + seed)',
        `${first.ms} ms`,
        `${(first.ms / baseline).toFixed(1)}x`,
      ],
      [
        'restart on existing embedded db to healthy (median of 3)',
        `${restartMs} ms`,
        `${(restartMs / baseline).toFixed(1)}x`,
      ],
      ['bare node http server RSS', `${baselineRss.toFixed(0)} MB`, '1.0x'],
      [
        'server RSS after start with demo seed (max)',
        `${rss.toFixed(0)} MB`,
        `${(rss / baselineRss).toFixed(1)}x`,
      ],
    ];
    console.log('| measure | value | vs baseline |\n|---|---|---|');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
