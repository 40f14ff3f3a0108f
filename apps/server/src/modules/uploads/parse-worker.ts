// Entry of the worker thread that reads one document's text (see document-parser.ts); bundled to
// dist/parse-worker.js beside the server.
import { parentPort } from 'node:worker_threads';
import { DocumentLimitError } from './document-limits.ts';
import type { ParseReply, ParseRequest } from './document-parser.ts';
import { readDocumentText } from './text-extract.ts';

async function answer({ extension, bytes }: ParseRequest): Promise<ParseReply> {
  try {
    return { status: 'read', text: await readDocumentText(extension, Buffer.from(bytes)) };
  } catch (err) {
    if (err instanceof DocumentLimitError) return { status: 'refused', limit: err.limit };
    return { status: 'unreadable', error: err instanceof Error ? err.message : String(err) };
  }
}

parentPort?.once('message', async (request: ParseRequest) => {
  parentPort?.postMessage(await answer(request));
});
