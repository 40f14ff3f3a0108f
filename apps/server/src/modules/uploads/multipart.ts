// Reading an upload's multipart body within a byte limit: refused by its Content-Length before any byte is
// read, and cut off mid-stream (413) the moment the file passes the limit, so a huge body is never swallowed.

import { failure } from '@app/shared/api';
import { UPLOAD_MESSAGES } from '@app/shared/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequestError, PayloadTooLargeError } from '../../http/errors.ts';

export const MB = 1024 * 1024;
/** Room for the multipart framing and the small text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface IncomingFile {
  filename: string;
  buffer: Buffer;
}

export interface FileLimit {
  bytes: number;
  /** The 413 text once the file passes `bytes`. */
  message: string;
}

/**
 * onRequest hook: a declared body larger than the largest file the route takes (plus framing) is refused
 * at once, before the body is read. A body without a Content-Length (chunked) meets the stream limit instead.
 */
export function refuseLargeBody(limit: () => FileLimit) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    const { bytes, message } = limit();
    if (Number.isFinite(declared) && declared > bytes + MULTIPART_OVERHEAD_BYTES) {
      // The client may still be sending: the connection is closed after the answer rather than drained.
      return reply.code(413).header('connection', 'close').send(failure(message));
    }
  };
}

/**
 * Reads every part into memory (the file at most `limitFor(fields)` bytes: `dir` or the like may come first
 * and name a smaller limit). Nothing is stored yet, so a refused upload leaves no partial file anywhere.
 */
export async function readMultipart(
  request: FastifyRequest,
  reply: FastifyReply,
  limitFor: (fields: Record<string, string>) => FileLimit,
): Promise<{ fields: Record<string, string>; file: IncomingFile | undefined }> {
  if (!request.isMultipart()) throw new BadRequestError(UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const limit = limitFor(fields);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        // Stops reading here: the rest of the body is never consumed, the connection is closed after the 413.
        if (size > limit.bytes) {
          reply.header('connection', 'close');
          throw new PayloadTooLargeError(limit.message);
        }
        chunks.push(chunk as Buffer);
      }
      // The parser's own cap (UPLOAD_MAX_MB) cuts the stream short without an error.
      if (part.file.truncated) throw new PayloadTooLargeError(limit.message);
      if (part.fieldname === 'file' && !file)
        file = { filename: part.filename, buffer: Buffer.concat(chunks) };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
