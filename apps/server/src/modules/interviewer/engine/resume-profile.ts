// A resume's structure: education, skills, and its projects and jobs with their role, tech, actions and
// figures, in the layouts people write them: a project per line (项目一：名称（技术）。描述…), a title line
// with bullets or numbers, labelled fields (项目名称：…), an employer-role-dates line followed by duties,
// tables, English.
import type { ResumeProfile, ResumeProject } from '../port.ts';
import { type DocLine, documentLines } from './doc-lines.ts';
import { figuresIn, isResult } from './figures.ts';
import type { Vocabulary } from './text/vocab.ts';

const DATE =
  '(?:(?:19|20)\\d{2}(?:\\s*[./年-]\\s*\\d{1,2}\\s*月?)?|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?\\s+(?:19|20)\\d{2})';
const DATE_RANGE = new RegExp(
  `${DATE}\\s*(?:[-–—~至到]+|\\bto\\b)\\s*(?:${DATE}|至今|今|现在|present|now|current)`,
  'giu',
);
const LONE_DATE = new RegExp(`^${DATE}$`, 'iu');
const ORG =
  /(?:有限公司|有限责任公司|股份公司|公司|集团|分公司|分所|事务所|医院|中学|小学|学校|大学|学院|研究院|研究所|银行|药房|工作室|中心|协会|报社|电视台|\b(?:Inc|Ltd|LLC|Corp|Group|Payments|Games|Technologies|Technology|Labs|Studio|Bank)\b\.?)(?:[（(][^)）]{1,10}[)）])?$/iu;
const ROLE_WORD =
  /负责人|组长|组员|成员|经理|主管|总监|设计师|工程师|开发|主设计|核心|实习生|助理|专员|顾问|老师|教师|护士|会计|代表|主任|部长|社长|店长|编辑|分析师|HRBP|架构师|owner|lead|engineer|manager|analyst|designer|developer|scientist|intern|consultant|associate|director|specialist/iu;
const ACTION_START =
  /^(?:负责|主导|参与|设计|搭建|重构|推动|引入|梳理|组织|用|将|把|基于|建立|制定|完成|带领|协助|整理|独立|开设|担任|标注|策划|使用|开发|实现|优化|牵头|配合|对接|处理|维护|调研|输出|编写|撰写|提升|协调|跟进|深入|沉淀|led|built|designed|reduced|cut|owned|raised|wrote|launched|ran|created|developed|managed|implemented|improved|drove|introduced|migrated)/iu;
const FIELD =
  /^(项目名称|项目|项目角色|角色|担任角色|我的角色|职位|项目职责|我的职责|职责|主要工作|工作内容|项目描述|项目简介|项目背景|项目成果|成果|业绩|技术栈|技术|使用技术|开发工具|工具|role|tech stack|technologies|responsibilities|results?)\s*[:：]\s*(.*)$/iu;
const DEGREES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/博士|ph\.?\s?d/i, (m) => (/博士/.test(m[0]) ? '博士' : 'Ph.D.')],
  [
    /硕士|研究生|\bmaster(?:'s)?\b|\bm\.s\.|\bmba\b/i,
    (m) => (/硕士|研究生/.test(m[0]) ? '硕士' : m[0].replace(/'s$/, '')),
  ],
  [
    /本科|学士|\bbachelor(?:'s)?\b|\bb\.s\.|\bb\.a\.|\bb\.eng\./i,
    (m) => (/本科|学士/.test(m[0]) ? '本科' : m[0].replace(/'s$/, '')),
  ],
  [/大专|专科|\bassociate degree\b/i, (m) => (/大专|专科/.test(m[0]) ? '大专' : m[0])],
];
const SCHOOL =
  /([\p{Script=Han}（）()]{2,20}?(?:大学|学院|学校))|((?:[A-Z][\w&.'-]*\s)*(?:University|College|Institute)(?:\sof(?:\s[A-Z][\w&.'-]*)+)?)/u;

const withoutDates = (s: string) => s.replace(DATE_RANGE, ' ').replace(/\s+/g, ' ').trim();
const splitList = (s: string) =>
  s
    .split(/[、,，;；/]|\s\+\s|\s*\+\s*(?=[A-Z])/u)
    .map((t) => t.trim())
    .filter(Boolean);

function emptyProject(kind: ResumeProject['kind'], name: string, role = ''): ResumeProject {
  return { kind, name, role, tech: [], actions: [], results: [], figures: [] };
}

/** Adds a sentence of description: its clauses become actions or results, its figures figures. */
function describe(project: ResumeProject, text: string, asResults = false): void {
  for (const sentence of text.split(/(?<=[。；;！!])|(?<=\.)\s+/u)) {
    const s = sentence.replace(/[。；;.]+$/, '').trim();
    if (s.length < 2) continue;
    project.figures.push(...figuresIn(s));
    const clauses = s.split(/[，,](?=[^，,]{4,})/u).map((c) => c.trim());
    for (const clause of clauses) {
      if (clause.length < 4) continue;
      const result = asResults || isResult(clause);
      if (result) project.results.push(clause);
      // "Designed A/B tests … and lifted redemption from 12% to 19%": something done and what it did.
      if (!result || ACTION_START.test(clause)) project.actions.push(clause);
    }
  }
}

/** The parenthesised part of a title: tech, a role or dates (Go, Kafka / 后端负责人 / 2021.01-2022.06). */
function bracketed(project: ResumeProject, inside: string, vocab: Vocabulary): void {
  for (const token of splitList(withoutDates(inside))) {
    if (!token || LONE_DATE.test(token)) continue;
    if (!project.role && ROLE_WORD.test(token) && !vocab.skills.has(token) && token.length <= 12) {
      project.role = token;
    } else if (!/^(?:课程设计|毕业设计|个人项目|团队项目)$/.test(token)) project.tech.push(token);
  }
}

/** 项目一：名称（技术）。描述… or 1、名称（技术）：描述… — a whole project on one line. */
const INLINE =
  /^(?:项目\s*[一二三四五六七八九十\d]+|[一二三四五六七八九十\d]{1,2}\s*[、.．])\s*[:：]?\s*([^（(：:。]{2,40}?)\s*(?:[（(]([^)）]{1,60})[)）])?\s*[。：:.]\s*(.+)$/u;
const PROJECT_LABEL = /^项目\s*[一二三四五六七八九十\d]+\s*[:：]/u;
/** The same without the 项目一 label, as a list item: 直播间礼物特效重构（Kotlin、Compose）：负责… */
const INLINE_ITEM = /^([^（(：:。，,]{2,30}?)\s*(?:[（(]([^)）]{1,60})[)）])?\s*[。：:]\s*(.{12,})$/u;

function inlineProject(line: DocLine, vocab: Vocabulary): ResumeProject | null {
  const labelled = INLINE.exec(line.text);
  const m =
    labelled ??
    (line.item && (line.section === 'project' || line.section === 'work')
      ? INLINE_ITEM.exec(line.text)
      : null);
  if (!m || (!labelled && (ACTION_START.test(m[1]!) || FIELD.test(line.text)))) return null;
  const project = emptyProject('project', m[1]!.trim());
  if (m[2]) bracketed(project, m[2], vocab);
  describe(project, m[3]!);
  return project;
}

/** A short line naming a project: 订单中心重构（后端负责人） 2022.03-2023.01, Payment Gateway Migration (Go). */
function titleLine(line: DocLine, vocab: Vocabulary): ResumeProject | null {
  const text = line.text;
  const m = /^(.{2,40}?)\s*(?:[（(]([^)）]{1,40})[)）])?\s*$/u.exec(withoutDates(text));
  if (!m) return null;
  const name = m[1]!.trim();
  const english = !/\p{Script=Han}/u.test(name);
  if (
    /[，,。；;！!？?：:]/.test(name) ||
    ACTION_START.test(name) ||
    /\d\s*(?:%|％|人|万|元|个|天|次|份|倍|家|名|条|小时|秒)/.test(name) ||
    (english ? name.split(/\s+/).length > 7 : name.length > 24) ||
    LONE_DATE.test(name)
  )
    return null;
  const project = emptyProject('project', name);
  if (m[2]) bracketed(project, m[2], vocab);
  return project;
}

/** An employer line: 2020.03 - 至今 上海瑞康医疗器械有限公司 大客户销售经理 (any order, any separator). */
function employerLine(line: DocLine): ResumeProject | null {
  if (!line.text.match(DATE_RANGE)) return null;
  const rest = withoutDates(line.cells.join(' | '));
  const parts = rest
    .split(/\s*[|｜,，]\s*|\s+(?=[\p{Script=Han}])|(?<=[\p{Script=Han}）)])\s+/u)
    .map((p) => p.trim())
    .filter((p) => p && !LONE_DATE.test(p));
  if (parts.length < 2 || parts.some((p) => p.length > 30)) return null;
  const english = !/\p{Script=Han}/u.test(rest);
  let employerAt = parts.findIndex((p) => ORG.test(p));
  if (employerAt < 0) employerAt = english ? parts.findIndex((p) => !ROLE_WORD.test(p)) : 0;
  if (employerAt < 0) employerAt = 0;
  const name = parts[employerAt]!.replace(/\s*[（(][^)）]*[)）]\s*$/u, (s) =>
    ORG.test(parts[employerAt]!) ? s : '',
  );
  const roles = parts.filter((_, i) => i !== employerAt);
  const role = (english ? (roles.find((p) => ROLE_WORD.test(p)) ?? roles[0]!) : roles[roles.length - 1]!)
    .replace(/[（(][^)）]*[)）]/gu, '')
    .trim();
  return emptyProject('job', name.trim(), role);
}

interface Reading {
  projects: ResumeProject[];
  current: ResumeProject | null;
}

/** One line of a work, project or campus section. */
function readEntryLine(state: Reading, line: DocLine, vocab: Vocabulary): void {
  const field = FIELD.exec(line.text);
  if (field) {
    const [, label, value] = field as unknown as [string, string, string];
    if (/^(?:项目名称|项目)$/.test(label)) {
      state.current =
        titleLine({ ...line, text: value }, vocab) ?? emptyProject('project', value.slice(0, 40));
      state.projects.push(state.current);
      return;
    }
    const current = state.current;
    if (!current) return;
    if (/角色|role|^职位$/i.test(label)) current.role = value.replace(/[（(][^)）]*[)）]/g, '').trim();
    else if (/技术|工具|tech/i.test(label)) current.tech.push(...splitList(value));
    else if (/成果|业绩|result/i.test(label)) describe(current, value, true);
    else if (/项目职责/.test(label) && value.length <= 12 && ROLE_WORD.test(value)) current.role = value;
    else if (/描述|简介|背景/.test(label)) current.figures.push(...figuresIn(value));
    else describe(current, value);
    return;
  }
  const inline = inlineProject(line, vocab);
  if (inline) {
    state.projects.push(inline);
    // Lines after an inline project belong to no project until the next title.
    state.current = inline;
    return;
  }
  const employer = employerLine(line);
  if (employer) {
    state.projects.push(employer);
    state.current = employer;
    return;
  }
  const title =
    line.section === 'project' || !state.current || state.current.actions.length > 0
      ? titleLine(line, vocab)
      : null;
  if (title && (line.section === 'project' || line.section === 'campus' || !line.item)) {
    state.projects.push(title);
    state.current = title;
    return;
  }
  if (state.current) describe(state.current, line.text);
}

function entriesOf(lines: DocLine[], vocab: Vocabulary): ResumeProject[] {
  const state: Reading = { projects: [], current: null };
  // A line labelled 项目一： is a project wherever it stands (under 教育背景 or no heading at all).
  const body = lines.filter(
    (l) =>
      l.section === 'work' || l.section === 'project' || l.section === 'campus' || PROJECT_LABEL.test(l.text),
  );
  let previous: DocLine['section'] = null;
  for (const line of body) {
    // A new section starts fresh: a project section's first line is not a duty of the last job.
    if (line.section !== previous) state.current = null;
    previous = line.section;
    readEntryLine(state, line, vocab);
  }
  return state.projects
    .filter(
      (p) => p.name.length >= 2 && (p.actions.length > 0 || p.results.length > 0 || p.figures.length > 0),
    )
    .map((p) => tidyProject(p, vocab))
    .slice(0, 8);
}

// Metrics and acronyms of the trade written in capitals are not tools (GMV, ROI, SOP).
const NOT_TECH =
  /^(?:GMV|ROI|CTR|TPS|QPS|SOP|KPI|OKR|PRD|UV|PV|DAU|MAU|AUC|SLA|PCI|BLS|ACLS|AB|App|APP|offer|SaaS|HR)$/;

/** Tools the project's own sentences name: the vocabulary's skills and capitalised product names. */
function techInText(p: ResumeProject, vocab: Vocabulary): string[] {
  const text = [...p.actions, ...p.results].join('，');
  const named = text.match(/(?<![A-Za-z])[A-Z][A-Za-z0-9.+#-]*[a-z][A-Za-z0-9.+#-]*/g) ?? [];
  return [...vocab.skillsIn(text).filter((s) => /[A-Za-z]/.test(s)), ...named].filter(
    (t) => !NOT_TECH.test(t),
  );
}

function tidyProject(p: ResumeProject, vocab: Vocabulary): ResumeProject {
  p.tech.push(...techInText(p, vocab));
  const unique = <T>(xs: T[], key: (x: T) => string) =>
    xs.filter((x, i) => xs.findIndex((y) => key(y) === key(x)) === i);
  return {
    ...p,
    tech: unique(p.tech, (t) => t.toLowerCase()).slice(0, 8),
    actions: unique(p.actions, (a) => a).slice(0, 8),
    results: unique(p.results, (r) => r).slice(0, 6),
    figures: unique(p.figures, (f) => f.text).slice(0, 6),
  };
}

function educationOf(lines: DocLine[]): ResumeProfile['education'] {
  const out: ResumeProfile['education'] = [];
  for (const line of lines) {
    const school = SCHOOL.exec(line.text);
    if (!school) continue;
    const degreeHit = DEGREES.map(([re, name]) => {
      const m = re.exec(line.text);
      return m ? name(m) : null;
    }).find(Boolean);
    if (line.section !== 'education' && !degreeHit) continue;
    const name = school[0].trim();
    const rest = withoutDates(line.cells.join(' | ')).replace(name, ' ');
    let major = '';
    const english =
      /Master of ([A-Z][\w ]+?)(?=[,|]|$)|(?:B\.S\.|B\.A\.|Bachelor)(?: of| in)? ([A-Z][\w ]+?)(?=[,|]|$)|in ([A-Z][\w ]+?)(?=[,|]|$)/.exec(
        rest,
      );
    if (english) major = (english[1] ?? english[2] ?? english[3] ?? '').trim();
    else {
      major =
        rest
          .split(/\s*[|｜,，]\s*|\s+/)
          .map((p) => p.replace(/专业$/, '').trim())
          .find(
            (p) =>
              /^[\p{Script=Han}（）()A-Za-z]{2,16}$/u.test(p) &&
              !DEGREES.some(([re]) => re.test(p)) &&
              !/GPA|排名|主修|学历|学校|专业|时间/i.test(p),
          ) ?? '';
    }
    if (!out.some((e) => e.school === name)) out.push({ school: name, degree: degreeHit ?? '', major });
    if (out.length >= 4) break;
  }
  return out;
}

const SKILL_PREFIX = /^(?:熟悉|熟练使用|熟练掌握|熟练|精通|掌握|了解|擅长|会用|能够使用|具备)\s*/u;

function skillsOf(text: string, lines: DocLine[], vocab: Vocabulary): string[] {
  const out = vocab.skillsIn(text);
  for (const line of lines.filter((l) => l.section === 'skills')) {
    for (const raw of splitList(line.text.replace(/[（(][^)）]*[)）]/gu, ''))) {
      const token = raw
        .replace(SKILL_PREFIX, '')
        .replace(/[。.]$/, '')
        .trim();
      if (token.length >= 2 && token.length <= 16 && !/[，。：:]/.test(token) && !out.includes(token))
        out.push(token);
    }
  }
  return out.slice(0, 40);
}

function yearsOf(text: string, lines: DocLine[]): number | null {
  const stated =
    /(\d+(?:\.\d)?)\s*年(?:以上)?(?:的)?(?:工作|开发|相关|从业)?经验|(\d+(?:\.\d)?)\+?\s*years? of (?:work |professional )?experience/i.exec(
      text,
    );
  if (stated) return Number(stated[1] ?? stated[2]);
  // The sum of the work history's date ranges: 2019.07 - 2023.05, 2021/3–至今, Mar 2020 - Present.
  let months = 0;
  const range =
    /((?:19|20)\d{2})(?:\s*[./年-]\s*(\d{1,2}))?\s*月?\s*[-–—~至到]+\s*(?:((?:19|20)\d{2})(?:\s*[./年-]\s*(\d{1,2}))?|至今|现在|今|present|now)/gi;
  const today = new Date();
  for (const line of lines.filter((l) => l.section === 'work')) {
    for (const m of line.text.matchAll(range)) {
      const from = Number(m[1]) * 12 + Number(m[2] ?? 1);
      const to = m[3]
        ? Number(m[3]) * 12 + Number(m[4] ?? 12)
        : today.getFullYear() * 12 + today.getMonth() + 1;
      if (to > from && to - from < 12 * 40) months += to - from;
    }
  }
  return months > 0 ? Math.round((months / 12) * 10) / 10 : null;
}

export function profileResume(text: string, vocab: Vocabulary): ResumeProfile {
  const lines = documentLines(text);
  return {
    education: educationOf(lines),
    years_of_experience: yearsOf(text, lines),
    skills: skillsOf(text, lines, vocab),
    projects: entriesOf(lines, vocab),
  };
}
