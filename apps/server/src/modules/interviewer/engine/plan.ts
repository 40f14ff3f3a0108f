// Plans an interview: an opening, questions on the resume's projects and claims, on the JD's skills (from the
// bank when it has one for the skill, else a template), on a duty or requirement, and behavioural ones from the
// bank; sized to the duration, no repeats, deterministic for the same inputs.
import { createRng, type Rng } from '../../../seed/prng.ts';
import type { DocumentProfiles, InterviewPlan, PlanInput, PlannedQuestion } from '../port.ts';
import type { BankQuestion } from '../repo.ts';
import { hash32 } from './hash.ts';
import { fill, PHRASES } from './phrases.ts';
import { contentWords } from './text/segment.ts';
import { ROLES, skillLabel, type Vocabulary } from './text/vocab.ts';

/** Minutes one question takes with its follow-ups. */
export const MINUTES_PER_QUESTION = 2.5;

export function questionCount(minutes: number): number {
  return Math.max(2, Math.min(24, Math.round(minutes / MINUTES_PER_QUESTION)));
}

type Draft = Omit<PlannedQuestion, 'id'>;

/** Tools and technologies are named in Latin letters in Chinese JDs too (React, Excel, SQL). */
function isTool(skill: string): boolean {
  return /^[A-Za-z0-9+#./ -]+$/.test(skill);
}

/** A resume or JD phrase cut to fit a question: at a clause break if one is near, never inside a word. */
function shorten(s: string, max: number): string {
  const t = s
    .replace(/^(?:我|本人)(?:主要)?/, '')
    .replace(/[。；;.]$/, '')
    .trim();
  const english = !/\p{Script=Han}/u.test(t);
  // An English claim reads as "you led …" after "Your resume says that … you".
  const text = english ? t.charAt(0).toLowerCase() + t.slice(1) : t;
  const limit = english ? max * 3.5 : max;
  if (text.length <= limit) return text;
  let cut = text.slice(0, limit);
  const stop = Math.max(cut.lastIndexOf('，'), cut.lastIndexOf(','), cut.lastIndexOf('、'));
  if (stop > limit / 2) return cut.slice(0, stop);
  // Never end inside a Latin word or a number (…迁移到Kubernete): finish it instead.
  const rest = /^[A-Za-z0-9.+#-]+/.exec(text.slice(limit));
  if (rest && /[A-Za-z0-9]$/.test(cut)) cut += rest[0];
  if (english)
    cut = cut.replace(/(?:\s+(?:of|the|a|an|and|or|to|for|with|on|in|at|by|from|based|into))+\s*$/i, '');
  return cut.trim();
}

/** Keywords of a question: its topic first, then the skills and content words of its text and outline. */
function keywordsOf(topic: string, texts: string[], vocab: Vocabulary): string[] {
  const out: string[] = [];
  const add = (w: string) => {
    const k = w.trim();
    if (k.length >= 2 && !out.some((o) => o.toLowerCase() === k.toLowerCase())) out.push(k);
  };
  if (topic) add(topic);
  for (const w of contentWords(topic, vocab.matcher)) add(w);
  for (const t of texts) for (const s of vocab.skillsIn(t)) add(s);
  for (const t of texts) for (const w of contentWords(t, vocab.matcher)) if (w.length >= 2) add(w);
  return out.slice(0, 12);
}

function outlinePoints(outline: string): string[] {
  return outline
    .split(/[；;→\n]|(?<=。)/u)
    .map((s) => s.replace(/^[，,。\s]+|[，,。\s]+$/g, '').trim())
    .filter((s) => s.length > 1)
    .slice(0, 6);
}

const STAR_ZH = [
  '背景：当时的场景和目标',
  '行动：你本人的具体做法和取舍',
  '结果：可量化的数据与影响',
  '反思：复盘与改进',
];
const STAR_EN = [
  'Situation: the context and goal',
  'Action: what you did yourself and why',
  'Result: measurable impact',
  'Reflection: what you learned',
];

export function buildPlan(
  input: PlanInput,
  profiles: DocumentProfiles,
  bank: BankQuestion[],
  vocab: Vocabulary,
): InterviewPlan {
  const { jd, resume } = profiles;
  const lang = input.language;
  const p = PHRASES[lang];
  const rng: Rng = createRng(hash32(input.jdText, input.resumeText, input.style, lang, input.minutes));
  const total = questionCount(input.minutes);
  const star = lang === 'zh' ? STAR_ZH : STAR_EN;
  // Bank questions are Chinese; an English interview uses them only if the bank has English ones.
  const usable = bank.filter((q) => q.language === lang);
  const category =
    ROLES.find((r) => r.family === jd.family || jd.family.includes(r.family))?.category ?? null;

  const used = new Set<string>();
  const usedBank = new Set<number>();
  const picked: Draft[] = [];
  const take = (d: Draft | null): boolean => {
    if (!d) return false;
    const key = d.text.replace(/\s+/g, '');
    if (used.has(key) || (d.bankId !== null && usedBank.has(d.bankId))) return false;
    used.add(key);
    if (d.bankId !== null) usedBank.add(d.bankId);
    picked.push(d);
    return true;
  };

  const fromBank = (q: BankQuestion, topic: string): Draft => ({
    text: q.text,
    kind: q.kind,
    topic: topic || q.skill,
    keywords: keywordsOf(topic || q.skill, [q.text, q.outline], vocab),
    outline: outlinePoints(q.outline).length ? outlinePoints(q.outline) : star,
    bankId: q.id,
    difficulty: q.difficulty,
  });
  // The tough style leans to hard questions, the gentle one to easy and medium ones.
  const difficultyRank = (d: number) => (input.style === 2 ? 3 - d : d === 3 ? 2 : d === 2 ? 0 : 1);
  const familyRank = (q: BankQuestion) =>
    (q.family === jd.family && jd.family !== '通用' ? 0 : 2) + (category && q.category === category ? 0 : 1);
  const best = (candidates: BankQuestion[]): BankQuestion | null => {
    const open = candidates.filter((q) => !usedBank.has(q.id));
    if (!open.length) return null;
    const shuffled = rng.sample(open, open.length);
    shuffled.sort(
      (a, b) => familyRank(a) - familyRank(b) || difficultyRank(a.difficulty) - difficultyRank(b.difficulty),
    );
    return shuffled[0]!;
  };

  // 1. Opening.
  const opening = jd.position ? fill(p.opening, { position: jd.position }) : p.openingNoPosition;
  take({
    text: opening,
    kind: 'opening',
    topic: jd.position,
    // A self-introduction is on topic when it touches the role, the JD's skills or the candidate's own work.
    keywords: [
      ...new Set([
        ...keywordsOf(jd.position, [jd.skills.slice(0, 6).join(' ')], vocab),
        ...resume.skills.slice(0, 8),
        ...resume.projects.map((pr) => pr.name),
        ...(lang === 'zh'
          ? ['经验', '工作', '毕业', '项目', '负责']
          : ['experience', 'worked', 'graduated', 'project']),
      ]),
    ],
    outline:
      lang === 'zh'
        ? ['背景概述', '与岗位相关的核心经历', '代表性成果（量化）', '为什么适合这个岗位']
        : [
            'Background',
            'Experience relevant to the role',
            'Key results with numbers',
            'Why you fit the role',
          ],
    bankId: null,
    difficulty: 1,
  });

  // 2. Resume projects and claims.
  const projectDrafts: Draft[] = resume.projects.map((proj, i) => {
    const result = proj.results[0];
    const action = proj.actions[0] ?? proj.role ?? '';
    const useResult = result && (i % 2 === 1 || !action);
    const text = useResult
      ? fill(rng.pick(p.projectResult), { project: proj.name, result: shorten(result, 30) })
      : fill(rng.pick(p.project), {
          project: proj.name,
          action: shorten(action || (lang === 'zh' ? '工作' : 'work'), 24),
        });
    return {
      text,
      kind: 'project',
      topic: proj.name,
      keywords: keywordsOf(
        proj.name,
        [proj.name, ...proj.actions.slice(0, 2), ...proj.results.slice(0, 1)],
        vocab,
      ),
      outline: star,
      bankId: null,
      difficulty: 2,
    };
  });

  // 3. JD skills, the ones the candidate's projects use first (the interviewer checks claims), then those the
  // resume lists, then how often the JD names them; the JD's order breaks ties.
  const resumeWork = resume.projects
    .flatMap((pr) => [pr.name, ...pr.actions, ...pr.results])
    .join('\n')
    .toLowerCase();
  const jdText = input.jdText.toLowerCase();
  const weight = (skill: string) => {
    const s = skill.toLowerCase();
    return (
      (resumeWork.includes(s) ? 4 : 0) +
      (resume.skills.includes(skill) ? 2 : 0) +
      Math.min(jdText.split(s).length - 1, 3) +
      (skill === jd.family ? -3 : 0)
    );
  };
  const skills = jd.skills
    .map((skill, i) => ({ skill, i, w: weight(skill) }))
    .sort((a, b) => b.w - a.w || a.i - b.i)
    .map((x) => x.skill);
  const skillDrafts: Draft[] = skills.map((skill) => {
    const q = best(usable.filter((b) => b.skill.toLowerCase() === skill.toLowerCase()));
    if (q) {
      usedBank.add(q.id);
      const d = fromBank(q, skill);
      // A bank question that does not name the skill still says which JD skill it probes.
      if (!d.text.toLowerCase().includes(skill.toLowerCase()))
        d.text = lang === 'zh' ? `关于${skill}：${d.text}` : `On ${skill}: ${d.text}`;
      return d;
    }
    const both = resume.skills.includes(skill);
    const label = skillLabel(skill, lang);
    return {
      // A tool (React, Excel) is used to solve something; an area (临床, 商务谈判) is practised.
      text: fill(rng.pick(isTool(skill) ? (both ? p.skillBoth : p.skill) : p.skillArea), { skill: label }),
      kind: 'technical',
      topic: label,
      keywords: keywordsOf(label, [skill, label], vocab),
      outline: star,
      bankId: null,
      difficulty: input.style === 2 ? 3 : 2,
    };
  });
  // Reserved only so two skills do not draw the same question; take() records what is really asked.
  usedBank.clear();

  // 4. A duty or requirement of the JD.
  const dutyDrafts: Draft[] = [];
  const duty = jd.responsibilities.find((d) => d.length >= 6);
  if (duty)
    dutyDrafts.push({
      text: fill(p.duty[0]!, { duty: shorten(duty, 36) }),
      kind: 'general',
      topic: shorten(duty, 36),
      keywords: keywordsOf('', [duty], vocab),
      outline: star,
      bankId: null,
      difficulty: 2,
    });
  const requirement = jd.requirements.find((r) => r.length >= 6 && !/学历|本科|硕士|专业|degree/i.test(r));
  if (requirement)
    dutyDrafts.push({
      text: fill(p.requirement[0]!, { requirement: shorten(requirement, 36) }),
      kind: 'general',
      topic: shorten(requirement, 36),
      keywords: keywordsOf('', [requirement], vocab),
      outline: star,
      bankId: null,
      difficulty: 2,
    });

  // 5. Bank questions of the family (any skill), then general behavioural ones.
  const familyPool = usable.filter(
    (q) => q.family === jd.family && jd.family !== '通用' && q.kind !== 'general',
  );
  const generalPool = usable.filter(
    (q) => q.family === '通用' && (q.category === '通用' || q.category === category),
  );
  const behaviouralPool = generalPool.filter((q) => q.kind === 'behavioural');

  // Shares of the plan: about a third projects, a third skills, the rest duty and behavioural questions.
  const rest = total - picked.length;
  const nProjects = Math.min(
    projectDrafts.length,
    Math.max(projectDrafts.length ? 1 : 0, Math.round(rest * 0.35)),
  );
  const nSkills = Math.min(skillDrafts.length, Math.max(1, Math.round(rest * 0.35)));
  const order: (Draft | (() => Draft | null))[] = [];
  const projectsQ = projectDrafts.slice(0, nProjects);
  const skillsQ = skillDrafts.slice(0, nSkills);
  // Interleave so the candidate moves between their own work and the job's asks.
  for (let i = 0; i < Math.max(projectsQ.length, skillsQ.length); i++) {
    if (projectsQ[i]) order.push(projectsQ[i]!);
    if (skillsQ[i]) order.push(skillsQ[i]!);
  }
  if (rest - order.length >= 2) order.push(...dutyDrafts.slice(0, 1));
  const bankPick = (pool: BankQuestion[]) => () => {
    const q = best(pool);
    return q ? fromBank(q, q.skill) : null;
  };
  const fillers: (Draft | (() => Draft | null))[] = [
    bankPick(familyPool),
    bankPick(behaviouralPool),
    ...projectDrafts.slice(nProjects),
    ...skillDrafts.slice(nSkills),
    ...dutyDrafts,
    bankPick(familyPool),
    bankPick(behaviouralPool),
    bankPick(generalPool),
    bankPick(familyPool),
    bankPick(behaviouralPool),
    bankPick(generalPool),
  ];
  for (const item of [...order, ...fillers]) {
    if (picked.length >= total) break;
    take(typeof item === 'function' ? item() : item);
  }
  // A thin JD and resume with a small bank: keep drawing general questions until full or out of them.
  for (let guard = 0; picked.length < total && guard < 50; guard++) {
    const q = best(usable.filter((b) => b.family === '通用' || b.category === '通用'));
    if (!q) break;
    if (!take(fromBank(q, q.skill))) usedBank.add(q.id);
  }
  // Then the engine's own general questions (an English interview, or a bank still being filled).
  for (const g of rng.sample(p.general, p.general.length)) {
    if (picked.length >= total) break;
    take({
      text: g.text,
      kind: 'behavioural',
      topic: g.skill,
      keywords: keywordsOf(g.skill, [g.text, g.outline.join(' ')], vocab),
      outline: g.outline,
      bankId: null,
      difficulty: 2,
    });
  }
  return {
    version: 1,
    style: input.style,
    language: lang,
    minutes: input.minutes,
    profiles,
    questions: picked.map((d, i) => ({ ...d, id: `q${i + 1}` })),
  };
}
