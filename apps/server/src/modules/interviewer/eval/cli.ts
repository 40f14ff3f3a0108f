// `npm run eval:interviewer`: the quality check, one row per profession; exits non-zero when a row fails.
import { evaluate } from './evaluate.ts';
import { failures, formatTable } from './run.ts';

const { rows, minutes } = await evaluate();
console.log(formatTable(rows));
const failed = rows
  .map((r) => [r.id, failures(r, minutes.get(r.id) ?? 15)] as const)
  .filter(([, f]) => f.length);
console.log(`\n${rows.length} professions, ${rows.length - failed.length} pass`);
for (const [id, f] of failed) console.log(`FAIL ${id}: ${f.join('; ')}`);
process.exitCode = failed.length ? 1 : 0;
