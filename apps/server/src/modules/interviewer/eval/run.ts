// The interviewer quality check: plays each case's interview three times (good, mediocre and poor answers to
// the same planned questions) through an InterviewerBrain and measures what the issue asks of the engine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InterviewLanguage } from '@app/shared/interviews';
import type { InterviewerBrain, InterviewerStyle, NextLine, PlannedQuestion, SpokenLine } from '../index.ts';

type Level = 'good' | 'mediocre' | 'poor';
type Slot = 'opening' | 'project' | 'skill' | 'other';

export interface EvalCase {
  id: string;
  language: InterviewLanguage;
  style: InterviewerStyle;
  minutes: number;
  jd: string;
  resume: string;
  /** What the plan must show: the JD family, JD skills and resume projects cited by at least one question. */
  expect: { family?: string; skills: string[]; projects: string[] };
  /** Answers by kind of question; `poor` is one thin answer used for every question. */
  answers: Record<Slot, { good: string; mediocre: string }> & { poor: string };
}

export interface EvalRow {
  id: string;
  family: string;
  familyOk: boolean;
  questions: number;
  citesSkill: boolean;
  citesProject: boolean;
  unique: boolean;
  deterministic: boolean;
  scores: Record<Level, number | null>;
  followUps: Record<Level, number>;
  thinFollowUp: boolean;
}

const casesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases');

export function loadCases(): EvalCase[] {
  return readdirSync(casesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(casesDir, f), 'utf8')) as EvalCase);
}

function slotOf(q: PlannedQuestion): Slot {
  if (q.kind === 'opening') return 'opening';
  if (q.kind === 'project') return 'project';
  if (q.kind === 'technical') return 'skill';
  return 'other';
}

function said(line: NextLine): SpokenLine {
  return {
    speaker: 'interviewer',
    kind: line.kind,
    text: line.text,
    questionIndex: line.questionIndex,
    responseMs: null,
  };
}

async function play(brain: InterviewerBrain, c: EvalCase, level: Level) {
  const plan = await brain.plan({
    jdText: c.jd,
    resumeText: c.resume,
    style: c.style,
    language: c.language,
    minutes: c.minutes,
  });
  let line = await brain.open(plan);
  const dialogue: SpokenLine[] = [];
  const lines: NextLine[] = [];
  let remainingMs = c.minutes * 60_000;
  for (let turn = 0; !line.finished && turn < 60; turn++) {
    dialogue.push(said(line));
    const q = plan.questions[line.questionIndex ?? 0]!;
    const text = level === 'poor' ? c.answers.poor : c.answers[slotOf(q)][level];
    dialogue.push({
      speaker: 'candidate',
      kind: 'answer',
      text,
      questionIndex: line.questionIndex,
      responseMs: 1200,
    });
    // A turn takes about a minute; the run never hits the time limit before the questions run out.
    remainingMs = Math.max(remainingMs - 1000, 60_000);
    line = await brain.next({ plan, dialogue, remainingMs });
    lines.push(line);
  }
  dialogue.push(said(line));
  const assessment = await brain.assess(plan, dialogue);
  return { plan, lines, assessment };
}

export async function runCase(brain: InterviewerBrain, c: EvalCase): Promise<EvalRow> {
  const good = await play(brain, c, 'good');
  const mediocre = await play(brain, c, 'mediocre');
  const poor = await play(brain, c, 'poor');
  const plan = good.plan;
  const again = await brain.plan({
    jdText: c.jd,
    resumeText: c.resume,
    style: c.style,
    language: c.language,
    minutes: c.minutes,
  });
  const texts = plan.questions.map((q) => q.text.toLowerCase());
  const cites = (terms: string[]) => terms.some((t) => texts.some((q) => q.includes(t.toLowerCase())));
  return {
    id: c.id,
    family: plan.profiles.jd.family,
    familyOk: c.expect.family === undefined || plan.profiles.jd.family === c.expect.family,
    questions: plan.questions.length,
    citesSkill: cites(c.expect.skills),
    citesProject: cites(c.expect.projects),
    unique: new Set(texts).size === texts.length,
    deterministic: JSON.stringify(again) === JSON.stringify(plan),
    scores: {
      good: good.assessment.content.score,
      mediocre: mediocre.assessment.content.score,
      poor: poor.assessment.content.score,
    },
    followUps: {
      good: good.lines.filter((l) => l.followUp).length,
      mediocre: mediocre.lines.filter((l) => l.followUp).length,
      poor: poor.lines.filter((l) => l.followUp).length,
    },
    // The first poor (thin) answer must be followed up as thin.
    thinFollowUp: poor.lines[0]?.followUp === true && poor.lines[0].reason === 'thin',
  };
}

export function formatTable(rows: EvalRow[]): string {
  const yes = (b: boolean) => (b ? 'yes' : 'NO');
  const head =
    '| case | family | q | cites skill | cites project | unique | same plan | good | mediocre | poor | follow-ups g/m/p | thin→follow-up |';
  const sep = `|${'---|'.repeat(12)}`;
  const body = rows.map(
    (r) =>
      `| ${r.id} | ${r.family}${r.familyOk ? '' : ' (NO)'} | ${r.questions} | ${yes(r.citesSkill)} | ${yes(r.citesProject)} | ${yes(r.unique)} | ${yes(r.deterministic)} | ${r.scores.good} | ${r.scores.mediocre} | ${r.scores.poor} | ${r.followUps.good}/${r.followUps.mediocre}/${r.followUps.poor} | ${yes(r.thinFollowUp)} |`,
  );
  return [head, sep, ...body].join('\n');
}

/** Whether a row passes: the four checks plus the family and the ordering of the three answer sets. */
export function failures(r: EvalRow): string[] {
  const out: string[] = [];
  const { good, mediocre, poor } = r.scores;
  if (good === null || mediocre === null || poor === null) out.push('a score is missing');
  else {
    if (!(good > poor)) out.push(`good ${good} <= poor ${poor}`);
    if (!(good > mediocre)) out.push(`good ${good} <= mediocre ${mediocre}`);
    if (!(mediocre > poor)) out.push(`mediocre ${mediocre} <= poor ${poor}`);
  }
  if (!r.thinFollowUp) out.push('a thin answer got no follow-up');
  if (!r.citesSkill) out.push("no question cites the JD's skills");
  if (!r.citesProject) out.push("no question cites the resume's projects");
  if (!r.unique) out.push('a question repeats');
  if (!r.deterministic) out.push('the plan differs for the same inputs');
  if (!r.familyOk) out.push(`family ${r.family}`);
  return out;
}
