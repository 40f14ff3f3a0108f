// Hot-jobs search under load: p50/p99 of POST /api/search/hotJobs for the board's typical queries, against
// GET /api/health on the same server in the same run (the baseline: routing, envelope and one trivial query).
// PGlite with 100k jobs by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL with 1M jobs.
// BENCH_SEARCH_JOBS overrides the size. The filled database is kept in bench/.out for the next run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, repoRoot, serverEntry, spawnNode, stop, waitHealthy } from './lib.ts';

const REQUESTS = 400;
const CONCURRENCY = 8;

const QUERIES: Record<string, object> = {
  'first page, no filter': {},
  'keyword 前端 (two Chinese characters)': { keyword: '前端' },
  'keyword react (any case)': { keyword: 'react' },
  'keyword 数据分析 + city 上海': { keyword: '数据分析', city: '上海' },
  'city + education + type + 7 days': { city: '北京', education: 4, recruitment_type: 0, publish_days: 7 },
  'salary 20-40K, sorted by salary': { salary_min: 20, salary_max: 40, sort_by: 'salary' },
  'keyword matching nothing': { keyword: '量子纠缠' },
  'page 50 of a keyword': { keyword: '工程师', page_no: 50 },
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** REQUESTS calls, CONCURRENCY at a time; latencies in ms, sorted. */
async function load(call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next++;
      const started = performance.now();
      const res = await call();
      const body = (await res.json()) as { code: number };
      if (!res.ok || body.code !== 1) throw new Error(`answer ${res.status} ${JSON.stringify(body)}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return times.sort((a, b) => a - b);
}

function jobsWanted(postgres: boolean): number {
  return Number(process.env.BENCH_SEARCH_JOBS ?? (postgres ? 1_000_000 : 100_000));
}

/** Fills the database to `jobs` jobs once; later runs reuse it. */
function fill(env: Record<string, string>, jobs: number, have: number): void {
  if (have >= jobs) return;
  console.log(`filling the database with ${jobs - have} more jobs (once; kept for later runs)…`);
  execFileSync('npm', ['run', 'seed', '--', '--jobs', String(jobs - have)], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function countJobs(base: string): Promise<number> {
  const res = await fetch(`${base}/api/search/hotJobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await res.json()) as { data: { count: number } }).data.count;
}

export async function searchBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const jobs = jobsWanted(Boolean(url));
  const dataDir = path.join(repoRoot, 'bench/.out', `search-${jobs}`);
  mkdirSync(dataDir, { recursive: true });
  // Unset, the embedded database; the demo seed of a first start plants nothing but the world around the jobs.
  const env: Record<string, string> = url
    ? { DATABASE_URL: url, DATA_DIR: dataDir }
    : { DATA_DIR: dataDir, SEED_JOBS: existsSync(path.join(dataDir, 'pg')) ? '0' : String(jobs) };
  const start = async () => {
    const port = freePort();
    const child = spawnNode([serverEntry], { ...env, PORT: String(port) });
    await waitHealthy(`http://127.0.0.1:${port}/api/health`, Date.now(), 30 * 60_000);
    return { child, base: `http://127.0.0.1:${port}` };
  };
  let server = await start();
  // The board's count stops at JOB_COUNT_MAX, so it tells "enough" but not how many: ask the seed to top up
  // a PostgreSQL database only when it is clearly short.
  const have = await countJobs(server.base);
  if (url && have < 1000) {
    await stop(server.child);
    fill(env, jobs, have);
    server = await start();
  }
  try {
    const health = await load(() => fetch(`${server.base}/api/health`));
    const base = percentile(health, 50);
    console.log(
      `${url ? 'PostgreSQL' : 'PGlite'}, ${jobs.toLocaleString('en')} jobs target, ${REQUESTS} requests per row, ${CONCURRENCY} concurrent`,
    );
    console.log('| query | p50 | p99 | p50 vs health |\n|---|---|---|---|');
    console.log(
      `| GET /api/health (baseline) | ${base.toFixed(1)} ms | ${percentile(health, 99).toFixed(1)} ms | 1.0x |`,
    );
    for (const [label, body] of Object.entries(QUERIES)) {
      const times = await load(() =>
        fetch(`${server.base}/api/search/hotJobs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ page_size: 10, ...body }),
        }),
      );
      const p50 = percentile(times, 50);
      console.log(
        `| ${label} | ${p50.toFixed(1)} ms | ${percentile(times, 99).toFixed(1)} ms | ${(p50 / base).toFixed(1)}x |`,
      );
    }
  } finally {
    await stop(server.child);
  }
}
