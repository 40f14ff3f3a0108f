// The shipped question bank against the seeded job catalogue: every role has a family that its job titles
// map to, and the bank's skills speak the vocabulary jobs list in job_keywords.
import { describe, expect, it } from 'vitest';
import { familyOf, GENERAL_FAMILY, JOB_FAMILIES, QUESTION_BANK } from '../modules/interviewer/index.ts';
import { CATEGORIES } from './job-specs.ts';

/** Fundamentals interviews probe that no job lists as a keyword. */
const FUNDAMENTALS = new Set([
  '数据结构',
  '算法',
  '系统设计',
  '计算机网络',
  '操作系统',
  '浏览器',
  '竞品分析',
]);

const roles = CATEGORIES.flatMap((category) => category.roles.map((role) => ({ category, role })));

describe('question bank and the job catalogue', () => {
  it('gives every seeded role one family, in the role category', () => {
    for (const { category, role } of roles) {
      const families = JOB_FAMILIES.filter((f) => f.role === role.name);
      expect(families, role.name).toHaveLength(1);
      expect(families[0]!.category).toBe(category.name);
    }
    expect(JOB_FAMILIES).toHaveLength(roles.length);
  });

  it('maps every title a seeded role is published under to that role family', () => {
    for (const { role } of roles) {
      const family = JOB_FAMILIES.find((f) => f.role === role.name)!.name;
      const titles = [
        `${role.name}${role.suffix}`,
        `高级${role.name}${role.suffix}`,
        role.internTitle ?? `${role.name}实习生`,
        ...(role.seniorTitles ?? []),
      ];
      for (const title of titles) expect(familyOf(title), title).toBe(family);
    }
  });

  it('falls back to the JD text, then to 通用', () => {
    expect(familyOf('工程师', '负责 Golang 后台服务开发，三年以上 Go 语言经验')).toBe('Go开发');
    expect(familyOf('实习生', '负责小红书、抖音和公众号账号的日常运营')).toBe('新媒体运营');
    expect(familyOf('储备干部')).toBe(GENERAL_FAMILY);
    // A Latin title word stands alone: 'Go' is not found in 'Google', 'PR' not in 'PRD'.
    expect(familyOf('Google Ads 投放专员')).toBe('信息流投放');
    expect(familyOf('PRD 撰写助理')).toBe(GENERAL_FAMILY);
  });

  it('tags family questions with skills from the job_keywords vocabulary', () => {
    const vocabulary = new Set(roles.flatMap(({ role }) => role.skills));
    const strays = QUESTION_BANK.filter(
      (q) => q.family !== GENERAL_FAMILY && !vocabulary.has(q.skill) && !FUNDAMENTALS.has(q.skill),
    ).map((q) => `${q.family}/${q.skill}`);
    expect(strays).toEqual([]);
  });
});
