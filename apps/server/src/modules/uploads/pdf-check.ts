// A PDF's Flate streams are inflated once here, against a budget, before pdf.js decodes them without one
// (its buffers live outside the worker's heap limit, so only this count keeps a stream bomb small).
import { constants, inflateSync } from 'node:zlib';
import { DocumentLimitError, MAX_INFLATED_BYTES } from './document-limits.ts';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/** The stream's dictionary: from the object's start (`obj`) to the `stream` keyword. */
function dictionaryBefore(buf: Buffer, streamAt: number): string {
  const objAt = buf.lastIndexOf('obj', streamAt);
  return buf.toString('latin1', Math.max(objAt, streamAt - 4096, 0), streamAt);
}

/** How many times the stream is Flate-encoded (a filter array may repeat it to multiply the ratio). */
function flateLayers(dictionary: string): number {
  return dictionary.match(/\/FlateDecode\b/g)?.length ?? 0;
}

/** Throws DocumentLimitError when the PDF's Flate streams inflate to more than MAX_INFLATED_BYTES in all. */
export function assertPdfWithinLimits(buf: Buffer): void {
  let budget = MAX_INFLATED_BYTES;
  let at = buf.indexOf(STREAM);
  while (at !== -1) {
    const isKeyword = buf.subarray(at - 3, at).toString('latin1') !== 'end';
    // The keyword ends its line (CRLF or LF); the data starts on the next one.
    let eol = at + STREAM.length;
    if (buf[eol] === 0x0d) eol++;
    if (isKeyword && buf[eol] === 0x0a) {
      const start = eol + 1;
      const end = buf.indexOf(END_STREAM, start);
      let data = buf.subarray(start, end === -1 ? buf.length : end);
      for (let layer = flateLayers(dictionaryBefore(buf, at)); layer > 0 && data.length > 0; layer--) {
        data = inflateWithin(data, budget);
        budget -= data.length;
      }
      at = end === -1 ? -1 : buf.indexOf(STREAM, end + END_STREAM.length);
    } else {
      at = buf.indexOf(STREAM, at + STREAM.length);
    }
  }
}

function inflateWithin(data: Buffer, budget: number): Buffer {
  try {
    // Sync flush: a stream cut short (or padded before `endstream`) still counts what it holds.
    return inflateSync(data, { maxOutputLength: Math.max(budget, 1), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new DocumentLimitError('inflated', `streams inflate past ${MAX_INFLATED_BYTES} bytes`);
    }
    // Not valid Flate data: pdf.js will fail on it or skip it; nothing to count.
    return Buffer.alloc(0);
  }
}
