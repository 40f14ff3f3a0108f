// Starts the built product as `npm start` would, on a free port with a throw-away data directory.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

/** The site facts the browser run's server is started with (SITE_OPERATOR, SITE_CONTACT, SITE_ICP). */
export const E2E_SITE = {
  operator: '北京智面科技有限公司',
  contact: 'help@example.com',
  icp: '京ICP备00000000号-1',
};

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server; the data directory goes too unless `keepData` (to start again on it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function startServer(
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry) || !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build the product first: npm run build');
  }
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'ai-e2e-')));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));

  const deadline = Date.now() + 110_000;
  let port: number | undefined;
  while (!port) {
    const match = /listening at http:\/\/[^:]+:(\d+)/.exec(output);
    if (match) port = Number(match[1]);
    else if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    else if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    else await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      child.kill('SIGTERM');
      await exited;
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
