// Field schemas every request schema builds on, so that what PostgreSQL cannot take is refused as a 400
// with a readable message instead of failing in the database as a 500.
import { z } from 'zod';

/** Ids are PostgreSQL `integer` columns: nothing above this exists, and a bigger one fails the query. */
export const ID_MAX = 2_147_483_647;

export const FIELD_MESSAGES = {
  nul: '不能包含空字符',
  id: '编号不正确',
} as const;

/** Text from a client. PostgreSQL cannot store the NUL character, so no input string may hold one. */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes('\u0000'), FIELD_MESSAGES.nul);
}

/** An id in a JSON body: a positive integer that fits a PostgreSQL integer. */
export const idField = z
  .number()
  .int(FIELD_MESSAGES.id)
  .positive(FIELD_MESSAGES.id)
  .max(ID_MAX, FIELD_MESSAGES.id);

/** An id in a path or a query string (text turned into a number), or a body that sends ids as text. */
export const idParam = z.coerce
  .number(FIELD_MESSAGES.id)
  .int(FIELD_MESSAGES.id)
  .positive(FIELD_MESSAGES.id)
  .max(ID_MAX, FIELD_MESSAGES.id);
