import { EDUCATION_LABELS, RECRUITMENT_TYPE } from '@app/shared/constants';
import { describe, expect, it } from 'vitest';
import { buildJobSpecs, CATEGORIES } from './job-specs.ts';

const specs = buildJobSpecs(3000, 42);

describe('buildJobSpecs', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(buildJobSpecs(50, 42)).toEqual(specs.slice(0, 50));
    expect(buildJobSpecs(50, 43).map((s) => s.title)).not.toEqual(specs.slice(0, 50).map((s) => s.title));
  });

  it('covers every category and recruitment type, with about a fifth internships', () => {
    expect(new Set(specs.map((s) => s.category))).toEqual(new Set(CATEGORIES.map((c) => c.name)));
    const interns = specs.filter((s) => s.recruitmentType === RECRUITMENT_TYPE.intern).length;
    expect(interns / specs.length).toBeGreaterThan(0.12);
    expect(interns / specs.length).toBeLessThan(0.25);
    expect(specs.some((s) => s.recruitmentType === RECRUITMENT_TYPE.campus)).toBe(true);
  });

  it('pays interns per day and everyone else per month, with a matching salary text', () => {
    for (const s of specs) {
      expect(s.salaryEnd).toBeGreaterThan(s.salaryStart);
      if (s.recruitmentType === RECRUITMENT_TYPE.intern) {
        expect(s.salary).toBe(`${s.salaryStart}-${s.salaryEnd}元/天`);
        expect(s.salaryStart).toBeGreaterThanOrEqual(100);
        expect(s.salaryEnd).toBeLessThanOrEqual(500);
        expect(s.salaryMonth).toBeNull();
        expect(s.workNature).toBe('实习');
      } else {
        const month = s.salaryMonth ? `·${s.salaryMonth}薪` : '';
        expect(s.salary).toBe(`${s.salaryStart}K-${s.salaryEnd}K${month}`);
        expect(s.salaryStart).toBeGreaterThanOrEqual(3);
        expect(s.workNature).not.toBe('实习');
      }
    }
  });

  it('asks no experience of graduates and interns, and pays seniority', () => {
    for (const s of specs) {
      if (s.recruitmentType !== RECRUITMENT_TYPE.social) expect(s.experience).toBe(0);
      expect(s.education === null || EDUCATION_LABELS[s.education] !== undefined).toBe(true);
    }
    const avg = (exp: number) => {
      const pay = specs
        .filter((s) => s.recruitmentType === 0 && s.experience === exp)
        .map((s) => s.salaryStart);
      return pay.reduce((a, b) => a + b, 0) / pay.length;
    };
    expect(avg(4)).toBeGreaterThan(avg(2));
  });

  it('writes numbered descriptions and requirements that mention the keywords', () => {
    for (const s of specs) {
      const keywords = s.jobKeywords.split(',');
      expect(keywords.length).toBeGreaterThanOrEqual(3);
      expect(keywords.length).toBeLessThanOrEqual(6);
      for (const text of [s.description, s.requirement]) {
        const lines = text.split('\n');
        expect(lines.length).toBeGreaterThanOrEqual(4);
        for (const [i, line] of lines.entries()) expect(line.startsWith(`${i + 1}. `)).toBe(true);
        expect(text).not.toContain('{s}');
      }
      if (s.recruitmentType === RECRUITMENT_TYPE.intern) expect(s.requirement).toContain('在校生');
    }
    const mentioned = specs.filter((s) =>
      s.jobKeywords.split(',').some((k) => s.description.includes(k) || s.requirement.includes(k)),
    );
    expect(mentioned.length / specs.length).toBeGreaterThan(0.9);
  });
});
