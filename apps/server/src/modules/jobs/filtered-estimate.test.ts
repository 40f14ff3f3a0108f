// The search's own estimate of the jobs its filters leave (repo.ts filteredEstimate), from statistics as
// pg_stats gives them: shares multiplied as PostgreSQL multiplies them, null where it has no statistics.
import { hotJobsInput } from '@app/shared/jobs';
import { describe, expect, it } from 'vitest';
import { filteredEstimate, type SearchStats, walkRange, walksFor } from './repo.ts';

const NOW_S = Date.now() / 1000;
const DAY_S = 86400;

const stats: SearchStats = {
  shares: new Map(),
  openJobs: 100_000,
  columns: new Map([
    [
      'city',
      {
        common: new Map([
          ['北京', 0.2],
          ['上海', 0.1],
        ]),
        other: 0.01,
      },
    ],
    [
      'education',
      {
        common: new Map([
          ['3', 0.3],
          ['4', 0.4],
        ]),
        other: 0.05,
      },
    ],
  ]),
  // Ten equal shares of jobs, one published every six days over the last sixty.
  publishBounds: Array.from({ length: 11 }, (_, i) => NOW_S - (60 - i * 6) * DAY_S),
};
const estimate = (input: object) => filteredEstimate(stats, hotJobsInput.parse(input));

describe('filteredEstimate', () => {
  it('is every open job with no filter, and 全国 is no filter', () => {
    expect(estimate({})).toBe(100_000);
    expect(estimate({ city: '全国' })).toBe(100_000);
  });

  it('multiplies the shares of common values, and of a value the statistics do not list', () => {
    expect(estimate({ city: '北京', education: 4 })).toBeCloseTo(100_000 * 0.2 * 0.4);
    expect(estimate({ city: '拉萨' })).toBeCloseTo(100_000 * 0.01);
  });

  it('takes the share of jobs published within the days asked from the spread of publish times', () => {
    // Within 7 days: the bounds at 6 and 0 days ago, 2 of 11.
    expect(estimate({ publish_days: 7 })).toBeCloseTo((100_000 * 2) / 11);
  });

  it('leaves to the planner what it has no statistics for', () => {
    expect(estimate({ salary_min: 20 })).toBeNull();
    expect(estimate({ company_name: '腾讯' })).toBeNull();
    expect(estimate({ recruitment_type: 0 })).toBeNull();
  });
});

describe('walksFor and walkRange', () => {
  const firstPage = { limit: 10, offset: 0 };
  const million = { ...stats, openJobs: 1_000_000 };

  it('walks a common keyword in a city with a filter the city index does not serve', () => {
    // 会计 in 1% of jobs, 北京 (20%) with 大专 (30%): 60,000 jobs, 600 of them hits.
    const range = walkRange(million, hotJobsInput.parse({ city: '北京', education: 3 }));
    expect(range).toBeCloseTo(200_000);
    expect(
      walksFor({ share: 0.01, filtered: 60_000, walkRange: range, openJobs: 1_000_000 }, firstPage),
    ).toBe(true);
  });

  it('collects a keyword few jobs hold, and one the statistics do not list', () => {
    const all = { filtered: 1_000_000, walkRange: 1_000_000, openJobs: 1_000_000 };
    expect(walksFor({ share: 0.0003, ...all }, firstPage)).toBe(false);
    expect(walksFor({ share: 0, ...all }, firstPage)).toBe(false);
    expect(walksFor({ share: 0.02, ...all }, firstPage)).toBe(true);
  });

  it('follows only the city index when sorting by salary', () => {
    expect(walkRange(million, hotJobsInput.parse({ city: '上海', sort_by: 'salary' }))).toBeCloseTo(100_000);
    expect(walkRange(million, hotJobsInput.parse({ recruitment_type: 0, sort_by: 'salary' }))).toBe(
      1_000_000,
    );
  });
});
