// A document as the profilers read it: lines with their list markers taken off (and remembered), table cells
// apart, contacts scrubbed, and the section each line sits in (教育背景, 项目经历, 岗位职责, …).

export interface DocLine {
  /** The line without its list marker, whitespace runs collapsed. */
  text: string;
  /** Table cells or column-separated parts (｜, |, tabs, wide gaps); one part for a plain line. */
  cells: string[];
  /** The line was a list item (•, -, 1., 1、, 1）, 一、…). */
  item: boolean;
  /** The section heading above it, by kind; null before any heading. */
  section: SectionKind | null;
}

export type SectionKind =
  | 'education'
  | 'work'
  | 'project'
  | 'campus'
  | 'skills'
  | 'duties'
  | 'requirements'
  | 'intro'
  | 'other';

const MARKER =
  /^\s*(?:[•●○■□◆◇▪▫·\-–*✓✔➢►]\s*|\d{1,2}\s*[.、．)）](?!\d)\s*|[（(]\s*\d{1,2}\s*[)）]\s*|[一二三四五六七八九十]{1,2}\s*[、.．]\s*|[①-⑩]\s*)/u;

const SECTIONS: [SectionKind, RegExp][] = [
  ['education', /^(?:教育背景|教育经历|学历背景|学习经历|education)$/i],
  ['project', /^(?:项目经历|项目经验|主要项目|项目|projects?|project experience|selected projects)$/i],
  [
    'work',
    /^(?:工作经历|工作经验|职业经历|实习经历|实习经验|工作及实习经历|work experience|experience|employment|professional experience|internships?)$/i,
  ],
  ['campus', /^(?:校园经历|在校经历|社会实践|学生工作|社团经历|校园实践|campus|activities|leadership)$/i],
  [
    'skills',
    /^(?:专业技能|技能|个人技能|技能特长|技能证书|证书与技能|技能与证书|技能证书与其他|技术栈|skills?|technical skills|skills & tools)$/i,
  ],
  [
    'duties',
    /^(?:岗位职责|工作职责|职位职责|职责|职责描述|工作内容|岗位内容|你将负责|你的职责|你要做的事|responsibilities|what you(?:'|’)?ll do|duties|the role)$/i,
  ],
  [
    'requirements',
    /^(?:任职要求|岗位要求|任职资格|职位要求|资格要求|要求|我们希望你|希望你|你需要|requirements|qualifications|what we(?:'|’)?re looking for|you have|about you)$/i,
  ],
  ['intro', /^(?:公司介绍|关于我们|项目介绍|团队介绍|职位描述|岗位描述|job description|about us)$/i],
  [
    'other',
    /^(?:自我评价|个人评价|自我介绍|个人简介|荣誉奖项|获奖情况|获奖经历|证书|资格证书|兴趣爱好|教研与培训|培训经历|加分项|福利待遇|薪资福利|工作地点|summary|awards|certificates?|interests|benefits|perks|location)$/i,
  ],
];

/** The section a heading line opens, if it is one: short, maybe bracketed, maybe ending in a colon. */
export function headingOf(line: string): SectionKind | null {
  const core = line
    .trim()
    .replace(/^[【[［]\s*|\s*[】\]］]$/g, '')
    .replace(/\s*[:：]\s*$/, '')
    .trim();
  if (core.length > 24) return null;
  for (const [kind, re] of SECTIONS) if (re.test(core)) return kind;
  return null;
}

/** A label at the head of a line ("岗位职责：负责…") that opens a section and carries its first item. */
export function labelledHeading(line: string): { kind: SectionKind; rest: string } | null {
  const m = /^[【[［]?([^:：】\]］]{1,16})[】\]］]?\s*[:：]\s*(.+)$/u.exec(line.trim());
  if (!m) return null;
  const kind = headingOf(m[1]!);
  return kind ? { kind, rest: m[2]!.trim() } : null;
}

/** Contact details never leave a profile. */
export function scrub(s: string): string {
  return s
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, ' ')
    .replace(/(?:\+?86[-\s]?)?1[3-9]\d[-\s]?\d{4}[-\s]?\d{4}/g, ' ')
    .replace(/\+?86\s\d{3}\s\d{4}\s\d{4}/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

function cellsOf(raw: string): string[] {
  const parts = raw
    .split(/\t|\s*[｜|]\s*|\s{3,}/)
    .map((c) => c.trim())
    .filter(Boolean);
  return parts.length ? parts : [raw.trim()];
}

const INLINE_SECTIONS = new Set<SectionKind>([
  'duties',
  'requirements',
  'intro',
  'education',
  'work',
  'campus',
  'other',
]);
/** A skills label that opens the resume's skills (专业技能：…), not a project's own stack (技术栈：…). */
const SKILLS_SECTION_LABEL =
  /^(?:专业技能|个人技能|技能特长|技能证书|证书与技能|技能与证书|技能证书与其他|skills?|technical skills)/i;

/** The document's lines with their sections. */
export function documentLines(text: string): DocLine[] {
  const out: DocLine[] = [];
  let section: SectionKind | null = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim()) continue;
    const marker = MARKER.exec(raw);
    const body = scrub(marker ? raw.slice(marker[0].length) : raw).replace(/^[｜|\s]+|[｜|\s]+$/g, '');
    if (!body) continue;
    const heading = headingOf(body);
    if (heading) {
      section = heading;
      continue;
    }
    const labelled = labelledHeading(body);
    // A resume writes its sections inline too: 教育背景：学校 专业 学历, 工作经历：公司 职位 日期, 专业技能：
    // Vue、React (which ends the project above it). Not 技术栈：… or 项目：…, which label a line inside a project.
    if (
      labelled &&
      (INLINE_SECTIONS.has(labelled.kind) || (labelled.kind === 'skills' && SKILLS_SECTION_LABEL.test(body)))
    ) {
      section = labelled.kind;
      out.push({ text: labelled.rest, cells: [labelled.rest], item: true, section });
      continue;
    }
    const cells = cellsOf(body);
    out.push({ text: cells.join(' '), cells, item: Boolean(marker), section });
  }
  return out;
}
