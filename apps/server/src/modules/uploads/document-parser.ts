// Reads a document's text in a worker thread (worker-runner.ts): the server's own thread never runs a
// parser, and a parse that runs too long or grows too big is ended with its worker.
import type { DocumentLimit } from './document-limits.ts';
import { runInWorker, type WorkerLimits } from './worker-runner.ts';

export type ParseLimits = WorkerLimits;

export interface ParseRequest {
  extension: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export type ParseReply =
  | { status: 'read'; text: string }
  | { status: 'refused'; limit: DocumentLimit }
  | { status: 'unreadable'; error: string };

/** The document's text as the worker read it, or why not. Never throws, never blocks this thread. */
export async function parseDocument(
  extension: string,
  buf: Buffer,
  limits: ParseLimits,
): Promise<ParseReply> {
  // A copy of its own, so the bytes can move to the worker while the caller keeps its buffer.
  const bytes = new Uint8Array(buf);
  const request: ParseRequest = { extension, bytes };
  const outcome = await runInWorker<ParseReply>('parse-worker', limits, [
    { message: request, transfer: [bytes.buffer] },
  ]);
  if (outcome.status === 'answered') return outcome.reply;
  if (outcome.status === 'over') return { status: 'refused', limit: outcome.limit };
  return { status: 'unreadable', error: outcome.error };
}
