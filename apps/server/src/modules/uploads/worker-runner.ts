// Runs a parser of untrusted bytes (a document, a recording) in a worker thread: the server's own thread never
// runs one, and a run that takes too long or grows too big is ended by terminating its worker (its memory goes
// with it). Shared by every such parser, so one gate bounds how many run at once.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, Worker, type WorkerOptions } from 'node:worker_threads';

export interface WorkerLimits {
  /** Wall-clock time of one run, worker start included. */
  timeoutMs: number;
  /** Heap of the worker (the parser builds its objects there). */
  heapMb: number;
  /**
   * How much the process may grow while the run goes on; heapMb + 256 unless set. Typed arrays (pdf.js's
   * decoded streams, a recording's chunks) live outside the heap limit, so this watch is what bounds them.
   */
  growthMb?: number;
}

/** The worker entries, bundled beside the server (build.mjs) and run from source by tests. */
export type WorkerEntry = 'parse-worker' | 'recording-worker';

/** One message to the worker, with the buffers it hands over (moved, not copied). */
export interface WorkerInput {
  message: unknown;
  transfer?: ArrayBuffer[];
}

export type WorkerOutcome<R> =
  | { status: 'answered'; reply: R }
  | { status: 'over'; limit: 'timeout' | 'memory' }
  | { status: 'failed'; error: string };

/** Between the runner and a worker: the worker asks for the next input, the runner says there is none. */
type ToWorker = { kind: 'input'; message: unknown } | { kind: 'end' };
type FromWorker = { kind: 'next' } | { kind: 'done'; reply: unknown };

/** At most this many runs at once; later ones wait their turn (each worker may use heapMb). */
const MAX_PARALLEL = 2;
/** Room for buffers outside the worker's heap before it is ended. */
const OFF_HEAP_MB = 256;
const MEMORY_CHECK_MS = 50;
const MB = 1024 * 1024;

// From the bundle this code is in dist/server.js and the workers are dist/<entry>.js. From source (vitest,
// tsx) they are this file's siblings, and the worker first registers tsx to load TypeScript.
const fromSource = import.meta.url.endsWith('.ts');

let tsxApi: string | undefined;

function startWorker(entry: WorkerEntry, options: WorkerOptions): Worker {
  if (!fromSource) return new Worker(new URL(`./${entry}.js`, import.meta.url), options);
  // tsx's ESM register() (its main entry and CJS api register only on the main thread or break in workers);
  // require.resolve finds the CJS file of that export, its ESM twin sits beside it. Resolved once.
  tsxApi ??= createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const api = tsxApi;
  const source = new URL(`./${entry}.ts`, import.meta.url).href;
  const boot = `import(${JSON.stringify(pathToFileURL(api).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
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

function runOnce<R>(
  entry: WorkerEntry,
  limits: WorkerLimits,
  inputs: AsyncIterator<WorkerInput>,
): Promise<WorkerOutcome<R>> {
  return new Promise((resolve) => {
    const worker = startWorker(entry, {
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
      // What a library prints in the worker is not the server's log: taken here and dropped.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (outcome: WorkerOutcome<R>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      resolve(outcome);
      void inputs.return?.();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle({ status: 'over', limit: 'timeout' }), limits.timeoutMs);
    // Resident memory is the process's, not the worker's: with two runs at once either may be ended for the
    // other's growth, a refusal that can be retried rather than a swollen server.
    const ceiling = process.memoryUsage.rss() + (limits.growthMb ?? limits.heapMb + OFF_HEAP_MB) * MB;
    const overAllowance = () => process.memoryUsage.rss() > ceiling;
    const watch = setInterval(() => {
      if (overAllowance()) settle({ status: 'over', limit: 'memory' });
    }, MEMORY_CHECK_MS);
    const feed = async () => {
      const next = await inputs.next();
      if (settled) return;
      const message: ToWorker = next.done ? { kind: 'end' } : { kind: 'input', message: next.value.message };
      worker.postMessage(message, next.done ? [] : (next.value.transfer ?? []));
    };
    const feedOrFail = () =>
      feed().catch((err: unknown) =>
        settle({ status: 'failed', error: err instanceof Error ? err.message : String(err) }),
      );
    // Checked once more on the answer: a run that grew past its allowance between two samples and finished is
    // refused all the same (the worker still holds its memory until it is terminated).
    worker.on('message', (reply: FromWorker) => {
      if (reply.kind === 'next') return void feedOrFail();
      settle(
        overAllowance()
          ? { status: 'over', limit: 'memory' }
          : { status: 'answered', reply: reply.reply as R },
      );
    });
    worker.on('error', (err: Error & { code?: string }) =>
      settle(
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'over', limit: 'memory' }
          : { status: 'failed', error: err.message },
      ),
    );
    worker.on('exit', (code) => settle({ status: 'failed', error: `worker exited (${code})` }));
    void feedOrFail();
  });
}

/**
 * Runs `entry` on `inputs`, handed over one at a time as the worker asks for them (a recording of hundreds
 * of MB never sits whole in either thread). Never throws, never blocks this thread.
 */
export function runInWorker<R>(
  entry: WorkerEntry,
  limits: WorkerLimits,
  inputs: AsyncIterable<WorkerInput> | Iterable<WorkerInput>,
): Promise<WorkerOutcome<R>> {
  const iterator =
    Symbol.asyncIterator in inputs
      ? inputs[Symbol.asyncIterator]()
      : (async function* () {
          yield* inputs;
        })();
  return inTurn(() => runOnce<R>(entry, limits, iterator));
}

/**
 * The worker's side: `consume` reads the inputs as it needs them and answers once. A library's console
 * output (ts-ebml warns on every element it does not know) is silenced: it is neither the log nor worth
 * the time it takes to format.
 */
export function serveInWorker<I, R>(consume: (inputs: AsyncIterable<I>) => Promise<R>): void {
  const port = parentPort;
  if (!port) return;
  const silent = () => {};
  for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'group'] as const) {
    console[method] = silent;
  }
  // One listener for the worker's life: it keeps the port (and so the worker) alive between inputs.
  const queued: ToWorker[] = [];
  let waiter: ((message: ToWorker) => void) | null = null;
  port.on('message', (message: ToWorker) => {
    if (waiter) {
      const resolve = waiter;
      waiter = null;
      resolve(message);
    } else queued.push(message);
  });
  const received = () =>
    new Promise<ToWorker>((resolve) => {
      const message = queued.shift();
      if (message) resolve(message);
      else waiter = resolve;
    });
  let first = true;
  const inputs: AsyncIterable<I> = {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!first) port.postMessage({ kind: 'next' } satisfies FromWorker);
        first = false;
        const message = await received();
        return message.kind === 'end'
          ? { done: true, value: undefined }
          : { done: false, value: message.message as I };
      },
    }),
  };
  void consume(inputs).then((reply) => port.postMessage({ kind: 'done', reply } satisfies FromWorker));
}
