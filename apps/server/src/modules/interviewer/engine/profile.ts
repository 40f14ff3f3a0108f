// Structured profiles of a JD and a resume from plain text (Chinese or English), by rules and the vocabulary.
import type { JdProfile, ResumeProfile } from '../port.ts';
import { numberCount, sentences } from './text/segment.ts';
import { ROLES, type RoleProfile, type Vocabulary } from './text/vocab.ts';

const BULLET = /^\s*(?:[-*•·●○◆▪]|\(?\d{1,2}[).、.．]|[（(]?[一二三四五六七八九十][)）、.]|[a-z][).])\s*/u;

function clean(line: string): string {
  return line.replace(BULLET, '').replace(/\s+/g, ' ').trim();
}

/** Lines of a document, with bullets stripped; long lines with several sentences stay whole. */
function lines(text: string): string[] {
  return marked(text).map((l) => l.text);
}

/** Lines with whether each was a list item: a project's name is a plain line, its details are items. */
function marked(text: string): { text: string; item: boolean }[] {
  return text
    .split(/\r?\n/)
    .map((l) => ({ text: clean(l), item: BULLET.test(l) && clean(l) !== l.trim() }))
    .filter((l) => l.text.length > 0);
}

const HEADING_END = /[:：]\s*$/;
function isHeading(line: string, re: RegExp): boolean {
  return re.test(line) && (line.length <= 16 || HEADING_END.test(line));
}

/** Items under the first heading matching `start`, up to the next heading of another section. */
function section(all: string[], start: RegExp, others: RegExp): string[] {
  return sectionOf(
    all.map((text) => ({ text, item: false })),
    start,
    others,
  ).map((l) => l.text);
}

function sectionOf<T extends { text: string }>(all: T[], start: RegExp, others: RegExp): T[] {
  const out: T[] = [];
  let inside = false;
  for (const entry of all) {
    const line = entry.text;
    if (isHeading(line, start)) {
      inside = true;
      // "岗位职责：负责…" on one line: keep what follows the colon.
      const rest = line.split(/[:：]/).slice(1).join('：').trim();
      if (rest) out.push({ ...entry, text: rest });
      continue;
    }
    if (inside && isHeading(line, others)) break;
    if (inside) out.push(entry);
  }
  return out;
}

const DUTY_HEAD =
  /岗位职责|工作职责|职位职责|工作内容|职责描述|你将负责|responsibilit|what you.?ll do|duties/i;
const NEED_HEAD =
  /任职要求|岗位要求|任职资格|职位要求|我们希望|要求[:：]|requirement|qualification|what we.?re looking|you have/i;
const OTHER_HEAD = /福利|待遇|薪资|公司介绍|关于我们|加分项|工作地点|benefit|about us|perks|location|salary/i;
const NEED_WORD =
  /熟悉|掌握|精通|了解|经验|学历|本科|硕士|以上|优先|具备|能力|proficien|experience|familiar|degree|knowledge|skills?\b|years/i;
const DUTY_WORD = /负责|参与|推动|主导|完成|制定|维护|协助|build|own|lead|design|develop|drive|maintain/i;

function seniorityOf(text: string): JdProfile['seniority'] {
  if (/总监|负责人|技术经理|团队负责人|\blead\b|head of|director|manager of/i.test(text)) return 'lead';
  if (/资深|高级|专家|架构师|senior|staff|principal/i.test(text)) return 'senior';
  const years = /(\d+)\s*(?:[-~至到]\s*\d+\s*)?年(?:以上)?(?:工作|相关|开发)?经验|(\d+)\+?\s*years/i.exec(
    text,
  );
  const n = years ? Number(years[1] ?? years[2]) : null;
  if (n !== null && n >= 5) return 'senior';
  if (/实习|应届|校招|初级|毕业生|intern|junior|graduate|entry.level/i.test(text)) return 'junior';
  if (n !== null && n >= 3) return 'mid';
  if (n !== null) return 'junior';
  return 'unknown';
}

const HIRING =
  /(?:招聘|诚聘|招募|寻找|招)(?:一名|一位|若干名?|多名)?([\p{Script=Han}A-Za-z+#/]{2,20}?(?:工程师|经理|专员|主管|设计师|分析师|开发|运营|顾问|老师|教师|代表|助理|总监|实习生|架构师|专家))/u;

function positionOf(all: string[], role: RoleProfile | null): string {
  // Called first without a role (the title line is what recognises the role), then with it as a fallback.
  for (const line of all.slice(0, 12)) {
    const m =
      /^(?:岗位名称|职位名称|招聘岗位|招聘职位|岗位|职位|job title|position|role|title)\s*[:：]\s*(.+)$/i.exec(
        line,
      );
    // '岗位：后端开发工程师。要求：…' on one line: the title ends at the first sentence break.
    if (m)
      return m[1]!
        .split(/[。；;，]/)[0]!
        .trim()
        .slice(0, 60);
  }
  // "我们正在招聘一名Java后端开发，…": the title named in a prose JD.
  const hiring = HIRING.exec(all.slice(0, 5).join('\n'));
  if (hiring) return hiring[1]!;
  const first = all[0] ?? '';
  // A short first line is the title; an English one may carry a comma (Product Manager, Growth).
  const han = /\p{Script=Han}/u.test(first);
  if (
    first.length > 1 &&
    first.length <= (han ? 30 : 50) &&
    !(han ? /[，。,;；:：]/ : /[。;；:：.!?]/).test(first) &&
    !DUTY_HEAD.test(first) &&
    !NEED_HEAD.test(first)
  )
    return first;
  if (role) {
    const title = role.titles.find((t) => t.length >= 4 && all.some((l) => l.includes(t)));
    return title ?? role.titles[0]!;
  }
  return '';
}

// English job titles mapped to the catalogue's families (the catalogue names them in Chinese); earlier
// entries win a tie, so "Product Manager, Growth" is a product role.
const ENGLISH_TITLES: [RegExp, string[]][] = [
  [/\bfront[- ]?end\b|\bweb (?:developer|engineer)\b/i, ['前端开发']],
  [/\bandroid\b/i, ['Android开发']],
  [/\bios\b/i, ['iOS开发']],
  [/\b(?:qa|sdet)\b|\btest(?:ing)? (?:engineer|automation)\b/i, ['测试开发']],
  [/\bdevops\b|\bsre\b|site reliability/i, ['运维开发']],
  [/\bdata engineer/i, ['数据开发']],
  [/machine learning engineer|\bml engineer|\balgorithm/i, ['算法']],
  [/\bdata (?:scientist|analyst)|\banalytics\b/i, ['数据分析', '算法']],
  [/\bsecurity engineer/i, ['网络安全']],
  [/\bembedded\b/i, ['嵌入式软件']],
  [
    /\bback[- ]?end\b|\bserver[- ]side\b|\bsoftware engineer\b/i,
    ['Java开发', 'Go开发', 'Python开发', 'C++开发'],
  ],
  [/\bproduct (?:manager|owner)\b/i, ['产品']],
  [/\bproject manager\b/i, ['项目']],
  [/\b(?:ui|visual) designer\b/i, ['UI', '视觉']],
  [/\b(?:ux|interaction) designer\b/i, ['交互']],
  [/\bcustomer success\b/i, ['客户成功']],
  [/\brecruit|talent acquisition/i, ['招聘']],
  [/\bhrbp\b|hr business partner/i, ['HRBP']],
  [/\baccountant\b/i, ['会计']],
  [/\blegal\b|\blawyer\b|\bcounsel\b/i, ['法务']],
  [/\bmarketing\b/i, ['市场营销', '品牌']],
  [/\bsales\b|account executive/i, ['销售代表', '大客户销售']],
  [/\boperations\b|community manager|\bgrowth\b/i, ['用户运营']],
];

function titleIn(lower: string, title: string): boolean {
  const t = title.toLowerCase();
  // A Latin title (UI, HRBP) must stand as a word: 'ui' is inside 'build'.
  if (/^[a-z0-9+ -]+$/.test(t))
    return new RegExp(`(?<![a-z0-9])${t.replace(/[+]/g, '\\+')}(?![a-z0-9])`).test(lower);
  return lower.includes(t);
}

/**
 * The catalogue role best matching a JD: its titles in the position line weigh most, then in the text, then
 * the JD's skills that belong to the role, each counted as often as the JD names it.
 */
function bestRole(position: string, text: string, skillCounts: Map<string, number>): RoleProfile | null {
  let best: RoleProfile | null = null;
  let bestScore = 0;
  const lower = text.toLowerCase();
  const head = position.toLowerCase();
  const english = ENGLISH_TITLES.findIndex(([re]) => re.test(position));
  for (const role of ROLES) {
    let score = 0;
    for (const t of role.titles) {
      if (t.length < 2) continue;
      if (titleIn(head, t)) score += 6 + t.length / 4;
      // In the body only a full title counts: a bare name such as 招聘 or 产品 is an ordinary word there.
      else if (t.length >= 4 && titleIn(lower, t)) score += 3 + t.length / 4;
    }
    const families = english >= 0 ? ENGLISH_TITLES[english]![1] : [];
    // A title naming two families names the likelier first; a longer list (backend) names peers, and the
    // JD's skills decide among them.
    if (families.includes(role.family)) score += families.length <= 2 && families[0] === role.family ? 5 : 4;
    for (const s of role.skills) score += Math.min(skillCounts.get(s) ?? 0, 3);
    if (score > bestScore) {
      bestScore = score;
      best = role;
    }
  }
  return bestScore >= 2 ? best : null;
}

export function profileJd(text: string, vocab: Vocabulary): JdProfile {
  const all = lines(text);
  // "招聘一名…" says the JD is hiring, not that recruiting is a skill of the job.
  const body = text.replace(HIRING, '$1');
  const skills = vocab.skillsIn(body);
  const skillCounts = vocab.countSkills(body);
  const position = positionOf(all, null);
  const role = bestRole(position, text, skillCounts);
  let responsibilities = section(all, DUTY_HEAD, new RegExp(`${NEED_HEAD.source}|${OTHER_HEAD.source}`, 'i'));
  let requirements = section(all, NEED_HEAD, new RegExp(`${DUTY_HEAD.source}|${OTHER_HEAD.source}`, 'i'));
  if (responsibilities.length === 0 && requirements.length === 0) {
    // A JD written as prose: its clauses, each a duty or a requirement.
    const items = all
      .flatMap((l) => (l.length > 40 ? l.split(/[，,。；;！!？?]/) : [l]))
      .map((l) => l.trim())
      .filter((l) => l.length >= 4 && l !== position);
    requirements = items.filter((l) => NEED_WORD.test(l));
    responsibilities = items.filter((l) => !NEED_WORD.test(l) && DUTY_WORD.test(l));
  }
  return {
    position: position || positionOf(all, role),
    family: familyOf(position, text, role, vocab),
    skills,
    responsibilities: responsibilities.slice(0, 12),
    requirements: requirements.slice(0, 12),
    seniority: seniorityOf(`${position}\n${text}`),
  };
}

/** A family the bank knows if one fits (named in the title, else the role's), else the role's, else 通用. */
function familyOf(position: string, text: string, role: RoleProfile | null, vocab: Vocabulary): string {
  const byLength = [...vocab.bankFamilies].sort((a, b) => b.length - a.length);
  const inTitle = byLength.find((f) => position.includes(f));
  if (inTitle) return inTitle;
  if (role) {
    // The role's own family first; a longer family merely containing its name (商业化产品 for 产品) is
    // another role.
    const bank =
      byLength.find((f) => f === role.family) ??
      byLength.find((f) => role.titles.includes(f)) ??
      byLength.find((f) => role.titles.some((n) => n.includes(f)));
    if (bank) return bank;
  }
  const inText = byLength.find((f) => f.length >= 2 && text.slice(0, 300).includes(f));
  if (inText) return inText;
  return role?.family ?? '通用';
}

const EDU_HEAD = /教育经历|教育背景|学历|education/i;
const PROJECT_HEAD = /项目经历|项目经验|主要项目|projects?\b|project experience/i;
const WORK_HEAD = /工作经历|工作经验|实习经历|职业经历|work experience|experience|employment/i;
const SKILL_HEAD = /专业技能|技能|技术栈|个人技能|skills|tech stack/i;
const OTHER_RESUME_HEAD =
  /自我评价|个人评价|荣誉|证书|获奖|兴趣|about me|summary|awards|certificat|interests/i;
const ANY_RESUME_HEAD = new RegExp(
  [EDU_HEAD, PROJECT_HEAD, WORK_HEAD, SKILL_HEAD, OTHER_RESUME_HEAD].map((r) => r.source).join('|'),
  'i',
);

const DEGREES: [RegExp, string][] = [
  [/博士|ph\.?d|doctor/i, '博士'],
  [/硕士|研究生|master|m\.s\.|mba/i, '硕士'],
  [/本科|学士|bachelor|b\.s\.|b\.a\./i, '本科'],
  [/大专|专科|associate/i, '大专'],
];

function educationOf(all: string[]): ResumeProfile['education'] {
  const out: ResumeProfile['education'] = [];
  for (const line of all) {
    const school =
      /([\p{Script=Han}]{2,20}(?:大学|学院|学校))|((?:[A-Z][\w&.'-]*\s)*(?:University|College|Institute)(?:\sof(?:\s[A-Z][\w&.'-]*)+)?)/u.exec(
        line,
      );
    if (!school) continue;
    const degree = DEGREES.find(([re]) => re.test(line))?.[1] ?? '';
    const major =
      /([\p{Script=Han}]{2,12})专业/u.exec(line)?.[1] ??
      /(?:专业|major|in)\s*[:：]?\s*([\p{Script=Han}A-Za-z ]{2,30}?)(?=[,，|｜\s]|$)/iu.exec(
        line.replace(school[0], ''),
      )?.[1] ??
      line
        .replace(school[0], '')
        .split(/[|｜,，\s]+/)
        .find((p) => /[\p{Script=Han}]{2,}(?:学|工程|技术|管理|设计|科学)$/u.test(p)) ??
      '';
    const name = school[0].trim();
    if (!out.some((e) => e.school === name)) out.push({ school: name, degree, major: major.trim() });
    if (out.length >= 4) break;
  }
  return out;
}

function yearsOf(text: string): number | null {
  const stated =
    /(\d+(?:\.\d)?)\s*年(?:以上)?(?:的)?(?:工作|开发|相关|从业)?经验|(\d+(?:\.\d)?)\+?\s*years? of (?:work |professional )?experience/i.exec(
      text,
    );
  if (stated) return Number(stated[1] ?? stated[2]);
  // Sum of date ranges in work history: 2019.07 - 2023.05, 2021/3–至今, Mar 2020 - Present.
  let months = 0;
  const re =
    /((?:19|20)\d{2})[./年-](\d{1,2})?\s*月?\s*[-–—~至到]+\s*(?:((?:19|20)\d{2})[./年-](\d{1,2})?|至今|现在|今|present|now)/gi;
  const today = new Date();
  const now = { y: today.getFullYear(), m: today.getMonth() + 1 };
  for (const m of text.matchAll(re)) {
    const from = Number(m[1]) * 12 + Number(m[2] ?? 1);
    const to = m[3] ? Number(m[3]) * 12 + Number(m[4] ?? 12) : now.y * 12 + now.m;
    if (to > from && to - from < 12 * 40) months += to - from;
  }
  return months > 0 ? Math.round((months / 12) * 10) / 10 : null;
}

const ACTION =
  /负责|主导|设计|实现|开发|搭建|重构|优化|推动|落地|带领|制定|策划|分析|引入|改造|编写|迁移|协调|组织|led|built|designed|implemented|developed|created|migrated|optimi[sz]ed|introduced|drove|owned|launched|refactored|managed|wrote/i;
const RESULT =
  /提升|提高|降低|减少|增长|节省|缩短|达到|突破|上线|获得|完成率|转化|improv|reduc|increas|cut|saved|grew|achiev|boost|decreas|raised|launched/i;
const ROLE_WORD =
  /(?:担任|角色|职责|role)\s*[:：]?\s*([\p{Script=Han}A-Za-z ]{2,16})|(负责人|组长|项目经理|技术负责人|核心开发|前端负责人|后端负责人|tech lead|team lead|lead engineer|owner)/iu;

/** Strips contact details and the like, which must never leave the profile. */
function scrub(s: string): string {
  return s
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '')
    .replace(/(?:\+?86[-\s]?)?1[3-9]\d[-\s]?\d{4}[-\s]?\d{4}/g, '')
    .replace(/\b\d{3}[-\s]\d{3,4}[-\s]\d{4}\b/g, '')
    .trim();
}

function projectName(line: string): string | null {
  const head = line
    .split(/[:：|｜]/)[0]!
    .replace(/[（(].*$/, '')
    .trim();
  const named = /^(?:项目名称|项目|project)\s*[:：]\s*(.+)$/i.exec(line);
  if (named)
    return named[1]!
      .split(/[|｜,，(（]/)[0]!
      .trim()
      .slice(0, 40);
  if (
    /项目|系统|平台|Project|System|Platform|App|小程序|中台|工具/i.test(head) &&
    head.length <= 30 &&
    !ACTION.test(head.slice(0, 2))
  )
    return head;
  return null;
}

/** A plain short line between list items names a project: 报表导出服务, 信息流排序模型升级 (负责人). */
function plainName(line: string): string | null {
  const head = line
    .replace(/[（(].*$/, '')
    .split(/[|｜]/)[0]!
    .trim();
  if (head.length < 2 || head.length > 30 || /[，。；,;]/.test(head) || /^(?:19|20)\d{2}/.test(head))
    return null;
  return head;
}

function projectsOf(text: string): ResumeProfile['projects'] {
  const all = marked(text);
  const fromSection = sectionOf(all, PROJECT_HEAD, ANY_RESUME_HEAD);
  const body = fromSection.length ? fromSection : sectionOf(all, WORK_HEAD, ANY_RESUME_HEAD);
  const hasItems = body.some((l) => l.item);
  const projects: ResumeProfile['projects'] = [];
  let current: ResumeProfile['projects'][number] | null = null;
  for (const entry of body) {
    const line = scrub(entry.text);
    if (!line) continue;
    const name =
      projectName(line) ?? (hasItems && !entry.item && fromSection.length ? plainName(line) : null);
    if (name && !entry.item && (line.length <= 40 || /^(?:项目名称|项目|project)\s*[:：]/i.test(line))) {
      current = { name, role: '', actions: [], results: [] };
      projects.push(current);
      const role = ROLE_WORD.exec(line);
      if (role) current.role = (role[1] ?? role[2] ?? '').trim();
      continue;
    }
    if (!current) continue;
    const role = ROLE_WORD.exec(line);
    if (role && !current.role) current.role = (role[1] ?? role[2] ?? '').trim().slice(0, 20);
    for (const s of sentences(line).flatMap((x) => x.split(/[，,](?=[^，,]{6,})/))) {
      const t = s.replace(/[。；;]$/, '').trim();
      if (t.length < 4) continue;
      if (RESULT.test(t) && numberCount(t) > 0) current.results.push(t);
      else if (ACTION.test(t)) current.actions.push(t);
    }
  }
  return projects
    .filter((p) => p.name.length >= 2)
    .slice(0, 6)
    .map((p) => ({ ...p, actions: p.actions.slice(0, 6), results: p.results.slice(0, 4) }));
}

export function profileResume(text: string, vocab: Vocabulary): ResumeProfile {
  const all = lines(text);
  return {
    education: educationOf(all),
    years_of_experience: yearsOf(text),
    skills: vocab.skillsIn(text),
    projects: projectsOf(text),
  };
}
