// Zod shapes of the `{ code, msg, data }` envelope, for route response schemas and the OpenAPI document.
import { pagedOf } from '@app/shared/api';
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
