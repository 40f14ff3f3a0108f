// Reads a document's text in a worker thread: the server's own thread never runs a parser, and a parse
// that runs too long or grows too big is ended by terminating its worker (its memory goes with it).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { DocumentLimit } from './document-limits.ts';

export interface ParseLimits {
  /** Wall-clock time of one parse, worker start included. */
  timeoutMs: number;
  /** Heap of the worker (pdf.js and mammoth build their objects there). */
  heapMb: number;
  /**
   * How much the process may grow while the parse runs; heapMb + 256 unless set. Typed arrays (pdf.js's
   * decoded streams) live outside the heap limit, so this watch is what bounds a filter bomb the
   * inflate check does not know (LZW, run-length).
   */
  growthMb?: number;
}

export interface ParseRequest {
  extension: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export type ParseReply =
  | { status: 'read'; text: string }
  | { status: 'refused'; limit: DocumentLimit }
  | { status: 'unreadable'; error: string };

/** At most this many parses run at once; later uploads wait their turn (each worker may use heapMb). */
const MAX_PARALLEL = 2;
/** Room for buffers outside the worker's heap (the document's bytes, decoded streams) before it is ended. */
const OFF_HEAP_MB = 256;
const MEMORY_CHECK_MS = 50;
const MB = 1024 * 1024;

// From the bundle this code is in dist/server.js and the worker is dist/parse-worker.js. From source
// (vitest, tsx) it is parse-worker.ts's sibling, and the worker first registers tsx to load TypeScript.
const fromSource = import.meta.url.endsWith('.ts');

function startWorker(options: WorkerOptions): Worker {
  if (!fromSource) return new Worker(new URL('./parse-worker.js', import.meta.url), options);
  // tsx's ESM register() (its main entry and CJS api register only on the main thread or break in workers);
  // require.resolve finds the CJS file of that export, its ESM twin sits beside it.
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const entry = new URL('./parse-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await task();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function parseInWorker(request: ParseRequest, limits: ParseLimits): Promise<ParseReply> {
  return new Promise((resolve) => {
    const worker = startWorker({
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const settle = (reply: ParseReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      resolve(reply);
      void worker.terminate();
    };
    const timer = setTimeout(() => settle({ status: 'refused', limit: 'timeout' }), limits.timeoutMs);
    // Resident memory is the process's, not the worker's: with two parses at once either may be ended
    // for the other's growth, a refusal its user can retry rather than a swollen server.
    const ceiling = process.memoryUsage.rss() + (limits.growthMb ?? limits.heapMb + OFF_HEAP_MB) * MB;
    const overAllowance = () => process.memoryUsage.rss() > ceiling;
    const watch = setInterval(() => {
      if (overAllowance()) settle({ status: 'refused', limit: 'memory' });
    }, MEMORY_CHECK_MS);
    // Checked once more on the answer: a parse that grew past its allowance between two samples and finished
    // is refused all the same (the worker still holds its memory until it is terminated).
    worker.on('message', (reply: ParseReply) =>
      settle(overAllowance() ? { status: 'refused', limit: 'memory' } : reply),
    );
    worker.on('error', (err: Error & { code?: string }) =>
      settle(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'refused', limit: 'memory' }
          : { status: 'unreadable', error: err.message },
      ),
    );
    worker.on('exit', (code) => settle({ status: 'unreadable', error: `parse worker exited (${code})` }));
    worker.postMessage(request, [request.bytes.buffer]);
  });
}

/** The document's text as the worker read it, or why not. Never throws, never blocks this thread. */
export function parseDocument(extension: string, buf: Buffer, limits: ParseLimits): Promise<ParseReply> {
  // A copy of its own, so the bytes can move to the worker while the caller keeps its buffer.
  const bytes = new Uint8Array(buf);
  return inTurn(() => parseInWorker({ extension, bytes }, limits));
}
