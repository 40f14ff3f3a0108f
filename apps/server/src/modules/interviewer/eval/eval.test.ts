// The interviewer quality check as part of the server suite (npm test): every case in eval/cases must pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../infra/db/client.ts';
import { QUESTION_BANK } from '../../../seed/index.ts';
import { openTestDatabase } from '../../../test/backends.ts';
import { createBuiltInInterviewer, type InterviewerBrain } from '../index.ts';
import { questionBank } from '../tables.ts';
import { failures, loadCases, runCase } from './run.ts';

const cases = loadCases();

describe('interviewer eval', () => {
  let database: Database;
  let brain: InterviewerBrain;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.insert(questionBank).values(QUESTION_BANK);
    brain = createBuiltInInterviewer({ db: database.db });
  });
  afterAll(async () => {
    await database.close();
  });

  it('has at least 30 cases, in both languages and both styles', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    expect(new Set(cases.map((c) => c.language))).toEqual(new Set(['zh', 'en']));
    expect(new Set(cases.map((c) => c.style))).toEqual(new Set([2, 3]));
    for (const c of cases) expect(c.answers.poor.length).toBeLessThan(30);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s', async (_, c) => {
    const row = await runCase(brain, c);
    expect(failures(row)).toEqual([]);
  });
});
