// Plans an interview in named steps: an opening; questions on the resume's own projects (named, with their
// figures); a resume claim the JD needs; knowledge questions from the JD family's bank; a duty of the JD quoted
// without its label; behavioural questions from the general set. Only the JD's family and the general set
// are drawn from, sized to the duration, no repeats, deterministic for the same inputs.
import { GENERAL_FAMILY } from '../families.ts';
import { listedCount, questionCount } from '../policy.ts';
import type { DocumentProfiles, InterviewPlan, PlanInput, PlannedQuestion, ResumeProject } from '../port.ts';
import type { BankQuestion } from '../repo.ts';
import { hash32 } from './hash.ts';
import { fill, PHRASES } from './phrases.ts';
import { claimQuestion, dutyQuestion, leadFigure, phraseOf, projectQuestion } from './questions.ts';
import { termsOf } from './text/terms.ts';
import type { Vocabulary } from './text/vocab.ts';

type Draft = Omit<PlannedQuestion, 'id'>;

interface PlanContext {
  input: PlanInput;
  profiles: DocumentProfiles;
  vocab: Vocabulary;
  /** Questions to list: those the duration is planned for, then the reserve. */
  total: number;
  seed: number;
  /** Bank questions the plan may draw from: the JD's family and the general set, in the interview's language. */
  familyBank: BankQuestion[];
  generalBank: BankQuestion[];
}

const STAR = {
  zh: [
    '背景：当时的场景和目标',
    '行动：你本人的具体做法和取舍',
    '结果：可量化的数据与影响',
    '反思：复盘与改进',
  ],
  en: [
    'Situation: the context and goal',
    'Action: what you did yourself and why',
    'Result: measurable impact',
    'Reflection: what you learned',
  ],
};

/** The bank's answer outline as reference points: one per clause or step. */
export function referencePoints(outline: string): string[] {
  return outline
    .split(/[；;→\n]|(?<=。)/u)
    .map((s) => s.replace(/^[，,。\s]+|[，,。\s]+$/g, '').trim())
    .filter((s) => s.length > 1)
    .slice(0, 8);
}

function keywordsOf(texts: string[], extra: string[] = []): string[] {
  const out: string[] = [];
  for (const w of [...extra, ...texts.flatMap((t) => termsOf(t))]) {
    const k = w.trim();
    if (k.length >= 2 && !out.some((o) => o.toLowerCase() === k.toLowerCase())) out.push(k);
  }
  return out.slice(0, 14);
}

/** Stable order of candidates for this interview (the same inputs give the same plan). */
function ordered<T>(ctx: PlanContext, items: T[], key: (t: T) => string): T[] {
  return [...items].sort((a, b) => hash32(ctx.seed, key(a)) - hash32(ctx.seed, key(b)));
}

function planContext(
  input: PlanInput,
  profiles: DocumentProfiles,
  bank: BankQuestion[],
  vocab: Vocabulary,
): PlanContext {
  const usable = bank.filter((q) => q.language === input.language);
  const family = profiles.jd.family;
  return {
    input,
    profiles,
    vocab,
    total: listedCount(input.minutes),
    seed: hash32(input.jdText, input.resumeText, input.style, input.language, input.minutes),
    familyBank: family === GENERAL_FAMILY ? [] : usable.filter((q) => q.family === family),
    generalBank: usable.filter((q) => q.family === GENERAL_FAMILY),
  };
}

function openingQuestion(ctx: PlanContext): Draft {
  const { jd, resume } = ctx.profiles;
  const p = PHRASES[ctx.input.language];
  return {
    text: jd.position ? fill(p.opening, { position: jd.position }) : p.openingNoPosition,
    kind: 'opening',
    topic: jd.position,
    keywords: keywordsOf(
      [jd.position],
      [...jd.skills.slice(0, 6), ...resume.projects.map((x) => x.name), ...resume.skills.slice(0, 6)],
    ),
    outline:
      ctx.input.language === 'zh'
        ? ['背景概述', '与岗位相关的核心经历', '代表性成果（量化）', '为什么适合这个岗位']
        : [
            'Background',
            'Experience relevant to the role',
            'Key results with numbers',
            'Why you fit the role',
          ],
    bankId: null,
    difficulty: 1,
  };
}

/** Projects worth asking about: those with figures first, then those with actions, in resume order. */
function askableProjects(ctx: PlanContext): ResumeProject[] {
  const projects = ctx.profiles.resume.projects.filter((p) => p.actions.length || p.figures.length);
  return [...projects].sort((a, b) => Number(Boolean(leadFigure(b))) - Number(Boolean(leadFigure(a))));
}

function projectQuestions(ctx: PlanContext): Draft[] {
  const projects = askableProjects(ctx);
  // One project with two figures still gives two questions: one on each figure.
  const second = projects.length === 1 && projects[0]!.figures.length > 1 ? projects[0]! : null;
  const asked = second
    ? [projects[0]!, { ...second, figures: [...second.figures.slice(1), second.figures[0]!] }]
    : projects;
  return asked.map((project, i) => ({
    text: projectQuestion(project, ctx.input.language, i),
    kind: 'project',
    topic: project.name,
    keywords: keywordsOf(
      [...project.actions.slice(0, 3), ...project.results.slice(0, 2)],
      [project.name, ...project.tech, ...project.figures.map((f) => f.metric)],
    ),
    outline: STAR[ctx.input.language],
    bankId: null,
    difficulty: 2,
  }));
}

/** A skill the resume claims and the JD needs, asked about with the project that used it if one did. */
function claimQuestions(ctx: PlanContext): Draft[] {
  const { jd, resume } = ctx.profiles;
  const claimed = new Set(resume.skills.map((s) => s.toLowerCase()));
  // An English interview asks about a skill it can name in English.
  const nameable = (s: string) => ctx.input.language === 'zh' || !/\p{Script=Han}/u.test(s);
  const skill = jd.skills.find((s) => claimed.has(s.toLowerCase()) && s !== jd.family && nameable(s));
  if (!skill) return [];
  const project =
    resume.projects.find((p) => p.tech.some((t) => t.toLowerCase() === skill.toLowerCase())) ?? null;
  return [
    {
      text: claimQuestion(skill, project, ctx.input.language),
      kind: 'project',
      topic: skill,
      keywords: keywordsOf([], [skill, ...(project ? [project.name, ...project.tech] : [])]),
      outline: STAR[ctx.input.language],
      bankId: null,
      difficulty: 2,
    },
  ];
}

function fromBank(q: BankQuestion, language: PlanInput['language']): Draft {
  const points = referencePoints(q.outline);
  return {
    text: q.text,
    kind: q.kind,
    topic: q.skill,
    keywords: keywordsOf([q.text, q.outline], q.skill ? [q.skill] : []),
    outline: points.length ? points : STAR[language],
    bankId: q.id,
    difficulty: q.difficulty,
  };
}

/** The family's bank questions, those on the JD's skills first; the tough style leans to harder ones. */
function knowledgeQuestions(ctx: PlanContext): Draft[] {
  const skills = ctx.profiles.jd.skills.map((s) => s.toLowerCase());
  const rank = (q: BankQuestion) => {
    const onSkill = skills.indexOf(q.skill.toLowerCase());
    const difficulty = ctx.input.style === 2 ? 3 - q.difficulty : Math.abs(q.difficulty - 2);
    return (onSkill >= 0 ? onSkill : 20) * 10 + difficulty;
  };
  const pool = ordered(ctx, ctx.familyBank, (q) => q.text).sort((a, b) => rank(a) - rank(b));
  const technical = pool.filter((q) => q.kind === 'technical');
  const others = pool.filter((q) => q.kind !== 'technical');
  return [...technical, ...others].map((q) => fromBank(q, ctx.input.language));
}

function dutyQuestions(ctx: PlanContext): Draft[] {
  const duty = ctx.profiles.jd.responsibilities.find((d) => d.length >= 8);
  if (!duty) return [];
  return [
    {
      text: dutyQuestion(duty, ctx.input.language),
      kind: 'general',
      topic: phraseOf(duty, 28),
      keywords: keywordsOf([duty]),
      outline: STAR[ctx.input.language],
      bankId: null,
      difficulty: 2,
    },
  ];
}

/** Motivation, teamwork, pressure, career: the general set only (the engine's own in English). */
function behaviouralQuestions(ctx: PlanContext): Draft[] {
  const fromBankSet = ordered(
    ctx,
    ctx.generalBank.filter(
      (q) => q.kind === 'behavioural' || (q.kind === 'general' && q.skill !== '自我介绍'),
    ),
    (q) => q.text,
  ).sort((a, b) => Number(a.kind !== 'behavioural') - Number(b.kind !== 'behavioural'));
  const drafts = fromBankSet.map((q) => fromBank(q, ctx.input.language));
  const own = ordered(ctx, PHRASES[ctx.input.language].general, (g) => g.text).map((g) => ({
    text: g.text,
    kind: 'behavioural' as const,
    topic: g.skill,
    keywords: keywordsOf([g.text], [g.skill]),
    outline: g.outline,
    bankId: null,
    difficulty: 2 as const,
  }));
  return [...drafts, ...own];
}

/**
 * The interview's order: the opening, then the candidate's own work and the job's asks by turns, until the
 * duration is filled; what is left of each list is the reserve the order draws on after.
 */
function assemble(
  ctx: PlanContext,
  lists: { projects: Draft[]; claims: Draft[]; knowledge: Draft[]; duties: Draft[]; behavioural: Draft[] },
): Draft[] {
  const { projects, claims, knowledge, duties, behavioural } = lists;
  const rounds: Draft[][] = [projects.slice(0, 3), knowledge, duties, claims, behavioural];
  const order: (Draft | undefined)[] = [
    projects[0],
    knowledge[0],
    projects[1],
    duties[0],
    knowledge[1],
    claims[0],
    behavioural[0],
    projects[2],
    knowledge[2],
    behavioural[1],
  ];
  const picked: Draft[] = [];
  const seen = new Set<string>();
  const take = (d: Draft | undefined) => {
    if (!d || picked.length >= ctx.total) return;
    const key = d.text.replace(/\s+/g, '');
    if (seen.has(key)) return;
    seen.add(key);
    picked.push(d);
  };
  take(openingQuestion(ctx));
  for (const d of order) take(d);
  // Then by turns from what is left: knowledge, behavioural, more projects.
  for (let i = 0; picked.length < ctx.total && i < 40; i++) for (const list of rounds) take(list[i]);
  return picked;
}

export function buildPlan(
  input: PlanInput,
  profiles: DocumentProfiles,
  bank: BankQuestion[],
  vocab: Vocabulary,
): InterviewPlan {
  const ctx = planContext(input, profiles, bank, vocab);
  const questions = assemble(ctx, {
    projects: projectQuestions(ctx),
    claims: claimQuestions(ctx),
    knowledge: knowledgeQuestions(ctx),
    duties: dutyQuestions(ctx),
    behavioural: behaviouralQuestions(ctx),
  });
  return {
    version: 1,
    style: input.style,
    language: input.language,
    minutes: input.minutes,
    profiles,
    questions: questions.map((d, i) => ({ ...d, id: `q${i + 1}` })),
    planned: Math.min(questionCount(input.minutes), questions.length),
  };
}
