// The built-in interviewer's speed in-process: time to plan an interview and to produce the next line, p50 and
// p99 over many turns (the eval's cases played with good, mediocre and poor answers, plus long answers), and
// the final assessment, against a baseline measured in the same run: Intl.Segmenter splitting the same
// answers into words, the floor of any engine that reads Chinese text.
import { openDatabase } from '../apps/server/src/infra/db/client.ts';
import { type EvalCase, loadCases } from '../apps/server/src/modules/interviewer/eval/run.ts';
import {
  createBuiltInInterviewer,
  type InterviewerBrain,
} from '../apps/server/src/modules/interviewer/index.ts';
import type { NextLine, SpokenLine } from '../apps/server/src/modules/interviewer/port.ts';
import { questionBank } from '../apps/server/src/modules/interviewer/tables.ts';
import { migrationsFolder } from '../apps/server/src/paths.ts';
import { QUESTION_BANK } from '../apps/server/src/seed/index.ts';
import { median } from './lib.ts';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (t: number) => `${t.toFixed(t < 1 ? 3 : 2)} ms`;
const said = (line: NextLine): SpokenLine => ({
  speaker: 'interviewer',
  kind: line.kind,
  text: line.text,
  questionIndex: line.questionIndex,
  responseMs: null,
});

/** Plays one interview, timing every next(); answers cycle through the case's texts (long ones repeated). */
async function play(
  brain: InterviewerBrain,
  c: EvalCase,
  answers: string[],
  minutes: number,
  turns: number[],
) {
  const plan = await brain.plan({
    jdText: c.jd,
    resumeText: c.resume,
    style: c.style,
    language: c.language,
    minutes,
  });
  let line = await brain.open(plan);
  const dialogue: SpokenLine[] = [];
  for (let i = 0; !line.finished && i < 200; i++) {
    dialogue.push(said(line));
    dialogue.push({
      speaker: 'candidate',
      kind: 'answer',
      text: answers[i % answers.length]!,
      questionIndex: line.questionIndex,
      responseMs: 900,
    });
    let pieces = 0;
    const t0 = performance.now();
    line = await brain.next({ plan, dialogue, remainingMs: 600_000 }, () => pieces++);
    turns.push(performance.now() - t0);
  }
  dialogue.push(said(line));
  return { plan, dialogue };
}

export async function interviewerBench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate(migrationsFolder);
  await database.db.insert(questionBank).values(QUESTION_BANK);
  const cases = loadCases();
  const brain = createBuiltInInterviewer({ db: database.db });

  // Plan: the first one reads the bank; the rest are warm.
  const c0 = cases[0]!;
  let t0 = performance.now();
  await brain.plan({ jdText: c0.jd, resumeText: c0.resume, style: 2, language: 'zh', minutes: 30 });
  const coldPlan = performance.now() - t0;
  const planTimes: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const c of cases) {
      t0 = performance.now();
      await brain.plan({
        jdText: c.jd,
        resumeText: c.resume,
        style: c.style,
        language: c.language,
        minutes: 30,
      });
      planTimes.push(performance.now() - t0);
    }

  // Next line over many turns: every case, three answer qualities, 30-minute interviews; then long answers.
  const turns: number[] = [];
  const assessTimes: number[] = [];
  const allAnswers: string[] = [];
  for (let round = 0; round < 2; round++)
    for (const c of cases) {
      const { opening, project, skill, other, poor } = c.answers;
      const sets = [
        [opening.good, project.good, skill.good, other.good],
        [opening.mediocre, project.mediocre, skill.mediocre, other.mediocre],
        [poor],
        // A candidate who talks for minutes: the same answers six times over (about 1,000-2,000 characters).
        [project.good, skill.good].map((a) => Array(6).fill(a).join('')),
      ];
      for (const answers of sets) {
        allAnswers.push(...answers);
        const { plan, dialogue } = await play(brain, c, answers, 30, turns);
        t0 = performance.now();
        await brain.assess(plan, dialogue);
        assessTimes.push(performance.now() - t0);
      }
    }
  await database.close();

  // Baseline: word segmentation of each answer, the same count as the turns measured.
  const zh = new Intl.Segmenter('zh', { granularity: 'word' });
  const baseline: number[] = [];
  let words = 0;
  for (let i = 0; i < turns.length; i++) {
    const text = allAnswers[i % allAnswers.length]!;
    t0 = performance.now();
    for (const s of zh.segment(text)) if (s.isWordLike) words++;
    baseline.push(performance.now() - t0);
  }
  const base50 = median(baseline);
  const base99 = percentile(baseline, 99);
  const rows = [
    [`baseline: words counted`, String(words), ''],
    ['baseline: Intl.Segmenter words of one answer, p50', ms(base50), '1.0x'],
    ['baseline: Intl.Segmenter words of one answer, p99', ms(base99), '1.0x'],
    ['plan, first (reads the bank from the database)', ms(coldPlan), `${(coldPlan / base50).toFixed(0)}x`],
    [
      `plan, warm, p50 of ${planTimes.length}`,
      ms(median(planTimes)),
      `${(median(planTimes) / base50).toFixed(0)}x`,
    ],
    [
      `plan, warm, p99 of ${planTimes.length}`,
      ms(percentile(planTimes, 99)),
      `${(percentile(planTimes, 99) / base99).toFixed(0)}x`,
    ],
    [`next line, p50 of ${turns.length} turns`, ms(median(turns)), `${(median(turns) / base50).toFixed(1)}x`],
    [
      `next line, p99 of ${turns.length} turns (target < 30 ms)`,
      ms(percentile(turns, 99)),
      `${(percentile(turns, 99) / base99).toFixed(1)}x`,
    ],
    [`next line, max`, ms(Math.max(...turns)), ''],
    [
      `assess a whole interview, p50 of ${assessTimes.length}`,
      ms(median(assessTimes)),
      `${(median(assessTimes) / base50).toFixed(0)}x`,
    ],
  ];
  console.log('| measure | value | vs baseline |\n|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  const p99 = percentile(turns, 99);
  if (p99 >= 30) console.log(`\nnext-line p99 ${ms(p99)} misses the 30 ms target`);
}
