// Entry of the worker thread that reads a WebM recording once, when it is finished (recording-service.ts):
// checks it is what the room records and makes its seekable header. Bundled to dist/recording-worker.js.

import { seekableMetadata } from './webm-seekable.ts';
import { serveInWorker } from './worker-runner.ts';

/** One stored chunk of the recording, in order. */
export interface RecordingPiece {
  bytes: Uint8Array<ArrayBuffer>;
}

export type RecordingReply =
  | { status: 'read'; head: Uint8Array; replacedBytes: number; durationMs: number }
  | { status: 'refused'; detail: string };

async function* buffersOf(pieces: AsyncIterable<RecordingPiece>): AsyncGenerator<Buffer> {
  for await (const piece of pieces)
    yield Buffer.from(piece.bytes.buffer, piece.bytes.byteOffset, piece.bytes.byteLength);
}

serveInWorker<RecordingPiece, RecordingReply>(async (pieces) => {
  try {
    const meta = await seekableMetadata(buffersOf(pieces));
    return {
      status: 'read',
      head: meta.head,
      replacedBytes: meta.replacedBytes,
      durationMs: meta.durationMs,
    };
  } catch (err) {
    // The checks' refusals (WebmRefused) and ts-ebml's own errors on a stream it cannot follow, alike.
    return { status: 'refused', detail: err instanceof Error ? err.message : String(err) };
  }
});
