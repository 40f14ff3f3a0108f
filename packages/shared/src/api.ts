// The response envelope every JSON endpoint answers with (DESIGN.md, API contract).
import { z } from 'zod';
import { FAILURE_CODE, SUCCESS_CODE } from './constants.ts';

export type ApiCode = typeof SUCCESS_CODE | typeof FAILURE_CODE;

export interface ApiResponse<T = unknown> {
  code: ApiCode;
  msg: string;
  data: T;
}

export interface Paged<T> {
  lists: T[];
  count: number;
}

export const pagingInput = z.object({
  page_no: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});
export type PagingInput = z.infer<typeof pagingInput>;

export function envelope<T>(data: T, msg = 'success'): ApiResponse<T> {
  return { code: SUCCESS_CODE, msg, data };
}

export function failure(msg: string, data: unknown = null): ApiResponse<unknown> {
  return { code: FAILURE_CODE, msg, data };
}

/** Health check answer of GET /api/health. */
export const healthResponse = z.object({ db: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;
