// MediaRecorder writes WebM as it goes, so the file has no duration and no cues: players cannot show its
// length or seek. Read once through it (ts-ebml) to learn both, then write new metadata before the clusters.
import type { Readable } from 'node:stream';
import { Decoder, type EBMLElementDetail, Reader, tools } from 'ts-ebml';

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

/** Why a stream is not a recording the room makes: thrown by `seekableMetadata`, refused, never stored. */
export class WebmRefused extends Error {
  constructor(detail: string) {
    super(`not a well-formed WebM recording: ${detail}`);
    this.name = 'WebmRefused';
  }
}

/** Codecs a browser's MediaRecorder writes into WebM (Chromium and Firefox). */
const RECORDED_CODECS = new Set([
  'V_VP8',
  'V_VP9',
  'V_AV1',
  'V_MPEG4/ISO/AVC',
  'A_OPUS',
  'A_VORBIS',
  'A_PCM/INT/LIT',
  'A_PCM/FLOAT/IEEE',
]);
const VIDEO = 1;
const AUDIO = 2;

interface TrackSeen {
  number: number;
  type: number;
  codec: string;
}

/**
 * Checks, element by element, that the stream is what the room records: one EBML header of DocType webm,
 * one Segment, a video and/or an audio track of a recorded codec, and frames of those tracks only. Anything
 * the Matroska schema does not know is refused at once (a hostile stream is thousands of them).
 */
class RecordingShape {
  private elements = 0;
  private segments = 0;
  private track: Partial<TrackSeen> | null = null;
  private readonly tracks: TrackSeen[] = [];
  private frames = 0;

  see(element: EBMLElementDetail): void {
    const value = 'value' in element ? element.value : undefined;
    this.elements++;
    if (this.elements === 1 && element.name !== 'EBML') throw new WebmRefused('no EBML header');
    if (element.name === 'unknown') throw new WebmRefused(`unknown element ${element.EBML_ID}`);
    if (element.type === 'm' && element.isEnd) {
      if (element.name === 'TrackEntry') this.closeTrack();
      return;
    }
    switch (element.name) {
      case 'DocType':
        if (value !== 'webm') throw new WebmRefused(`DocType ${String(value)}`);
        break;
      case 'Segment':
        if (++this.segments > 1) throw new WebmRefused('more than one Segment');
        break;
      case 'TrackEntry':
        this.closeTrack();
        this.track = {};
        break;
      case 'TrackNumber':
        if (this.track) this.track.number = Number(value);
        break;
      case 'TrackType':
        if (this.track) this.track.type = Number(value);
        break;
      case 'CodecID':
        if (this.track) this.track.codec = String(value);
        break;
      case 'Cluster':
        this.closeTrack();
        if (!this.tracks.length) throw new WebmRefused('a Cluster before any track');
        break;
      case 'SimpleBlock':
      case 'Block':
        this.seeFrame(element);
        break;
    }
  }

  private closeTrack(): void {
    const track = this.track;
    if (!track) return;
    this.track = null;
    if (track.type !== VIDEO && track.type !== AUDIO) throw new WebmRefused(`track type ${track.type}`);
    if (!track.codec || !RECORDED_CODECS.has(track.codec)) throw new WebmRefused(`codec ${track.codec}`);
    if (!track.number) throw new WebmRefused('a track without a number');
    if (this.tracks.some((t) => t.type === track.type || t.number === track.number))
      throw new WebmRefused('a second track of one kind');
    this.tracks.push(track as TrackSeen);
  }

  private seeFrame(element: EBMLElementDetail): void {
    // A frame starts with its track number as an EBML varint; the room's tracks are numbered 1 and 2.
    const data = (element as { data?: Uint8Array }).data;
    const first = data?.[0] ?? 0;
    const number = first & 0x80 ? first & 0x7f : -1;
    if (!this.tracks.some((t) => t.number === number)) throw new WebmRefused(`a frame of track ${number}`);
    this.frames++;
  }

  finish(): void {
    this.closeTrack();
    if (!this.tracks.length) throw new WebmRefused('no video or audio track');
    if (!this.frames) throw new WebmRefused('no frame recorded');
  }
}

/**
 * Reads a WebM stream (chunk by chunk; clusters are not kept), checks it is a recording the room makes, and
 * makes the seekable header for it. Throws WebmRefused for a stream that is not one.
 */
export async function seekableMetadata(
  webm: AsyncIterable<Buffer> | Iterable<Buffer> | Readable,
): Promise<SeekableMetadata> {
  const decoder = new Decoder();
  const reader = new Reader();
  const shape = new RecordingShape();
  reader.logging = false;
  reader.drop_default_duration = false;
  for await (const chunk of webm) {
    const buf = chunk as Buffer;
    const view = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
    for (const element of decoder.decode(view)) {
      shape.see(element);
      // Chromium writes a frame with side data (a canvas with alpha) as a Block in a BlockGroup; the Reader
      // times only SimpleBlocks. Both start alike (track, relative time, flags), so it is read as one.
      reader.read(element.name === 'Block' ? { ...element, name: 'SimpleBlock' } : element);
    }
  }
  shape.finish();
  reader.stop();
  if (!reader.metadatas.length || reader.metadataSize <= 0) throw new WebmRefused('no metadata');
  const durationMs = reader.duration * (reader.timestampScale / 1_000_000);
  const head = encodeUnpooled(() =>
    tools.makeMetadataSeekable(reader.metadatas, reader.duration, reader.cues),
  );
  if (!head.subarray(0, 4).equals(EBML_MAGIC)) throw new Error('ts-ebml made a header that is not EBML');
  return { head, replacedBytes: reader.metadataSize, durationMs };
}

/** The seekable file: the new header, then the original bytes from the first cluster on. */
export async function* withSeekableHead(
  meta: Pick<SeekableMetadata, 'head' | 'replacedBytes'>,
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
