// `npm run eval:interviewer`: the quality check on an in-memory database seeded with the shipped question
// bank; prints one row per case and exits non-zero when a case fails.
import { openDatabase } from '../../../infra/db/client.ts';
import { migrationsFolder } from '../../../paths.ts';
import { QUESTION_BANK } from '../../../seed/index.ts';
import { createBuiltInInterviewer } from '../index.ts';
import { questionBank } from '../tables.ts';
import { type EvalRow, failures, formatTable, loadCases, runCase } from './run.ts';

const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate(migrationsFolder);
await database.db.insert(questionBank).values(QUESTION_BANK);
const brain = createBuiltInInterviewer({ db: database.db });
const rows: EvalRow[] = [];
for (const c of loadCases()) rows.push(await runCase(brain, c));
await database.close();
console.log(formatTable(rows));
const failed = rows.map((r) => [r.id, failures(r)] as const).filter(([, f]) => f.length);
const mean = (k: 'good' | 'mediocre' | 'poor') =>
  Math.round(rows.reduce((s, r) => s + (r.scores[k] ?? 0), 0) / Math.max(rows.length, 1));
console.log(
  `\n${rows.length} cases, ${rows.length - failed.length} pass; mean content score good ${mean('good')}, mediocre ${mean('mediocre')}, poor ${mean('poor')}`,
);
for (const [id, f] of failed) console.log(`FAIL ${id}: ${f.join('; ')}`);
process.exitCode = failed.length ? 1 : 0;
