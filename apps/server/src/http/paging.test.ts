import { MAX_PAGE_NO, ok, pagedOf, pagingOf } from '@app/shared/api';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/backends.ts';
import { pagedEnvelopeOf } from './envelope.ts';
import { paged, pageWindow } from './paging.ts';

describe('paged lists', () => {
  const favourites = pagingOf(PAGE_SIZE.favourites);

  it("reads page_no and page_size from a query string, with the list's own default size", () => {
    expect(favourites.parse({})).toEqual({ page_no: 1, page_size: 20 });
    expect(favourites.parse({ page_no: '3', page_size: '5' })).toEqual({ page_no: 3, page_size: 5 });
  });

  it('refuses pages out of range, naming the field', () => {
    for (const bad of [{ page_no: '0' }, { page_no: '1.5' }, { page_no: String(MAX_PAGE_NO + 1) }]) {
      expect(favourites.safeParse(bad).error?.issues[0]?.path).toEqual(['page_no']);
    }
    for (const bad of [{ page_size: '0' }, { page_size: String(MAX_PAGE_SIZE + 1) }, { page_size: 'x' }]) {
      expect(favourites.safeParse(bad).error?.issues[0]?.path).toEqual(['page_size']);
    }
  });

  it('turns a page into LIMIT/OFFSET and answers { lists, count }', () => {
    expect(pageWindow({ page_no: 1, page_size: 20 })).toEqual({ limit: 20, offset: 0 });
    expect(pageWindow({ page_no: 3, page_size: 12 })).toEqual({ limit: 12, offset: 24 });
    const answer = paged([{ id: 1 }], 41);
    expect(pagedOf(z.object({ id: z.number() })).parse(answer)).toEqual({ lists: [{ id: 1 }], count: 41 });
  });

  it('a list route built on them answers the envelope and a 400 that names the field', async () => {
    const { app, close } = await createTestApp('pglite', {
      extend: (a) =>
        a.get(
          '/api/test/paged',
          { schema: { querystring: favourites, response: { 200: pagedEnvelopeOf(z.number()) } } },
          async (request) => {
            const { offset, limit } = pageWindow(favourites.parse(request.query));
            const all = Array.from({ length: 45 }, (_, i) => i);
            return ok(paged(all.slice(offset, offset + limit), 45));
          },
        ),
    });
    try {
      const page3 = await app.inject({ url: '/api/test/paged?page_no=3' });
      expect(page3.json()).toEqual({
        code: 1,
        msg: 'success',
        data: { lists: [40, 41, 42, 43, 44], count: 45 },
      });
      const bad = await app.inject({ url: '/api/test/paged?page_size=1000' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('参数 page_size 不正确');
    } finally {
      await close();
    }
  });
});
