// Seeds the demo companies, their recruiters and the demo job seeker.
import { CITY_DISTRICTS } from '@app/shared/cities';
import { USER_TYPE } from '@app/shared/constants';
import { eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client.ts';
import { companyLogoUrl } from '../modules/companies/logo.ts';
import { companies, type NewCompany } from '../modules/companies/tables.ts';
import { type NewUser, users } from '../modules/users/tables.ts';
import { companySeeds } from './catalog/companies.ts';
import type { CompanySeed } from './catalog/types.ts';
import { addressPrefix, BUILDINGS, ROADS } from './places.ts';
import type { Rng } from './prng.ts';

/** Password of every seeded account (DESIGN.md, demo data). */
export const DEMO_PASSWORD = 'Demo@2026';
export const DEMO_RECRUITER_ACCOUNT = 'hr_demo';
export const DEMO_SEEKER = {
  account: 'demo',
  mobile: '13800138000',
  nickname: '小林',
  realName: '林晓',
  email: 'demo@example.com',
} as const;

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const FEMALE_GIVEN = '婷静敏丽娜颖雪琳晓洁芳倩欣悦佳文思雨璐瑶萱楠';
const MALE_GIVEN = '伟强磊军勇杰涛斌超明浩鹏宇凯辉航哲然帆';

const KIND_SENTENCES: Record<CompanySeed['kind'], (rng: Rng) => string> = {
  tech: (rng) =>
    `公司以技术创新为核心驱动力，研发人员占比超过${rng.int(55, 75)}%，拥有${rng.int(60, 400)}余项专利与软件著作权，服务客户覆盖金融、制造、零售、政务等多个行业。`,
  finance: () =>
    '公司坚持合规经营、稳健发展，持续推进数字化转型，为个人与机构客户提供专业、全面的金融服务，风险管理能力处于行业前列。',
  education: (rng) =>
    `公司秉承“让每个人都能享受优质教育”的理念，累计服务学员超过${rng.int(30, 600)}万人次，拥有一支经验丰富、专业负责的教研与教学团队。`,
  medical: () =>
    '公司以临床需求为导向，建立了覆盖研发、注册、生产与服务的完整体系，产品与服务惠及数百万患者与家庭。',
  consumer: (rng) =>
    `公司坚持用户第一，依托数字化运营与高效供应链，已为超过${rng.int(500, 5000)}万用户提供高品质的产品与服务。`,
  service: (rng) =>
    `公司深耕行业多年，凭借专业的团队与良好的口碑，已服务超过${rng.int(300, 3000)}家企业与机构客户。`,
};

const BENEFITS = [
  '有竞争力的薪酬与年终奖',
  '六险一金',
  '补充商业医疗保险',
  '弹性工作时间',
  '带薪年假与节日福利',
  '年度体检',
  '免费三餐与下午茶',
  '完善的培训与晋升体系',
  '股票期权激励',
  '定期团建与旅游',
  '交通与通讯补贴',
  '住房补贴',
];

function stageSentence(seed: CompanySeed, rng: Rng): string {
  switch (seed.financingStage) {
    case '已上市':
      return `公司已在资本市场上市，业务覆盖全国${rng.int(30, 300)}个城市，连续多年保持稳健增长。`;
    case '不需要融资':
      return '公司盈利能力良好，业务稳健，注重长期发展与人才培养。';
    case 'C轮':
    case 'D轮及以上':
      return `公司已完成${seed.financingStage}融资，投资方包括多家知名机构，业务规模持续快速增长。`;
    default:
      return `公司已完成${seed.financingStage}融资，正处于快速发展期，团队年轻、氛围开放，每个人都有机会承担重要职责。`;
  }
}

/** Three paragraphs: who they are, where they stand, what they offer. */
export function companyProfile(seed: CompanySeed, rng: Rng): string {
  const intro = `${seed.shortName}成立于${seed.founded}年，总部位于${seed.city}，专注于${seed.focus}。${KIND_SENTENCES[seed.kind](rng)}`;
  const culture = `${stageSentence(seed, rng)}我们相信优秀的人在一起能做成更大的事，鼓励坦诚沟通、追求卓越、拥抱变化。`;
  const benefits = `我们为员工提供：${rng.sample(BENEFITS, rng.int(4, 6)).join('、')}。期待优秀的你加入${seed.shortName}！`;
  return [intro, culture, benefits].join('\n\n');
}

function companyAddress(city: string, rng: Rng): string {
  const districts = Object.keys(CITY_DISTRICTS[city] ?? {});
  const district = districts.length > 0 ? rng.pick(districts) : null;
  return `${addressPrefix(city, district)}${rng.pick(ROADS)}${rng.int(1, 399)}号${rng.pick(BUILDINGS)}${rng.int(2, 28)}层`;
}

function recruiterName(rng: Rng): { nickname: string; realName: string } {
  const surname = rng.pick([...SURNAMES]);
  const female = rng.chance(0.7);
  const pool = [...(female ? FEMALE_GIVEN : MALE_GIVEN)];
  const given = rng.sample(pool, rng.int(1, 2)).join('');
  return { nickname: `${surname}${female ? '女士' : '先生'}`, realName: `${surname}${given}` };
}

/**
 * Inserts the catalogue's companies with 1-3 recruiters each; the first company's first recruiter is
 * hr_demo. A null passwordHash creates recruiters nobody can log in as (a production database).
 */
export async function seedCompanies(db: Db, passwordHash: string | null, rng: Rng): Promise<number> {
  const values: NewCompany[] = companySeeds.map((seed) => ({
    name: seed.name,
    shortName: seed.shortName,
    industry: seed.industry,
    scale: seed.scale,
    financingStage: seed.financingStage,
    profile: companyProfile(seed, rng),
    city: seed.city,
    address: companyAddress(seed.city, rng),
    website: `https://www.${seed.slug}.example.com`,
  }));
  const inserted = await db.insert(companies).values(values).returning({ id: companies.id });
  // Logos are generated from the id, known only after the insert.
  for (const { id } of inserted) {
    await db
      .update(companies)
      .set({ logo: companyLogoUrl(id) })
      .where(eq(companies.id, id));
  }

  const recruiters: NewUser[] = inserted.flatMap(({ id }, index) => {
    const seed = companySeeds[index]!;
    const count = index === 0 ? 3 : rng.int(1, 3);
    return Array.from({ length: count }, (_, n) => {
      const account =
        index === 0 && n === 0 ? DEMO_RECRUITER_ACCOUNT : `hr_${seed.slug}${n === 0 ? '' : `_${n + 1}`}`;
      return {
        account,
        passwordHash,
        ...recruiterName(rng),
        email: `${account.replace(/^hr_/, 'hr.')}@${seed.slug}.example.com`,
        userType: USER_TYPE.business,
        companyId: id,
        talentPoolVisible: false,
        // The demo recruiter can exchange a phone number or WeChat id with an applicant in chat.
        ...(account === DEMO_RECRUITER_ACCOUNT ? DEMO_RECRUITER_CONTACT : {}),
      };
    });
  });
  await db.insert(users).values(recruiters);
  return inserted.length;
}

/** Contacts of hr_demo, revealed to an applicant only when an exchange is accepted. */
const DEMO_RECRUITER_CONTACT = { mobile: '13900139000', wechat: 'hr_demo_wx' };

/** The demo job seeker of DESIGN.md: account demo, mobile 13800138000. */
export async function seedDemoSeeker(db: Db, passwordHash: string): Promise<void> {
  await db.insert(users).values({ ...DEMO_SEEKER, passwordHash, userType: USER_TYPE.seeker });
}
