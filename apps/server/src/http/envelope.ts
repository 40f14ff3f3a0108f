// Zod shapes of the `{ code, msg, data }` envelope, for route response schemas and the OpenAPI document.
import { ok, pagedOf } from '@app/shared/api';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

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
 * answers thousands of times a second): `ok(paged(lists, count))` as JSON, written field by field around the
 * array's bytes instead of decoding, parsing and writing them out again. A test holds its bytes equal to
 * JSON.stringify of that envelope and the answer to the route's declared response schema
 * (modules/jobs/routes.test.ts).
 */
export function pagedJson(lists: Uint8Array, count: number): Buffer {
  const { code, msg } = ok(null);
  return Buffer.concat([
    Buffer.from(`{"code":${JSON.stringify(code)},"msg":${JSON.stringify(msg)},"data":{"lists":`),
    lists,
    Buffer.from(`,"count":${JSON.stringify(count)}}}`),
  ]);
}

export function sendPagedJson(reply: FastifyReply, lists: Uint8Array, count: number): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(pagedJson(lists, count));
}
