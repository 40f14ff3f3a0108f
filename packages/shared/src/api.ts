// The response envelope every JSON endpoint answers with (DESIGN.md, API contract).
import { z } from 'zod';
import { FAILURE_CODE, MAX_PAGE_SIZE, SUCCESS_CODE } from './constants.ts';

export type ApiCode = typeof SUCCESS_CODE | typeof FAILURE_CODE;

export interface ApiResponse<T = unknown> {
  code: ApiCode;
  msg: string;
  data: T;
}

/** Every list answers one shape (DESIGN.md): the page's items and how many there are in all. */
export interface Paged<T> {
  lists: T[];
  count: number;
}

/** The `data` schema of a list answer. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({ lists: z.array(item), count: z.number().int() });
}

/** Deepest page a client may ask for: keeps the row offset far inside 32 bits. */
export const MAX_PAGE_NO = 100_000;

/**
 * `page_no` and `page_size` of a list endpoint, with that list's default size (PAGE_SIZE of SPEC §9).
 * Query strings arrive as text, so both are coerced; out-of-range values are a 400 naming the field.
 */
export function pagingOf(defaultSize: number) {
  return z.object({
    page_no: z.coerce.number().int().min(1).max(MAX_PAGE_NO).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
  });
}

export const pagingInput = pagingOf(10);
export type PagingInput = z.infer<typeof pagingInput>;

/** The success envelope; `data` is nullable in response schemas because failures answer `data: null`. */
export function ok<T>(data: T, msg = 'success'): ApiResponse<T> {
  return { code: SUCCESS_CODE, msg, data };
}

/** A failure's envelope (code 0): what the server's one error handler sends. */
export function failure<T = null>(msg: string, data: T = null as T): ApiResponse<T> {
  return { code: FAILURE_CODE, msg, data };
}

/** Health check answer of GET /api/health. */
export const healthResponse = z.object({ db: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
