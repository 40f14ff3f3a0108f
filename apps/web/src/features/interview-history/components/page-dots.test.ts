import { describe, expect, it } from 'vitest';
import { dotPages, MAX_DOTS } from './page-dots';

describe('dotPages', () => {
  it('shows every page when they fit', () => {
    expect(dotPages(1, 3)).toEqual([1, 2, 3]);
    expect(dotPages(1, 1)).toEqual([1]);
  });

  it('keeps a window of MAX_DOTS around the current page, inside the range', () => {
    expect(dotPages(1, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(dotPages(20, 40)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(dotPages(40, 40)).toEqual([32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(dotPages(20, 40)).toHaveLength(MAX_DOTS);
  });
});
