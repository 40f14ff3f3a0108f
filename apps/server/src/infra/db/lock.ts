// One process per embedded data directory: PGlite has no locking of its own, and two writers corrupt it.
import { readFile, rm, writeFile } from 'node:fs/promises';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file or throws naming the process that holds it; returns the release function. */
export async function lockDataDir(lockFile: string): Promise<() => Promise<void>> {
  const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`the data directory is in use by another server (pid ${holder})`);
  }
  await writeFile(lockFile, String(process.pid));
  return () => rm(lockFile, { force: true });
}
