import { describe, expect, it } from 'vitest';
import { hotJobsPath, isHotJobsMode, paths } from './paths';

describe('the hot-jobs path', () => {
  it('is home in hot-jobs mode, as the server spells it', () => {
    const url = new URL(hotJobsPath, 'http://localhost');
    expect(url.pathname).toBe(paths.home);
    expect(isHotJobsMode(url.search)).toBe(true);
  });
});
