// A JD's structure: the position as written (brackets and all), the job family from the title first and the
// duties second, its skills, and its duties and requirements each without the label that introduced them.

import { familyOfJob } from '../families.ts';
import type { JdProfile } from '../port.ts';
import { type DocLine, documentLines, headingOf, scrub } from './doc-lines.ts';
import type { Vocabulary } from './text/vocab.ts';

const POSITION_LABEL =
  /^(?:职位名称|岗位名称|招聘岗位|招聘职位|岗位|职位|job title|position|role|title)\s*[:：]\s*(.+)$/i;
const HIRING =
  /(?:招聘|诚聘|招募|寻找)(?:一名|一位|若干名?|多名)?([\p{Script=Han}A-Za-z+#/]{2,20}?(?:工程师|经理|专员|主管|设计师|分析师|开发|运营|顾问|老师|教师|代表|助理|总监|实习生|架构师|专家|护士))/u;
const NEED_WORD =
  /熟悉|掌握|精通|了解|经验|学历|本科|硕士|以上|优先|具备|能力|proficien|experience|familiar|degree|knowledge|years/i;
const DUTY_WORD = /负责|参与|推动|主导|完成|制定|维护|协助|build|own|lead|design|develop|drive|maintain/i;

function positionOf(text: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((l) => scrub(l))
    .filter(Boolean);
  for (const line of lines.slice(0, 8)) {
    const m = POSITION_LABEL.exec(line);
    if (m)
      return m[1]!
        .split(/[。；;]/)[0]!
        .trim()
        .slice(0, 60);
  }
  const hiring = HIRING.exec(lines.slice(0, 5).join('\n'));
  const first = lines[0] ?? '';
  const han = /\p{Script=Han}/u.test(first);
  const titleLike =
    first.length > 1 &&
    first.length <= (han ? 36 : 70) &&
    !headingOf(first) &&
    !(han ? /[，。；;：:]/ : /[。;；:：!?]/).test(first);
  if (titleLike) return first;
  return hiring?.[1] ?? '';
}

function seniorityOf(text: string): JdProfile['seniority'] {
  if (/总监|负责人|技术经理|团队负责人|\blead\b|head of|director|manager of/i.test(text)) return 'lead';
  if (/资深|高级|专家|架构师|senior|staff|principal/i.test(text)) return 'senior';
  const years = /(\d+)\s*(?:[-~至到]\s*\d+\s*)?年(?:以上)?(?:工作|相关|开发)?经验|(\d+)\+?\s*years/i.exec(
    text,
  );
  const n = years ? Number(years[1] ?? years[2]) : null;
  if (n !== null && n >= 5) return 'senior';
  if (/实习|应届|校招|校园招聘|初级|毕业生|管培|培训生|intern|junior|graduate|entry.level/i.test(text))
    return 'junior';
  if (n !== null && n >= 3) return 'mid';
  if (n !== null) return 'junior';
  return 'unknown';
}

/** Items of a JD written as prose, with no headings: each clause a duty or a requirement. */
function proseItems(lines: DocLine[], position: string) {
  const items = lines
    .flatMap((l) => (l.text.length > 40 ? l.text.split(/[，,。；;！!？?]/) : [l.text]))
    .map((l) => l.trim())
    .filter((l) => l.length >= 4 && l !== position);
  return {
    requirements: items.filter((l) => NEED_WORD.test(l)),
    responsibilities: items.filter((l) => !NEED_WORD.test(l) && DUTY_WORD.test(l)),
  };
}

const tidy = (s: string) => s.replace(/[。；;.]+$/, '').trim();

export function profileJd(text: string, vocab: Vocabulary): JdProfile {
  const position = positionOf(text);
  const lines = documentLines(text).filter((l) => l.text !== position && !POSITION_LABEL.test(l.text));
  let responsibilities = lines.filter((l) => l.section === 'duties').map((l) => tidy(l.text));
  let requirements = lines.filter((l) => l.section === 'requirements').map((l) => tidy(l.text));
  if (responsibilities.length === 0 && requirements.length === 0) {
    ({ responsibilities, requirements } = proseItems(lines, position));
  }
  // What the company does is not what the job asks: skills come from the title, duties and requirements.
  const asked = [position, ...lines.filter((l) => l.section !== 'intro').map((l) => l.text)]
    .join('\n')
    // "招聘一名…" says the JD is hiring, not that recruiting is a skill of the job.
    .replace(HIRING, '$1');
  return {
    position,
    family: familyOfJob(position, responsibilities, requirements),
    skills: vocab.skillsIn(asked),
    responsibilities: responsibilities.filter((d) => d.length >= 2).slice(0, 12),
    requirements: requirements.filter((d) => d.length >= 2).slice(0, 12),
    seniority: seniorityOf(`${position}\n${text}`),
  };
}
