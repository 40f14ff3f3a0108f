// The interviewer quality check as part of the server suite (npm test): every profession must pass, and the
// table is printed as `npm run eval:interviewer` prints it.
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.ts';
import { failures, formatTable, loadProfessions, type ProfessionRow } from './run.ts';

const cases = loadProfessions();

describe('interviewer eval', () => {
  let rows: ProfessionRow[];
  let minutes: Map<string, number>;
  beforeAll(async () => {
    ({ rows, minutes } = await evaluate());
    console.log(formatTable(rows));
  }, 600_000);

  it('covers at least 12 professions, in both languages and both styles, every grade written', () => {
    expect(new Set(cases.map((c) => c.profession)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(cases.map((c) => c.language))).toEqual(new Set(['zh', 'en']));
    expect(new Set(cases.map((c) => c.style))).toEqual(new Set([2, 3]));
    for (const c of cases) expect(c.sequence.length).toBeGreaterThanOrEqual(6);
  });

  it.each(cases.map((c) => [c.id] as const))('%s', (id) => {
    const row = rows.find((r) => r.id === id)!;
    expect(failures(row, minutes.get(id)!)).toEqual([]);
  });
});
