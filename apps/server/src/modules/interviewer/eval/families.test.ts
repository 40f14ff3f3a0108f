// Stay in the profession: for every job family, twenty JDs of that family (titles with remarks, a company
// whose business names other families' words — 电商, SaaS, 教育 — and a plus line naming other jobs), and no
// planned question may come from another family's bank.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../infra/db/client.ts';
import { openTestDatabase } from '../../../test/backends.ts';
import { QUESTION_BANK } from '../bank/index.ts';
import {
  type CatalogueRole,
  createBuiltInInterviewer,
  GENERAL_FAMILY,
  type InterviewerBrain,
  JOB_FAMILIES,
  ROLE_CATEGORIES,
} from '../index.ts';
import { questionBank } from '../tables.ts';

const BUSINESSES = [
  ['电商SaaS', '店铺运营、直播带货与会员营销'],
  ['在线教育', '直播课、教研与学习规划'],
  ['金融科技', '理财、风控与对公业务'],
  ['医疗健康', '医药、临床研究与互联网医院'],
  ['游戏', '游戏发行、原画与社区运营'],
  ['新零售', '门店、供应链与销售渠道'],
] as const;
const REMARKS = [
  '',
  '（电商方向）',
  '（SaaS）',
  '（教育行业）',
  '（2025届校园招聘）',
  '（急招）',
  '- 上海',
  '（金融科技）',
];
const PLUS = [
  '有电商、直播或店铺运营经验者优先',
  '有销售或大客户经验者优先',
  '了解财务、对账或税务知识者优先',
  '有教育行业或教研经验者优先',
  '熟悉劳动法与员工关系者优先',
];

function titles(role: CatalogueRole): string[] {
  return [
    `${role.name}${role.suffix}`,
    role.internTitle ?? `${role.name}实习生`,
    ...(role.seniorTitles ?? []),
  ];
}

const fill = (template: string, skills: string[], at: number) => {
  let i = at;
  return template.replace(/\{s\}/g, () => skills[i++ % skills.length]!);
};

/** The i-th JD of a role: its title with a remark, a company of another business, duties and needs. */
function jdOf(role: CatalogueRole, categoryDuties: string[], i: number): string {
  const title = `${titles(role)[i % titles(role).length]}${REMARKS[i % REMARKS.length]}`;
  const [business, lines] = BUSINESSES[i % BUSINESSES.length]!;
  const duties = [...role.duties, categoryDuties[i % categoryDuties.length]!].map((d, k) =>
    fill(d, role.skills, i + k),
  );
  const needs = role.needs.map((n, k) => fill(n, role.skills, i * 2 + k));
  return [
    title,
    `公司介绍：我们是一家${business}公司，业务覆盖${lines}。`,
    '岗位职责：',
    ...duties.map((d, k) => `${k + 1}. ${d}`),
    '任职要求：',
    ...needs.map((n, k) => `${k + 1}. ${n}`),
    `加分项：${PLUS[i % PLUS.length]}`,
  ].join('\n');
}

const RESUME = '项目经历\n项目一：客户增长专项（Excel）。负责数据整理与复盘，转化率从3%提升到5%。';

describe('every family stays in its profession', () => {
  let database: Database;
  let brain: InterviewerBrain;
  const bankFamily = new Map<number, string>();
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.insert(questionBank).values(QUESTION_BANK);
    for (const q of await database.db
      .select({ id: questionBank.id, family: questionBank.family })
      .from(questionBank))
      bankFamily.set(q.id, q.family);
    brain = createBuiltInInterviewer({ db: database.db });
  });
  afterAll(async () => {
    await database.close();
  });

  const roles = ROLE_CATEGORIES.flatMap((c) => c.roles.map((role) => ({ role, duties: c.duties })));
  it('has a catalogue role for every family', () => {
    for (const f of JOB_FAMILIES)
      expect(
        roles.some((r) => r.role.name === f.name),
        f.name,
      ).toBe(true);
  });

  it.each(JOB_FAMILIES.map((f) => [f.name] as const))(
    '%s: twenty JDs, no question of another family',
    async (name) => {
      const { role, duties } = roles.find((r) => r.role.name === name)!;
      const wrong: string[] = [];
      for (let i = 0; i < 20; i++) {
        const jdText = jdOf(role, duties, i);
        const plan = await brain.plan({
          jdText,
          resumeText: RESUME,
          style: i % 2 ? 2 : 3,
          language: 'zh',
          minutes: 20,
        });
        const family = plan.profiles.jd.family;
        if (family !== name) wrong.push(`JD ${i} read as ${family}: ${jdText.split('\n')[0]}`);
        for (const q of plan.questions) {
          const from = q.bankId === null ? null : bankFamily.get(q.bankId);
          if (from && from !== name && from !== GENERAL_FAMILY)
            wrong.push(`JD ${i}: ${from} question ${q.text}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
