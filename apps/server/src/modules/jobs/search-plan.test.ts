// How the search plans, from statistics as pg_stats gives them: its own estimate of the jobs the filters
// leave (shares multiplied as PostgreSQL multiplies them, null where it has no statistics), the range a
// walk follows, and the path it takes for each kind of search.
import { hotJobsInput } from '@app/shared/jobs';
import { describe, expect, it } from 'vitest';
import { dayOf, planSearch, readsByStart } from './search-plan.ts';
import { filteredEstimate, type SearchStats, shareSince, timeHolding, walkRange } from './search-stats.ts';

const NOW_S = Date.now() / 1000;
const DAY_S = 86400;

const stats: SearchStats = {
  shares: new Map([
    ['运营', 0.25],
    ['会计', 0.015],
    ['前端', 0.033],
  ]),
  unlistedShare: 0.002,
  unlistedColumnShare: 0.002,
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
  // Ranges start at 10K for a fifth of jobs, the rest spread evenly over 5-30K; they end at 20K for a
  // tenth, the rest spread evenly over 10-60K.
  salaryStart: { common: [[10, 0.2]], others: 0.8, bounds: [5, 10, 15, 20, 25, 30] },
  salaryEnd: { common: [[20, 0.1]], others: 0.9, bounds: [10, 20, 30, 40, 50, 60] },
};
const estimate = (input: object, on = stats) => filteredEstimate(on, hotJobsInput.parse(input), NOW_S);

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
    // Within 7 days: a tenth of the jobs were published in the last 6 days, and 1/6 of the tenth before.
    expect(estimate({ publish_days: 7 })).toBeCloseTo(100_000 * (0.1 + 0.1 / 6));
    expect(shareSince(stats, NOW_S - 90 * DAY_S)).toBe(1);
    expect(shareSince(stats, NOW_S + DAY_S)).toBe(0);
    expect(timeHolding(stats, 0.1 + 0.1 / 6)).toBeCloseTo(NOW_S - 7 * DAY_S);
  });

  it('takes the salary range from the spread of the range bounds', () => {
    // Ending at 40K or more: none of the common 20K, 2 of the 5 spreads of the others.
    expect(estimate({ salary_min: 40 })).toBeCloseTo(100_000 * 0.9 * 0.4);
    // Starting at 15K or less: the common 10K, and 2 of the 5 spreads of the others.
    expect(estimate({ salary_max: 15 })).toBeCloseTo(100_000 * (0.2 + 0.8 * 0.4));
    // Ends at 15K or more: the common 20K, and nine in ten of the others; starts at 40K or less: all.
    expect(estimate({ salary_min: 15, salary_max: 40 })).toBeCloseTo(100_000 * (0.1 + 0.9 * 0.9));
  });

  it('leaves to the planner what it has no statistics for', () => {
    expect(estimate({ salary_min: 20 }, { ...stats, salaryEnd: null })).toBeNull();
    expect(estimate({ company_id: 3 })).toBeNull();
    // A filter on text is a term, as the keyword is: its share is the plan's, not the filters'.
    expect(estimate({ company_name: '腾讯' })).toBe(estimate({}));
    expect(estimate({ recruitment_type: 0 })).toBeNull();
  });
});

describe('walkRange', () => {
  const million = { ...stats, openJobs: 1_000_000 };

  it('is the range of the most selective filter with an index in the sort order', () => {
    expect(walkRange(million, hotJobsInput.parse({ city: '北京', education: 3 }))).toBeCloseTo(200_000);
    expect(walkRange(million, hotJobsInput.parse({ education: 3 }))).toBe(1_000_000);
  });

  it("follows the city or recruitment type index when sorting by salary, and the interns' whatever the city", () => {
    const types = {
      common: new Map([
        ['0', 0.7],
        ['1', 0.15],
        ['2', 0.15],
      ]),
      other: 0,
    };
    const withTypes = { ...million, columns: new Map([...million.columns, ['recruitment_type', types]]) };
    const range = (input: object) =>
      walkRange(withTypes, hotJobsInput.parse({ sort_by: 'salary', ...input }));
    expect(range({ city: '上海', category: '技术' })).toBeCloseTo(100_000);
    expect(range({ city: '上海', recruitment_type: 0 })).toBeCloseTo(100_000);
    expect(range({ city: '上海', recruitment_type: 1 })).toBeCloseTo(100_000);
    expect(range({ city: '北京', recruitment_type: 1 })).toBeCloseTo(150_000);
    // Interns are paid by the day: in pay order they come after nearly every other job of the city.
    expect(range({ city: '上海', recruitment_type: 2 })).toBeCloseTo(150_000);
  });
});

describe('planSearch', () => {
  const million = { ...stats, openJobs: 1_000_000 };
  const firstPage = { limit: 10, offset: 0 };
  const plan = (query: object, on = million, page = firstPage) => {
    const input = hotJobsInput.parse(query);
    return planSearch(on, input, page, filteredEstimate(on, input, NOW_S)!, NOW_S);
  };

  it('walks without a keyword, and for a keyword a quarter of the jobs hold', () => {
    expect(plan({ city: '上海', education: 4 }).path.kind).toBe('walk');
    expect(plan({ keyword: '运营' }).path.kind).toBe('walk');
    expect(plan({ keyword: '运营', city: '北京', education: 3 }).path.kind).toBe('walk');
  });

  it('reckons a walk for terms of more than one pair as if they were rarer than their rarest pair', () => {
    // react is in fewer jobs than ea: walking for it as often as for ea passed over twice the jobs reckoned.
    const pairs = new Map([...stats.shares, ['re', 0.083], ['ea', 0.04], ['ac', 0.05], ['ct', 0.045]]);
    const withPairs = { ...million, shares: pairs };
    expect(plan({ keyword: 'ea' }, withPairs).path.kind).toBe('walk');
    expect(plan({ keyword: 'react' }, withPairs).path.kind).toBe('recent');
  });

  it('takes the same path at any hour of the day', () => {
    // The recent index is read by whole days (UTC): at 00:30 the days read hold half an hour of today and
    // all of yesterday, at 23:30 nearly all of today. Planned by the clock, ea walked at one hour and read
    // the recent index at another.
    const pairs = new Map([...stats.shares, ['re', 0.083], ['ea', 0.026], ['ac', 0.038], ['ct', 0.028]]);
    const midnight = dayOf(NOW_S) * DAY_S;
    for (const query of [{ keyword: 'ea' }, { keyword: 'react' }, { keyword: '会计', city: '北京' }]) {
      const input = hotJobsInput.parse(query);
      const kinds = [0.5, 6, 12, 18, 23.5].map((hour) => {
        const now = midnight + hour * 3600;
        const at = {
          ...million,
          shares: pairs,
          publishBounds: Array.from({ length: 11 }, (_, i) => now - (60 - i * 6) * DAY_S),
        };
        return planSearch(at, input, firstPage, filteredEstimate(at, input, now)!, now).path.kind;
      });
      expect(new Set(kinds).size, `${JSON.stringify(query)}: ${kinds}`).toBe(1);
    }
  });

  it('reads the last days of the recent index for a keyword too rare to walk for', () => {
    // 会计 in 北京 with 大专: 900 of a million jobs, 1 in 220 of the 北京 jobs a walk would pass over.
    const { path } = plan({ keyword: '会计', city: '北京', education: 3 });
    expect(path).toMatchObject({ kind: 'recent', pair: '会计', complete: false, lastDay: dayOf(NOW_S) + 1 });
    // Twice the page from 900 spread over 60 days: the last three or four days.
    if (path.kind !== 'recent') throw new Error('recent expected');
    expect(dayOf(NOW_S) - path.firstDay).toBeGreaterThanOrEqual(2);
    expect(dayOf(NOW_S) - path.firstDay).toBeLessThanOrEqual(6);
  });

  it('takes the two rarest pairs of a longer keyword, lower-cased', () => {
    // 计前 is not among the pairs the statistics list, so fewer jobs hold it than 会计, and 会计 than 前端.
    expect(plan({ keyword: '会计前端' }).path).toMatchObject({
      kind: 'recent',
      pair: '计前',
      second: '会计',
    });
    expect(plan({ keyword: 'React前端' }).path).toMatchObject({ kind: 'recent', pair: 're', second: 'ea' });
    // A pair twice is one pair; a keyword of one pair has no second.
    expect(plan({ keyword: '会计会计' }).path).toMatchObject({ pair: '计会', second: '会计' });
    expect(plan({ keyword: '会计', city: '北京', education: 3 }).path).toMatchObject({ second: null });
  });

  it('covers a publish_days filter whole when the days wanted reach past it', () => {
    expect(plan({ keyword: '量子', publish_days: 1 }).path).toMatchObject({
      kind: 'recent',
      firstDay: dayOf(NOW_S - DAY_S),
      complete: true,
    });
  });

  it('searches all jobs for a keyword few of them hold, by salary, of one character, or a filter on a column few of them hold', () => {
    const thousand = { ...stats, openJobs: 1000 };
    expect(plan({ keyword: '量子' }, thousand).path.kind).toBe('all');
    expect(plan({ keyword: '量子', sort_by: 'salary' }).path.kind).toBe('all');
    expect(plan({ keyword: '量' }).path.kind).toBe('all');
    // A filter on one column is reckoned by that column's pairs, which the index tags: 运营 is in a quarter
    // of the jobs' text, and the statistics do not list it in titles.
    expect(plan({ keyword: '运营' }).path.kind).toBe('walk');
    expect(plan({ job_objective: '运营' }).path.kind).toBe('all');
    const titled = { ...stats, shares: new Map([...stats.shares, ['o:运营', 0.2]]) };
    expect(plan({ job_objective: '运营' }, titled).path.kind).toBe('walk');
    // Deep pages of a rare keyword want more jobs than the last days hold.
    expect(plan({ keyword: '量子' }, million, { limit: 50, offset: 2500 }).path.kind).toBe('all');
  });
});

describe('readsByStart', () => {
  const reads = (query: object) => {
    const input = hotJobsInput.parse(query);
    return readsByStart(stats, input, filteredEstimate(stats, input, NOW_S)!);
  };

  it('reads a starting salary at a time where most jobs start above the bound', () => {
    // 36% start at 10K or less: a walk in pay order would pass over the other 64% first.
    expect(reads({ sort_by: 'salary', salary_max: 10 })).toBe(true);
    expect(reads({ sort_by: 'salary', salary_max: 10, salary_min: 8 })).toBe(true);
  });

  it('walks the pay order where the bound leaves most jobs, or nothing bounds the start', () => {
    expect(reads({ sort_by: 'salary', salary_max: 30, salary_min: 25 })).toBe(false);
    expect(reads({ sort_by: 'salary', salary_min: 50 })).toBe(false);
    expect(reads({ salary_max: 10 })).toBe(false);
  });
});
