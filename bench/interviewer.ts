// The built-in interviewer's speed in-process: a 2-page PDF resume read to JSON (the upload's text extraction,
// then the profile), time to plan an interview and to produce the next line, p50 and p99 over many turns (the
// eval's professions played with strong, adequate and thin answers, plus long answers), and the final
// assessment, against a baseline measured in the same run: Intl.Segmenter splitting the same answers into
// words, the floor of any engine that reads Chinese text.

import { chromium } from 'playwright-core';
import { openDatabase } from '../apps/server/src/infra/db/client.ts';
import {
  loadJdFixtures,
  loadResumeFixtures,
  type ResumeFixture,
} from '../apps/server/src/modules/interviewer/eval/fixtures/catalog.ts';
import { renderDocx, renderPdf } from '../apps/server/src/modules/interviewer/eval/fixtures/render.ts';
import { loadProfessions, type ProfessionCase } from '../apps/server/src/modules/interviewer/eval/run.ts';
import {
  createBuiltInInterviewer,
  type InterviewerBrain,
  QUESTION_BANK,
} from '../apps/server/src/modules/interviewer/index.ts';
import type { NextLine, SpokenLine } from '../apps/server/src/modules/interviewer/port.ts';
import { questionBank } from '../apps/server/src/modules/interviewer/tables.ts';
import { readDocumentText } from '../apps/server/src/modules/uploads/text-extract.ts';
import { migrationsFolder } from '../apps/server/src/paths.ts';
import { median } from './lib.ts';

interface BenchCase {
  c: ProfessionCase;
  jd: string;
  resume: string;
}

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
  c: BenchCase,
  answers: string[],
  minutes: number,
  turns: number[],
) {
  const plan = await brain.plan({
    jdText: c.jd,
    resumeText: c.resume,
    style: c.c.style,
    language: c.c.language,
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

/** Each resume printed to PDF by Chromium and written as DOCX (one browser for the lot). */
async function renderResumes(fixtures: ResumeFixture[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const out: { id: string; pdf: Buffer; docx: Buffer }[] = [];
    for (const f of fixtures)
      out.push({ id: f.id, pdf: await renderPdf(browser, f.lines), docx: await renderDocx(f.lines) });
    return out;
  } finally {
    await browser.close();
  }
}

/** Two pages: the longest fixture resume with its projects said twice over, as a senior resume runs. */
function twoPageResume(): string[] {
  const longest = loadResumeFixtures().sort((a, b) => b.lines.join('').length - a.lines.join('').length)[0]!;
  const body = longest.lines.filter((l) => !l.startsWith('= '));
  const again = body.filter((l) => !l.startsWith('## '));
  return [longest.lines[0]!, ...body, '## 更多项目', ...again, ...again, ...again];
}

export async function interviewerBench(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate(migrationsFolder);
  await database.db.insert(questionBank).values(QUESTION_BANK);
  const brain = createBuiltInInterviewer({ db: database.db });

  // A 2-page PDF resume to JSON: the upload's text extraction, then the profile.
  const [rendered] = await renderResumes([{ ...loadResumeFixtures()[0]!, lines: twoPageResume() }]);
  const { getDocumentProxy } = await import('unpdf');
  const pages = (await getDocumentProxy(new Uint8Array(rendered!.pdf))).numPages;
  let t0 = performance.now();
  await brain.profile('', await readDocumentText('.pdf', rendered!.pdf));
  const coldParse = performance.now() - t0;
  const parseTimes: number[] = [];
  for (let i = 0; i < 20; i++) {
    t0 = performance.now();
    await brain.profile('', await readDocumentText('.pdf', rendered!.pdf));
    parseTimes.push(performance.now() - t0);
  }

  const jds = new Map(loadJdFixtures().map((j) => [j.id, j.text]));
  const resumes = new Map(loadResumeFixtures().map((r) => [r.id, r]));
  const texts = new Map<string, string>();
  for (const file of await renderResumes([...resumes.values()])) {
    const r = resumes.get(file.id)!;
    texts.set(file.id, await readDocumentText(`.${r.format}`, r.format === 'pdf' ? file.pdf : file.docx));
  }
  const cases: BenchCase[] = loadProfessions().map((c) => ({
    c,
    jd: jds.get(c.jd)!,
    resume: texts.get(c.resume)!,
  }));

  // Plan: the first one reads the bank; the rest are warm.
  const c0 = cases[0]!;
  t0 = performance.now();
  await brain.plan({ jdText: c0.jd, resumeText: c0.resume, style: 2, language: 'zh', minutes: 30 });
  const coldPlan = performance.now() - t0;
  const planTimes: number[] = [];
  for (let round = 0; round < 5; round++)
    for (const c of cases) {
      t0 = performance.now();
      await brain.plan({
        jdText: c.jd,
        resumeText: c.resume,
        style: c.c.style,
        language: c.c.language,
        minutes: 30,
      });
      planTimes.push(performance.now() - t0);
    }

  // Next line over many turns: every profession, three answer grades, 30-minute interviews; then long answers.
  const turns: number[] = [];
  const assessTimes: number[] = [];
  const allAnswers: string[] = [];
  for (let round = 0; round < 2; round++)
    for (const c of cases) {
      const { opening, project, knowledge, behavioural } = c.c.answers;
      const sets = [
        [opening.strong, project.strong, knowledge.strong, behavioural.strong],
        [opening.adequate, project.adequate, knowledge.adequate, behavioural.adequate],
        [opening.thin, project.thin],
        // A candidate who talks for minutes: the same answers six times over (about 1,000-2,000 characters).
        [project.strong, behavioural.strong].map((a) => Array(6).fill(a).join('')),
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
    [`${pages}-page PDF resume to JSON, first (builds jieba's dictionary)`, ms(coldParse), ''],
    [
      `${pages}-page PDF resume to JSON, p50 of ${parseTimes.length} (target < 300 ms)`,
      ms(median(parseTimes)),
      `${(median(parseTimes) / base50).toFixed(0)}x`,
    ],
    ['baseline: Intl.Segmenter words of one answer, p50', ms(base50), '1.0x'],
    ['baseline: Intl.Segmenter words of one answer, p99', ms(base99), '1.0x'],
    ['plan, first (reads the bank from the database)', ms(coldPlan), `${(coldPlan / base50).toFixed(0)}x`],
    [
      `plan, warm, p50 of ${planTimes.length} (target < 20 ms)`,
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
