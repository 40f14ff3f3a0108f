// Entry of the worker thread that reads one document's text (see document-parser.ts); bundled to
// dist/parse-worker.js beside the server.
import { DocumentLimitError } from './document-limits.ts';
import type { ParseReply, ParseRequest } from './document-parser.ts';
import { readDocumentText } from './text-extract.ts';
import { serveInWorker } from './worker-runner.ts';

async function answer({ extension, bytes }: ParseRequest): Promise<ParseReply> {
  try {
    return { status: 'read', text: await readDocumentText(extension, Buffer.from(bytes)) };
  } catch (err) {
    if (err instanceof DocumentLimitError) return { status: 'refused', limit: err.limit };
    return { status: 'unreadable', error: err instanceof Error ? err.message : String(err) };
  }
}

serveInWorker<ParseRequest, ParseReply>(async (inputs) => {
  for await (const request of inputs) return answer(request);
  return { status: 'unreadable', error: 'no document sent' };
});
