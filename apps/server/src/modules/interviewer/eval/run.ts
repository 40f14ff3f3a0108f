// The interviewer quality check: each profession's JD and resume (a real PDF or DOCX, read by the upload's
// parser) planned, then played two ways: answers graded strong / adequate / thin / non-answer /
// verbose-but-vague keyed to the kind of each planned question, and a fixed sequence written without seeing
// the plan, as a real candidate answers. Measures what the issue asks of the engine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InterviewLanguage } from '@app/shared/interviews';
import type {
  InterviewerBrain,
  InterviewerStyle,
  InterviewPlan,
  NextLine,
  PlannedQuestion,
  SpokenLine,
} from '../index.ts';
import { plannedCount } from '../policy.ts';
import { JD_LABELS, type JdFixture, type ResumeFixture } from './fixtures/catalog.ts';

export const GRADES = ['strong', 'adequate', 'thin', 'non', 'vague'] as const;
export type Grade = (typeof GRADES)[number];
type Slot = 'opening' | 'project' | 'knowledge' | 'behavioural';
type GradedAnswers = Record<Exclude<Grade, 'non'>, string>;

export interface ProfessionCase {
  id: string;
  profession: string;
  jd: string;
  resume: string;
  language: InterviewLanguage;
  style: InterviewerStyle;
  minutes: number;
  answers: Record<Slot, GradedAnswers> & { non: string };
  /** Answers in the order a candidate gives them, written without seeing the plan. */
  sequence: string[];
}

export interface ProfessionRow {
  id: string;
  profession: string;
  family: string;
  familyOk: boolean;
  questions: number;
  /** Questions kept in reserve after the planned ones, for a candidate faster than planned. */
  reserve: number;
  /** Questions naming one of the resume's projects, and of those, citing one of its figures. */
  projectsCited: number;
  figuresCited: number;
  offFamily: string[];
  labelsQuoted: string[];
  /** Better answers (of experience questions) that use the candidate's own project or figures. */
  ownMaterial: string;
  /** Better answers with a blank left to fill in (`我具体做了……`). */
  placeholders: string[];
  scores: Record<Grade, number | null> & { sequence: number | null };
  /** The sequence's off-topic answers the report counted. */
  offTopicFound: number;
  thinFollowUp: boolean;
  deterministic: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));

export function loadProfessions(): ProfessionCase[] {
  const dir = path.join(here, 'professions');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ProfessionCase);
}

export function slotOf(q: PlannedQuestion): Slot {
  if (q.kind === 'opening') return 'opening';
  if (q.kind === 'project') return 'project';
  if (q.kind === 'technical') return 'knowledge';
  return 'behavioural';
}

const said = (line: NextLine): SpokenLine => ({
  speaker: 'interviewer',
  kind: line.kind,
  text: line.text,
  questionIndex: line.questionIndex,
  responseMs: null,
});

/**
 * A knowledge answer of the grade: the case's own written one when it is about this question (it covers two
 * of its reference points, or one and names its topic); otherwise composed from the bank's reference points, since a case cannot know
 * which of its family's questions the plan draws. Composed answers calibrate the knowledge scorer only.
 */
export function knowledgeAnswer(c: ProfessionCase, q: PlannedQuestion, grade: Exclude<Grade, 'non'>): string {
  const written = c.answers.knowledge;
  const zh = c.language === 'zh';
  const about = (text: string) => q.outline.filter((p) => text.includes(p.slice(0, 4))).length;
  // Its topic alone is not enough: the PCI answer names 心电监护, the topic of another question.
  const covered = about(written.strong);
  if (covered >= 2 || (covered >= 1 && written.strong.includes(q.topic))) return written[grade];
  const points = q.outline;
  const sep = zh ? '；' : '; ';
  switch (grade) {
    case 'strong':
      return `${points.join(sep)}${zh ? '。我在工作中就是按这个思路做的，比如上一个项目里先确认问题，再按这几点逐一处理，效果很好。' : '. I worked exactly this way on my last project, point by point.'}`;
    case 'adequate':
      return `${points.slice(0, Math.max(1, Math.ceil(points.length / 2))).join(sep)}${zh ? '。' : '.'}`;
    case 'thin':
      return zh ? `${points[0]!.slice(0, 6)}吧。` : `${points[0]!.split(' ').slice(0, 3).join(' ')}.`;
    case 'vague':
      return written.vague;
  }
}

/** One interview: `answer` gives the candidate's words for the question being asked (null ends it). */
export async function play(
  brain: InterviewerBrain,
  plan: InterviewPlan,
  answer: (q: PlannedQuestion, turn: number, followUp: boolean) => string | null,
) {
  let line = await brain.open(plan);
  const dialogue: SpokenLine[] = [];
  const lines: NextLine[] = [];
  for (let turn = 0; !line.finished && turn < 80; turn++) {
    dialogue.push(said(line));
    const text = answer(plan.questions[line.questionIndex ?? 0]!, turn, line.followUp);
    if (text === null) break;
    dialogue.push({
      speaker: 'candidate',
      kind: 'answer',
      text,
      questionIndex: line.questionIndex,
      responseMs: 1200,
    });
    // Each turn takes about a minute of the clock; a long plan is ended by it, as in a real interview.
    line = await brain.next({
      plan,
      dialogue,
      remainingMs: Math.max(plan.minutes * 60_000 - turn * 45_000, 0),
    });
    lines.push(line);
  }
  if (line.finished) dialogue.push(said(line));
  return { lines, assessment: await brain.assess(plan, dialogue) };
}

export interface CaseInput {
  c: ProfessionCase;
  jd: JdFixture;
  resume: ResumeFixture;
  resumeText: string;
  /** question_bank.id → family, to tell which family a planned bank question came from. */
  bankFamilies: Map<number, string>;
}

export async function runProfession(brain: InterviewerBrain, input: CaseInput): Promise<ProfessionRow> {
  const { c, jd, resume, resumeText, bankFamilies } = input;
  const planInput = { jdText: jd.text, resumeText, style: c.style, language: c.language, minutes: c.minutes };
  const plan = await brain.plan(planInput);
  const again = await brain.plan(planInput);
  const family = plan.profiles.jd.family;
  const projectNames = resume.expect.projects.map((p) => p.name);
  const values = resume.expect.projects.flatMap((p) =>
    p.figures.flatMap((f) => f.split(/\s+/).pop()!.split('→')),
  );
  const citing = plan.questions.filter((q) => projectNames.some((n) => q.text.includes(n)));
  const scores = {} as ProfessionRow['scores'];
  let thinFollowUp = false;
  let ownMaterial = '';
  let placeholders: string[] = [];
  for (const grade of GRADES) {
    const { lines, assessment } = await play(brain, plan, (q, _, followUp) => {
      if (grade === 'non') return c.answers.non;
      // An adequate candidate has little to add when pressed; the others answer in their own way again.
      if (followUp && grade === 'adequate')
        return c.language === 'zh'
          ? '这个细节我记得不太清楚了，大概就是这样。'
          : "I don't remember the details, roughly like that.";
      return slotOf(q) === 'knowledge' ? knowledgeAnswer(c, q, grade) : c.answers[slotOf(q)][grade];
    });
    scores[grade] = assessment.content.score;
    if (grade === 'thin') thinFollowUp = lines[0]?.followUp === true && lines[0].reason === 'thin';
    if (grade === 'strong') {
      const experience = assessment.questions.filter((fb) => {
        const q = plan.questions.find((x) => x.text === fb.question);
        return q && q.kind !== 'technical';
      });
      const own = experience.filter(
        (fb) =>
          projectNames.some((n) => fb.better_answer.includes(n)) ||
          values.some((v) => fb.better_answer.includes(v)),
      );
      ownMaterial = `${own.length}/${experience.length}`;
      placeholders = assessment.questions
        .map((fb) => fb.better_answer)
        .filter((b) => /……|\.\.\.|目标是……|具体做了……/.test(b));
    }
  }
  const sequence = await play(brain, plan, (_, turn) => c.sequence[turn] ?? null);
  scores.sequence = sequence.assessment.content.score;
  const offTopic = sequence.assessment.content.evidence.find((e) => e.signal === 'off_topic');
  return {
    id: c.id,
    profession: c.profession,
    family,
    familyOk: family === jd.expect.family,
    questions: plannedCount(plan),
    reserve: plan.questions.length - plannedCount(plan),
    projectsCited: citing.length,
    figuresCited: citing.filter((q) => values.some((v) => q.text.includes(v))).length,
    offFamily: plan.questions
      .filter((q) => q.bankId !== null && ![family, '通用'].includes(bankFamilies.get(q.bankId) ?? ''))
      .map((q) => q.text),
    labelsQuoted: plan.questions
      .filter(
        (q) =>
          JD_LABELS.some((l) => new RegExp(`${l}\\s*[:：”"]|“${l}`).test(q.text)) ||
          /「项目[一二三四五六七八九十\d]/.test(q.text),
      )
      .map((q) => q.text),
    ownMaterial,
    placeholders,
    scores,
    offTopicFound: Number(offTopic?.value ?? 0),
    thinFollowUp,
    deterministic: JSON.stringify(again) === JSON.stringify(plan),
  };
}

export function formatTable(rows: ProfessionRow[]): string {
  const head =
    '| profession | family | q (+reserve) | projects cited (with figures) | off-family | labels quoted | better answers from own material | strong | adequate | thin | non-answer | vague | sequence | off-topic found | thin→follow-up |';
  const sep = `|${'---|'.repeat(15)}`;
  const body = rows.map((r) => {
    const s = r.scores;
    return `| ${r.profession} | ${r.family}${r.familyOk ? '' : ' (NO)'} | ${r.questions} (+${r.reserve}) | ${r.projectsCited} (${r.figuresCited}) | ${r.offFamily.length} | ${r.labelsQuoted.length} | ${r.ownMaterial} | ${s.strong} | ${s.adequate} | ${s.thin} | ${s.non} | ${s.vague} | ${s.sequence} | ${r.offTopicFound} | ${r.thinFollowUp ? 'yes' : 'NO'} |`;
  });
  return [head, sep, ...body].join('\n');
}

/** What fails a row: the checks on the plan and on the calibration of the grades. */
export function failures(r: ProfessionRow, minutes: number): string[] {
  const out: string[] = [];
  const s = r.scores;
  if (!r.familyOk) out.push(`family ${r.family}`);
  if (r.offFamily.length) out.push(`off-family questions: ${r.offFamily.join(' / ')}`);
  if (r.labelsQuoted.length) out.push(`labels quoted: ${r.labelsQuoted.join(' / ')}`);
  if (r.placeholders.length) out.push(`better answers with blanks: ${r.placeholders.join(' / ')}`);
  if (minutes >= 10 && r.projectsCited < 2) out.push(`${r.projectsCited} questions on the resume's projects`);
  if (r.figuresCited < 1) out.push('no question cites a figure of the resume');
  if (!r.deterministic) out.push('the plan differs for the same inputs');
  if (!r.thinFollowUp) out.push('a thin answer got no follow-up');
  if (s.strong === null || s.strong < 75) out.push(`strong ${s.strong} < 75`);
  if (s.adequate === null || s.adequate < 45 || s.adequate > 65)
    out.push(`adequate ${s.adequate} outside 45-65`);
  if (s.thin === null || s.thin > 30) out.push(`thin ${s.thin} > 30`);
  if (s.non === null || s.non > 10) out.push(`non-answer ${s.non} > 10`);
  if (s.vague === null || s.strong === null || s.vague > s.strong - 15)
    out.push(`vague ${s.vague} not 15 below strong ${s.strong}`);
  if (r.offTopicFound < 1) out.push('the off-topic answer of the sequence was not counted');
  return out;
}
