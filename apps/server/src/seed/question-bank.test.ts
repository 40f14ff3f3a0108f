// The shipped question bank against the seeded job catalogue (every role has a family its job titles map to,
// the skills speak the job_keywords vocabulary), and loaded at database prepare as product content.
import { asc } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Database } from '../infra/db/client.ts';
import { prepareDatabase } from '../infra/db/prepare.ts';
import { familyOf, GENERAL_FAMILY, JOB_FAMILIES, QUESTION_BANK } from '../modules/interviewer/index.ts';
import { questionBank } from '../modules/interviewer/tables.ts';
import { backends, openTestDatabase } from '../test/backends.ts';
import { productContent } from './index.ts';
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
      const families = JOB_FAMILIES.filter((f) => f.name === role.name);
      expect(families, role.name).toHaveLength(1);
      expect(families[0]!.category).toBe(category.name);
    }
    expect(JOB_FAMILIES).toHaveLength(roles.length);
  });

  it('maps every title a seeded role is published under to that role family', () => {
    for (const { role } of roles) {
      const family = JOB_FAMILIES.find((f) => f.name === role.name)!.name;
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

for (const backend of backends()) {
  describe(`the question bank at database prepare [${backend}]`, () => {
    const silent = pino({ level: 'silent' });
    let database: Database | undefined;
    afterEach(async () => {
      await database?.close();
      database = undefined;
    });

    it('is loaded by prepareDatabase without the demo world, on a database that has none yet', async () => {
      database = await openTestDatabase(backend);
      const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
      await prepareDatabase(database, config, silent, undefined, productContent);
      const first = await database.db.select().from(questionBank).orderBy(asc(questionBank.id));
      expect(first).toHaveLength(QUESTION_BANK.length);
      // A second start of the same data leaves the bank, ids included, as it was.
      await prepareDatabase(database, config, silent, undefined, productContent);
      expect(await database.db.select().from(questionBank).orderBy(asc(questionBank.id))).toEqual(first);
    });
  });
}
