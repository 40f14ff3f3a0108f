// Hot-jobs search under load: POST /api/search/hotJobs with the board's realistic mix of queries, against
// GET /api/health on the same server in the same run (the baseline: routing, envelope and one trivial query),
// each at CONNECTIONS concurrent connections for DURATION_S seconds; then each kind of query alone.
// PGlite with 100k jobs by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL with 1M jobs.
// BENCH_SEARCH_JOBS overrides the size. The filled database is kept in bench/.out for the next run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot, serverEntry, spawnNode, stop, waitHealthy } from './lib.ts';

const CONNECTIONS = 32;
/** Searches of random combinations (randomSearches), asked one at a time after the loads. */
const RANDOM_SEARCHES = 500;
const DURATION_S = Number(process.env.BENCH_SEARCH_SECONDS ?? 20);
/** Each kind of query alone, after the mix: shorter, to show where the time goes. */
const KIND_DURATION_S = Math.max(2, Math.round(DURATION_S / 4));

// Keywords from the seeded job titles and duties: two-character words a large share of jobs hold, words only
// a few job specs hold (PMO one spec, 0.03% of jobs; the others 0.6-0.8%), and words no job holds.
const COMMON = ['前端', '运营', '销售', '会计', '数据分析', 'react'];
const RARE = ['PMO', '临床监查', '医学编辑', '高中英语'];
const NOTHING = ['量子纠缠', '潜水艇驾驶', 'cobol'];
const CITIES = ['北京', '上海', '深圳', '杭州', '成都'];

/** The kinds of query the board sends, each a list of bodies used in turn. */
const KINDS: Record<string, object[]> = {
  'keyword, common (前端, 运营, 销售…)': COMMON.map((keyword) => ({ keyword })),
  'keyword, a few specs (PMO, 临床监查…)': RARE.map((keyword) => ({ keyword })),
  'keyword matching nothing': NOTHING.map((keyword) => ({ keyword })),
  'keyword + city + education': COMMON.flatMap((keyword, i) => [
    { keyword, city: CITIES[i % CITIES.length], education: 4 },
    { keyword, city: CITIES[(i + 2) % CITIES.length], education: 3 },
  ]),
  'filters only (city, education, type, days)': CITIES.map((city, i) => ({
    city,
    education: 3 + (i % 2),
    recruitment_type: 0,
    publish_days: [3, 7, 15, 30][i % 4],
  })),
  'salary range, sorted by salary': [
    { salary_min: 20, salary_max: 40, sort_by: 'salary' },
    { salary_min: 10, salary_max: 15, city: '上海', sort_by: 'salary' },
  ],
  'deep pages (20, 50)': [
    { keyword: '工程师', page_no: 20 },
    { page_no: 50 },
    { keyword: '运营', city: '北京', page_no: 20 },
  ],
};

/** The mix: keyword searches most, as on a job board, then filters, then deep pages. */
const MIX: object[] = [
  ...KINDS['keyword, common (前端, 运营, 销售…)']!,
  ...KINDS['keyword, common (前端, 运营, 销售…)']!,
  ...KINDS['keyword, a few specs (PMO, 临床监查…)']!,
  ...KINDS['keyword matching nothing']!,
  ...KINDS['keyword + city + education']!,
  ...KINDS['filters only (city, education, type, days)']!,
  ...KINDS['salary range, sorted by salary']!,
  ...KINDS['deep pages (20, 50)']!,
];

/**
 * Searches of random combinations of every parameter (SPEC §3), valid each: where the mix measures the
 * board's common searches under load, these find the searches whose filters the statistics misjudge
 * (interns with a doctorate, a position no title holds), one at a time. A fixed seed makes every run ask
 * the same ones.
 */
function randomSearches(count: number): object[] {
  let state = 20261125;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  const maybe = <T>(p: number, value: () => T) => (random() < p ? value() : undefined);
  const words = [...COMMON, ...RARE, ...NOTHING, '工程师', '经理', '实习', '的', 'a', 'java', '护士'];
  const positions = [
    '数据分析师',
    '前端开发工程师',
    '产品经理',
    '会计',
    '新媒体运营',
    '量化研究员',
    'Excel',
    '科技',
  ];
  return Array.from({ length: count }, () => {
    const low = Math.floor(random() * 60);
    const high = maybe(0.2, () => low + Math.floor(random() * 300));
    return {
      keyword: maybe(0.6, () => pick(words)),
      city: maybe(0.5, () => pick([...CITIES, '拉萨', '克拉玛依', '全国'])),
      category: maybe(0.2, () => pick(['技术', '产品', '运营', '销售', '医疗健康', '金融', '设计'])),
      education: maybe(0.4, () => pick([3, 4, 5, 6])),
      recruitment_type: maybe(0.4, () => pick([0, 1, 2])),
      publish_days: maybe(0.3, () => pick([1, 3, 7, 15, 30])),
      salary_min: maybe(0.2, () => low),
      salary_max: high,
      company_name: maybe(0.1, () => pick(positions)),
      job_keywords: maybe(0.1, () => pick(positions)),
      job_objective: maybe(0.15, () => pick(positions)),
      sort_by: maybe(0.3, () => pick(['newest', 'salary'])),
      page_no: maybe(0.2, () => 1 + Math.floor(random() * 40)),
    };
  });
}

/** Each request once, one at a time, each answer a 200 with `code: 1`; the times of the answers (ms), in order. */
async function oneAtATime(requests: Array<{ url: string; init?: RequestInit }>): Promise<number[]> {
  const times: number[] = [];
  for (const { url, init } of requests) {
    const started = performance.now();
    const res = await fetch(url, { ...init, headers: { ...init?.headers, ...callerHeaders() } });
    const answer = (await res.json()) as { code: number };
    if (res.status !== 200 || answer.code !== 1) throw new Error(`${url} ${init?.body ?? ''}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const ascending = (times: number[]) => [...times].sort((a, b) => a - b);

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  /** CPU time per answer, in ms: the server's process, the database's (PostgreSQL's processes), the bench's. */
  cpu: { server: number; db: number; client: number } | null;
}

/** Clock ticks a second in /proc's times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** CPU seconds a process has used, from /proc (Linux); 0 where it has gone. */
function cpuSeconds(pid: number | string): number {
  try {
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
  } catch {
    return 0;
  }
}

/** The CPU seconds of the server, of every PostgreSQL process on this machine, and of this process. */
function cpuNow(serverPid: number) {
  let db = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') db += cpuSeconds(pid);
    } catch {
      // gone since the listing
    }
  }
  const own = process.cpuUsage();
  return { server: cpuSeconds(serverPid), db, client: (own.user + own.system) / 1e6 };
}

/**
 * Who each request comes from. The server trusts the loopback proxy (TRUST_PROXY) and each request names
 * another visitor in X-Forwarded-For, as a board behind a proxy sees its visitors: the per-caller limit
 * (600 searches a minute) is paid for on every request, as in production, and met by none.
 */
let callers = 0;
function callerHeaders(): Record<string, string> {
  const n = callers++ % 65_536;
  return { 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` };
}

/**
 * CONNECTIONS connections for `seconds`; every answer must be a 200 with `code: 1`. Where /proc tells, the
 * CPU each answer cost the server, the database and the bench itself (a backend that ends during the run
 * takes its time with it: the server's pools keep theirs).
 */
async function load(url: string, seconds: number, serverPid: number, bodies?: object[]): Promise<Figures> {
  let next = 0;
  let wrong = 0;
  const before = existsSync('/proc/self/stat') ? cpuNow(serverPid) : null;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      bodies
        ? {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, ...callerHeaders() },
              body: JSON.stringify({ page_size: 10, ...bodies[next++ % bodies.length] }),
            }),
            onResponse: (status, body) => {
              if (status !== 200 || !body.startsWith('{"code":1')) wrong++;
            },
          }
        : {
            method: 'GET',
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...callerHeaders() } }),
            onResponse: (status) => {
              if (status !== 200) wrong++;
            },
          },
    ],
  });
  if (wrong || result.errors || result.timeouts) {
    throw new Error(`${url}: ${wrong} wrong answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  const after = before && cpuNow(serverPid);
  const perAnswer = (key: 'server' | 'db' | 'client') =>
    before && after ? ((after[key] - before[key]) * 1000) / Math.max(1, result.requests.total) : 0;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    cpu: before ? { server: perAnswer('server'), db: perAnswer('db'), client: perAnswer('client') } : null,
  };
}

/**
 * Waits until the server has answered the last run's queries: the client stops waiting when its time is
 * up, but the server still runs what it had queued, and the next run would pay for it.
 */
async function settle(base: string): Promise<void> {
  for (let quick = 0; quick < 3; ) {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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

const ms = (value: number) => value.toFixed(3);
const row = (label: string, f: Figures, base: Figures) =>
  `| ${label} | ${f.p50} ms | ${f.p99} ms | ${Math.round(f.rps)} | ${(f.rps / base.rps).toFixed(2)} | ` +
  // PGlite runs inside the server's process: its time is the server's.
  (f.cpu ? `${ms(f.cpu.server)} / ${f.cpu.db > 0 ? ms(f.cpu.db) : '–'} / ${ms(f.cpu.client)} |` : '– |');

export async function searchBench(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const jobs = jobsWanted(Boolean(url));
  const dataDir = path.join(repoRoot, 'bench/.out', `search-${jobs}`);
  mkdirSync(dataDir, { recursive: true });
  // Unset, the embedded database; the demo seed of a first start plants nothing but the world around the jobs.
  const env: Record<string, string> = {
    TRUST_PROXY: 'loopback',
    ...(url
      ? { DATABASE_URL: url, DATA_DIR: dataDir }
      : { DATA_DIR: dataDir, SEED_JOBS: existsSync(path.join(dataDir, 'pg')) ? '0' : String(jobs) }),
  };
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
    const search = `${server.base}/api/search/hotJobs`;
    // Warm the caches and the connection pool the way a running server would be.
    await load(search, 2, server.child.pid!, MIX);
    const health = await load(`${server.base}/api/health`, DURATION_S, server.child.pid!);
    await settle(server.base);
    const mix = await load(search, DURATION_S, server.child.pid!, MIX);
    console.log(
      `${url ? 'PostgreSQL' : 'PGlite'}, ${jobs.toLocaleString('en')} jobs, ${CONNECTIONS} connections, ` +
        `${DURATION_S} s each (kinds alone ${KIND_DURATION_S} s)`,
    );
    console.log(
      '| load | p50 | p99 | requests/s | throughput vs health | CPU ms per answer: server / database / bench |\n' +
        '|---|---|---|---|---|---|',
    );
    console.log(row('GET /api/health (baseline)', health, health));
    console.log(row('**search, the mix**', mix, health));
    for (const [label, bodies] of Object.entries(KINDS)) {
      await settle(server.base);
      console.log(row(label, await load(search, KIND_DURATION_S, server.child.pid!, bodies), health));
    }
    await settle(server.base);
    const bodies = randomSearches(RANDOM_SEARCHES);
    const healthTimes = ascending(await oneAtATime(bodies.map(() => ({ url: `${server.base}/api/health` }))));
    const inOrder = await oneAtATime(
      bodies.map((body) => ({
        url: search,
        init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      })),
    );
    const searchTimes = ascending(inOrder);
    const at = (times: number[], q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(`\n${RANDOM_SEARCHES} searches of random combinations of every parameter, one at a time:`);
    console.log('| one at a time | p50 | p99 | worst | p50 vs health |\n|---|---|---|---|---|');
    for (const [label, times] of [
      ['GET /api/health (baseline)', healthTimes],
      ['random combinations', searchTimes],
    ] as const) {
      const quantile = (q: number) => `${at(times, q).toFixed(1)} ms`;
      const ratio = (at(times, 0.5) / at(healthTimes, 0.5)).toFixed(1);
      console.log(
        `| ${label} | ${quantile(0.5)} | ${quantile(0.99)} | ${times.at(-1)!.toFixed(1)} ms | ${ratio}x |`,
      );
    }
    // The slowest, to be asked again and explained (EXPLAIN ANALYZE): a figure alone does not say which.
    console.log('\nThe slowest:');
    const slowest = inOrder.map((ms, i) => ({ ms, body: bodies[i] })).sort((a, b) => b.ms - a.ms);
    for (const { ms, body } of slowest.slice(0, 5))
      console.log(`${ms.toFixed(1)} ms ${JSON.stringify(body)}`);
  } finally {
    await stop(server.child);
  }
}
