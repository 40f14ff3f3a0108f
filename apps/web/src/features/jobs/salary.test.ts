// The shared salary formatter as both sides show it (SPEC §9).
import { formatSalary, SALARY_NEGOTIABLE } from '@app/shared/salary';
import { describe, expect, it } from 'vitest';

describe('formatSalary', () => {
  it('shows a monthly range in K with the months of pay', () => {
    expect(formatSalary({ recruitment_type: 0, salary_start: 15, salary_end: 25, salary_month: 14 })).toBe(
      '15K-25K/月 * 14',
    );
  });
  it('leaves out the months when none are given', () => {
    expect(formatSalary({ recruitment_type: 1, salary_start: 8, salary_end: 12, salary_month: null })).toBe(
      '8K-12K/月',
    );
  });
  it('shows interns in yuan per day, without months', () => {
    expect(formatSalary({ recruitment_type: 2, salary_start: 200, salary_end: 300, salary_month: 12 })).toBe(
      '200-300元/天',
    );
  });
  it('shows one bound alone', () => {
    expect(formatSalary({ recruitment_type: 0, salary_start: 10, salary_end: null })).toBe('10K/月');
  });
  it('falls back to the posted text, then to 薪资面议', () => {
    expect(formatSalary({ salary: ' 面议 ' })).toBe('面议');
    expect(formatSalary({})).toBe(SALARY_NEGOTIABLE);
  });
});
