// The skill vocabulary and job families the engine recognises: the job_keywords vocabulary and roles of the
// seed catalogue (read-only), general abilities, plus whatever skills and families the question bank holds.

import { ROLE_CATEGORIES } from '../../catalog/index.ts';
import { type VocabularyMatcher, vocabularyMatcher } from './segment.ts';

const CATEGORIES = ROLE_CATEGORIES;

/** A role of the catalogue as the engine uses it to recognise a JD's family. */
export interface RoleProfile {
  category: string;
  /** The family name (role title core, e.g. 前端开发). */
  family: string;
  /** Full titles this role is advertised under. */
  titles: string[];
  skills: string[];
}

export const ROLES: RoleProfile[] = CATEGORIES.flatMap((c) =>
  c.roles.map((r) => ({
    category: c.name,
    family: r.name,
    titles: [
      `${r.name}${r.suffix}`,
      r.internTitle ?? `${r.name}实习生`,
      ...(r.seniorTitles ?? []),
      ...(r.name.length >= 2 ? [r.name] : []),
    ],
    skills: r.skills,
  })),
);

/** General abilities every job asks about (Chinese term, English spellings). */
export const SOFT_SKILLS: [string, string[]][] = [
  ['沟通', ['communication', 'communicate']],
  ['团队协作', ['teamwork', 'collaboration', 'cross-functional']],
  ['领导力', ['leadership', 'mentoring']],
  ['学习能力', ['fast learner', 'learning']],
  ['抗压', ['pressure', 'fast-paced']],
  ['问题解决', ['problem solving', 'problem-solving']],
  ['责任心', ['ownership', 'accountability']],
  ['项目管理', ['project management']],
  ['数据分析', ['data analysis', 'analytics']],
  ['性能优化', ['performance optimization', 'performance tuning']],
  ['系统设计', ['system design', 'architecture']],
  ['自动化测试', ['test automation', 'automated testing']],
  ['微服务', ['microservices', 'microservice']],
  ['分布式', ['distributed systems', 'distributed']],
  ['高并发', ['high concurrency', 'high-concurrency']],
  ['机器学习', ['machine learning']],
  ['深度学习', ['deep learning']],
  ['需求分析', ['requirements analysis', 'requirement analysis']],
  ['用户研究', ['user research']],
  ['商务谈判', ['negotiation']],
  ['客户维护', ['account management', 'client relationship']],
  ['统计学', ['statistics', 'statistical']],
  ['A/B测试', ['A/B testing', 'A/B tests', 'A/B test', 'experimentation']],
  ['数据可视化', ['data visualization', 'dashboards']],
  ['用户增长', ['user growth', 'growth hacking']],
  ['品牌推广', ['brand marketing', 'branding']],
  ['市场调研', ['market research']],
  ['活动策划', ['campaign planning', 'event planning']],
];

const ENGLISH_EXTRA = [
  'Git',
  'REST',
  'GraphQL',
  'HTTP',
  'Node.js',
  'Next.js',
  'PostgreSQL',
  'MongoDB',
  'Elasticsearch',
  'AWS',
  'Azure',
  'GCP',
  'Terraform',
  'Jenkins',
  'HTML',
  'Sass',
  'Tailwind',
  'Jest',
  'Vitest',
  'Playwright',
  'Rust',
  'Scala',
  'Hadoop',
  'Pandas',
  'NumPy',
  'Power BI',
  'Salesforce',
  'OKR',
  'KPI',
  'SEO',
];

/** Canonical term for an English alias (communication → 沟通), so both languages count the same skill. */
export const ALIASES: Map<string, string> = new Map(
  SOFT_SKILLS.flatMap(([zh, en]) => en.map((e) => [e.toLowerCase(), zh] as const)),
);

const ENGLISH_LABEL = new Map(SOFT_SKILLS.map(([zh, en]) => [zh, en[0]!] as const));

/** How a skill is named in an interview of the given language (沟通 → communication in English). */
export function skillLabel(skill: string, language: 'zh' | 'en'): string {
  return language === 'en' ? (ENGLISH_LABEL.get(skill) ?? skill) : skill;
}

/** Whether a text names a skill, in its canonical spelling or an English alias. */
export function mentions(text: string, skill: string): boolean {
  const lower = text.toLowerCase();
  if (lower.includes(skill.toLowerCase())) return true;
  const aliases = SOFT_SKILLS.find(([zh]) => zh === skill)?.[1] ?? [];
  return aliases.some((a) => lower.includes(a.toLowerCase()));
}

export const CATALOG_SKILLS: string[] = [
  ...new Set([...ROLES.flatMap((r) => r.skills), ...SOFT_SKILLS.map(([zh]) => zh), ...ENGLISH_EXTRA]),
];

/** The engine's vocabulary: the catalogue plus what the bank adds (its skills and families). */
export interface Vocabulary {
  matcher: VocabularyMatcher;
  /** Terms that name skills (canonical spelling). */
  skills: Set<string>;
  /** Families the bank tags questions with (may include ones the catalogue lacks). */
  bankFamilies: string[];
  /** English aliases in a text mapped to canonical skills, the rest as found. */
  skillsIn(text: string): string[];
  /** How often each canonical skill occurs in a text. */
  countSkills(text: string): Map<string, number>;
}

/**
 * The vocabulary with the bank's skills added. Only skills of job-specific questions count: the general
 * questions' topics (自我介绍, 项目经历) are headings of a resume, not skills.
 */
export function buildVocabulary(
  bank: Iterable<{ skill: string; category: string; family: string }> = [],
): Vocabulary {
  const skills = new Set<string>(CATALOG_SKILLS);
  const rows = [...bank];
  for (const r of rows)
    if (r.skill.trim() && (r.category !== '通用' || r.family !== '通用')) skills.add(r.skill.trim());
  const bankFamilies = rows.map((r) => r.family);
  const families = [...new Set(bankFamilies.map((f) => f.trim()).filter((f) => f && f !== '通用'))];
  const matcher = vocabularyMatcher([...skills, ...ALIASES.keys()]);
  return {
    matcher,
    skills,
    bankFamilies: families,
    skillsIn(text) {
      const out: string[] = [];
      for (const t of matcher.find(text)) {
        const canonical = ALIASES.get(t.toLowerCase()) ?? t;
        if (!out.includes(canonical)) out.push(canonical);
      }
      return out;
    },
    countSkills(text) {
      const counts = new Map<string, number>();
      for (const piece of matcher.split(text)) {
        if (!piece.term) continue;
        const canonical = ALIASES.get(piece.term.toLowerCase()) ?? piece.term;
        counts.set(canonical, (counts.get(canonical) ?? 0) + 1);
      }
      return counts;
    },
  };
}
