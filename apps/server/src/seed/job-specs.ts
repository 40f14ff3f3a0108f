// Job "specs": everything about a seeded job except who publishes it, where and when (jobs.ts adds those).
import { EDUCATION_LABELS, RECRUITMENT_TYPE } from '@app/shared/constants';
import {
  type CatalogueRole,
  type CompanyPool,
  ROLE_CATEGORIES,
  type RoleCategory,
} from '../modules/interviewer/index.ts';
import { createRng, type Rng } from './prng.ts';

export const CATEGORIES: readonly RoleCategory[] = ROLE_CATEGORIES;

export interface JobSpec {
  pool: CompanyPool;
  title: string;
  category: string;
  recruitmentType: number;
  workNature: string;
  education: number | null;
  experience: number;
  salaryStart: number;
  salaryEnd: number;
  salaryMonth: number | null;
  salary: string;
  jobKeywords: string;
  description: string;
  requirement: string;
}

const SOFT_SKILLS = [
  '具备良好的沟通能力和团队协作精神，责任心强',
  '学习能力强，对新事物保持好奇心',
  '逻辑思维清晰，能承受一定的工作压力',
  '有较强的自驱力和结果导向意识',
  '做事认真细致，有良好的时间管理能力',
  '积极主动，乐于分享，能快速融入团队',
];
const SENIOR_DUTIES = [
  '带领小组完成关键项目，负责成员的培养与梯队建设',
  '参与部门规划与目标制定，推动跨团队的重点项目',
  '沉淀方法论与最佳实践，提升团队整体能力',
];
const INTERN_DUTIES = [
  '在导师指导下参与实际项目，完成分配的工作任务',
  '学习并遵循团队的工作规范与协作流程',
  '参与团队日常工作，协助完成数据整理与文档撰写',
];
const GRADUATE_YEAR = 2026;

/** Monthly-salary multiplier of the role's 3-5-year base, by experience code. */
const EXPERIENCE_PAY = [0.8, 0.55, 0.75, 1, 1.35, 1.8];
const EXPERIENCE_REQUIREMENT = [
  '经验不限，有相关工作经验者优先',
  '1年以内相关工作经验，优秀应届生亦可',
  '1-3年相关工作经验',
  '3年以上相关工作经验',
  '5年以上相关工作经验，有团队管理经验者优先',
  '10年以上相关工作经验，具备团队管理与体系搭建能力',
];

function fullTitle(role: CatalogueRole): string {
  return `${role.name}${role.suffix}`;
}

function title(role: CatalogueRole, recruitmentType: number, experience: number, rng: Rng): string {
  const full = fullTitle(role);
  if (recruitmentType === RECRUITMENT_TYPE.intern) return role.internTitle ?? `${role.name}实习生`;
  if (recruitmentType === RECRUITMENT_TYPE.campus) {
    return rng.pick([
      `${full}（${GRADUATE_YEAR}届校招）`,
      `${GRADUATE_YEAR}届校招-${full}`,
      `${full}（应届生）`,
    ]);
  }
  switch (experience) {
    case 1:
      return rng.chance(0.4) ? `初级${full}` : full;
    case 3:
      return rng.chance(0.5) ? `高级${full}` : full;
    case 4:
      return rng.pick([`高级${full}`, `资深${full}`, ...(role.seniorTitles ?? [])]);
    case 5:
      return rng.pick(role.seniorTitles ?? [`资深${full}`, `${role.name}专家`]);
    default:
      return full;
  }
}

/** Rounds to a number a recruiter would write: whole K below 30K, multiples of 5 above. */
function roundK(value: number): number {
  return value >= 30 ? Math.round(value / 5) * 5 : Math.max(3, Math.round(value));
}

function salary(
  role: CatalogueRole,
  recruitmentType: number,
  experience: number,
  rng: Rng,
): Pick<JobSpec, 'salaryStart' | 'salaryEnd' | 'salaryMonth' | 'salary'> {
  if (recruitmentType === RECRUITMENT_TYPE.intern) {
    const [low, high] = role.base >= 25 ? [250, 400] : role.base >= 18 ? [150, 300] : [100, 220];
    const start = Math.round(rng.int(low, high - 50) / 10) * 10;
    const end = start + rng.pick([50, 50, 80, 100, 150]);
    return { salaryStart: start, salaryEnd: end, salaryMonth: null, salary: `${start}-${end}元/天` };
  }
  const multiplier = recruitmentType === RECRUITMENT_TYPE.campus ? 0.7 : EXPERIENCE_PAY[experience]!;
  const start = roundK(role.base * multiplier * (0.85 + 0.3 * rng.next()));
  const end = Math.max(start + 2, roundK(start * (1.35 + 0.45 * rng.next())));
  const month = rng.weighted<number | null>([
    [null, 25],
    [12, 12],
    [13, 28],
    [14, 20],
    [15, 10],
    [16, 5],
  ]);
  return {
    salaryStart: start,
    salaryEnd: end,
    salaryMonth: month,
    salary: `${start}K-${end}K${month ? `·${month}薪` : ''}`,
  };
}

function education(
  role: CatalogueRole,
  category: RoleCategory,
  recruitmentType: number,
  rng: Rng,
): number | null {
  const relaxed = ['销售', '运营', '职能'].includes(category.name) && role.education <= 4;
  if (relaxed && rng.chance(0.1)) return null;
  let level: number = role.education;
  if (recruitmentType === RECRUITMENT_TYPE.intern && level >= 5 && rng.chance(0.5)) level = 4;
  else if (level > 3 && rng.chance(0.15)) level -= 1;
  else if (
    level === 4 &&
    category.name === '技术' &&
    recruitmentType === RECRUITMENT_TYPE.social &&
    rng.chance(0.08)
  ) {
    level = 5;
  }
  return level;
}

/** Replaces each `{s}` with the job's skills in turn, so text and keywords agree. */
function fillSkills(lines: string[], skills: string[]): string[] {
  let next = 0;
  return lines.map((line) => line.replace(/\{s\}/g, () => skills[next++ % skills.length]!));
}

function numbered(lines: string[]): string {
  return lines.map((line, i) => `${i + 1}. ${line}${i === lines.length - 1 ? '。' : '；'}`).join('\n');
}

function requirementLines(
  role: CatalogueRole,
  category: RoleCategory,
  spec: Pick<JobSpec, 'recruitmentType' | 'education' | 'experience'>,
  skills: string[],
  rng: Rng,
): string[] {
  const major = role.major ?? category.major;
  const label = spec.education === null ? null : EDUCATION_LABELS[spec.education];
  const lines: string[] = [];
  if (spec.recruitmentType === RECRUITMENT_TYPE.intern) {
    lines.push(`${GRADUATE_YEAR}届或${GRADUATE_YEAR + 1}届${label ?? ''}在校生，${major}`);
    lines.push(
      `每周至少实习${rng.pick([3, 4, 5])}天，连续实习${rng.pick([3, 4, 6])}个月以上，表现优秀者可转正`,
    );
  } else {
    lines.push(label ? `${label}学历，${major}` : `学历不限，${major}`);
    lines.push(
      spec.recruitmentType === RECRUITMENT_TYPE.campus
        ? `${GRADUATE_YEAR}届应届毕业生，有相关实习经历者优先`
        : EXPERIENCE_REQUIREMENT[spec.experience]!,
    );
  }
  lines.push(...fillSkills(rng.sample(role.needs, rng.int(2, 3)), skills));
  lines.push(rng.pick(SOFT_SKILLS));
  return lines;
}

function buildSpec(rng: Rng): JobSpec {
  const category = rng.weighted(CATEGORIES.map((c) => [c, c.weight] as const));
  const role = rng.pick(category.roles);
  const recruitmentType =
    role.junior === false
      ? RECRUITMENT_TYPE.social
      : rng.weighted([
          [RECRUITMENT_TYPE.social, 65],
          [RECRUITMENT_TYPE.campus, 15],
          [RECRUITMENT_TYPE.intern, 20],
        ]);
  const experience =
    recruitmentType === RECRUITMENT_TYPE.social
      ? rng.weighted([
          [0, 8],
          [1, 10],
          [2, 30],
          [3, 30],
          [4, 17],
          [5, 5],
        ])
      : 0;
  const skills = rng.sample(role.skills, rng.int(3, Math.min(6, role.skills.length)));
  const edu = education(role, category, recruitmentType, rng);
  const partTime =
    recruitmentType === RECRUITMENT_TYPE.social &&
    ['教育', '运营', '设计'].includes(category.name) &&
    rng.chance(0.05);

  const duties = fillSkills(rng.sample(role.duties, rng.int(3, 4)), skills);
  duties.push(rng.pick(category.duties));
  if (recruitmentType === RECRUITMENT_TYPE.intern) duties.push(rng.pick(INTERN_DUTIES));
  else if (experience >= 4) duties.push(rng.pick(SENIOR_DUTIES));

  const spec = { recruitmentType, education: edu, experience };
  return {
    pool: category.pool,
    title: title(role, recruitmentType, experience, rng),
    category: category.name,
    recruitmentType,
    workNature: recruitmentType === RECRUITMENT_TYPE.intern ? '实习' : partTime ? '兼职' : '全职',
    education: edu,
    experience,
    ...salary(role, recruitmentType, experience, rng),
    jobKeywords: skills.join(','),
    description: numbered(duties),
    requirement: numbered(requirementLines(role, category, spec, skills, rng)),
  };
}

/** `count` specs, the same for the same seed. */
export function buildJobSpecs(count: number, seed: number): JobSpec[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => buildSpec(rng));
}
