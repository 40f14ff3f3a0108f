// Zod shapes of the `{ code, msg, data }` envelope, for route response schemas and the OpenAPI document.
import { ok, pagedOf } from '@app/shared/api';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { paged } from './paging.ts';

/**
 * `data` is nullable because a business failure (code 0) answers HTTP 200 too, with `data: null`,
 * through the same route's response schema.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.union([z.literal(0), z.literal(1)]), msg: z.string(), data: data.nullable() });
}

/** The response schema of a list endpoint: `{ lists, count }` inside the envelope. */
export function pagedEnvelopeOf<T extends z.ZodType>(item: T) {
  return envelopeOf(pagedOf(item));
}

export const emptyEnvelope = envelopeOf(z.null());

/**
 * A paged list whose items the database has already written as a JSON array (the hot-jobs search, which
 * answers thousands of times a second): the envelope of ok() and paged() is written around their bytes
 * instead of decoding, parsing and writing them out again. The route's response schema still documents
 * the answer, and its tests check answers against it.
 */
export function sendPagedJson(reply: FastifyReply, lists: Uint8Array, count: number): FastifyReply {
  // The envelope with an empty list, cut where the list goes.
  const [head = '', tail = ''] = JSON.stringify(ok(paged([], count))).split('[]');
  const envelope = Buffer.concat([Buffer.from(head), lists, Buffer.from(tail)]);
  return reply.type('application/json; charset=utf-8').send(envelope);
}
