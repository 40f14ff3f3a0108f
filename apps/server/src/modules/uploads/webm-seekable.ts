// MediaRecorder writes WebM as it goes, so the file has no duration and no cues: players cannot show its
// length or seek. Read once through it (ts-ebml) to learn both, then write new metadata before the clusters.
import type { Readable } from 'node:stream';
import { Decoder, Reader, tools } from 'ts-ebml';

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/**
 * ts-ebml answers `Buffer.concat(...).buffer`: in Node a small Buffer lives in a shared 8 KB pool, so that
 * ArrayBuffer is the whole pool, not the header. With the pool off for this one synchronous call, the
 * concatenation gets an ArrayBuffer of its own, exactly the header.
 */
function encodeUnpooled(encode: () => ArrayBuffer): Buffer {
  const poolSize = Buffer.poolSize;
  Buffer.poolSize = 0;
  try {
    return Buffer.from(encode());
  } finally {
    Buffer.poolSize = poolSize;
  }
}

export interface SeekableMetadata {
  /** The new header: EBML, Segment info with the duration, SeekHead and Cues. */
  head: Buffer;
  /** Bytes of the original header that `head` replaces (the clusters start there). */
  replacedBytes: number;
  durationMs: number;
}

/** Reads a WebM stream (chunk by chunk; clusters are not kept) and makes the seekable header for it. */
export async function seekableMetadata(
  webm: AsyncIterable<Buffer> | Iterable<Buffer> | Readable,
): Promise<SeekableMetadata> {
  const decoder = new Decoder();
  const reader = new Reader();
  reader.logging = false;
  reader.drop_default_duration = false;
  for await (const chunk of webm) {
    const buf = chunk as Buffer;
    const view = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
    for (const element of decoder.decode(view)) {
      // Chromium writes a frame with side data (a canvas with alpha) as a Block in a BlockGroup; the Reader
      // times only SimpleBlocks. Both start alike (track, relative time, flags), so it is read as one.
      reader.read(element.name === 'Block' ? { ...element, name: 'SimpleBlock' } : element);
    }
  }
  reader.stop();
  if (!reader.metadatas.length || reader.metadataSize <= 0) throw new Error('not a WebM stream');
  const durationMs = reader.duration * (reader.timestampScale / 1_000_000);
  const head = encodeUnpooled(() =>
    tools.makeMetadataSeekable(reader.metadatas, reader.duration, reader.cues),
  );
  if (!head.subarray(0, 4).equals(EBML_MAGIC)) throw new Error('ts-ebml made a header that is not EBML');
  return { head, replacedBytes: reader.metadataSize, durationMs };
}

/** The seekable file: the new header, then the original bytes from the first cluster on. */
export async function* withSeekableHead(
  meta: SeekableMetadata,
  original: AsyncIterable<Buffer> | Iterable<Buffer> | Readable,
): AsyncGenerator<Buffer> {
  yield meta.head;
  let skip = meta.replacedBytes;
  for await (const chunk of original) {
    const buf = chunk as Buffer;
    if (skip >= buf.length) {
      skip -= buf.length;
      continue;
    }
    yield skip > 0 ? buf.subarray(skip) : buf;
    skip = 0;
  }
}
