// The server half of paged lists (the zod half is pagingOf/pagedOf in @app/shared/api): the rows a page
// covers, and the `{ lists, count }` answer every list endpoint gives.
import type { Paged, PagingInput } from '@app/shared/api';

/** LIMIT and OFFSET of the page asked for. */
export function pageWindow({ page_no, page_size }: PagingInput): { limit: number; offset: number } {
  return { limit: page_size, offset: (page_no - 1) * page_size };
}

export function paged<T>(lists: T[], count: number): Paged<T> {
  return { lists, count };
}
