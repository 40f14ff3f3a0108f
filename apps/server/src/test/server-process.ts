// The server as a child process from source (tsx), for tests of start-up, shutdown and clusters.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { serverRoot } from '../paths.ts';

export interface ServerProcess {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<number | null>;
}

/** The bundle `npm run build` writes and `npm start` runs. */
export const builtServer = path.join(serverRoot, 'dist', 'server.js');

/**
 * Starts `src/server.ts` (or, with `built`, the bundle `dist/server.js` as `npm start` runs it) with only the
 * given settings (plus PATH and HOME) in its environment.
 */
export function startServer(env: Record<string, string>, options: { built?: boolean } = {}): ServerProcess {
  const args = options.built ? [builtServer] : ['--import', 'tsx', 'src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
  });
  const run: ServerProcess = {
    child,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
  child.stdout!.on('data', (d) => {
    run.stdout += d;
  });
  child.stderr!.on('data', (d) => {
    run.stderr += d;
  });
  return run;
}

/** The port the server logged it listens on; rejects with its stderr when it exits first. */
export function listeningPort(run: ServerProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = /listening at http:\/\/[^:]+:(\d+)/.exec(run.stdout);
      if (match) return resolve(Number(match[1]));
      if (run.child.exitCode !== null) return reject(new Error(`server exited: ${run.stderr}`));
      run.child.stdout!.once('data', check);
    };
    run.child.once('exit', check);
    check();
  });
}
