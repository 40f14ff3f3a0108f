// Runs every profession of the quality check on a fresh in-memory database seeded with the shipped bank:
// the resumes rendered to their PDF or DOCX and read back through the upload's parser first.
import { openDatabase } from '../../../infra/db/client.ts';
import { migrationsFolder } from '../../../paths.ts';
import { QUESTION_BANK } from '../bank/index.ts';
import { createBuiltInInterviewer } from '../index.ts';
import { questionBank } from '../tables.ts';
import { loadJdFixtures, loadResumeFixtures, uploadResumes } from './fixtures/index.ts';
import { loadProfessions, type ProfessionRow, runProfession } from './run.ts';

export async function evaluate(): Promise<{ rows: ProfessionRow[]; minutes: Map<string, number> }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate(migrationsFolder);
    await database.db.insert(questionBank).values(QUESTION_BANK);
    const bank = await database.db
      .select({ id: questionBank.id, family: questionBank.family })
      .from(questionBank);
    const bankFamilies = new Map(bank.map((q) => [q.id, q.family]));
    const brain = createBuiltInInterviewer({ db: database.db });
    const cases = loadProfessions();
    const jds = new Map(loadJdFixtures().map((j) => [j.id, j]));
    const resumes = new Map(loadResumeFixtures().map((r) => [r.id, r]));
    const used = [...new Set(cases.map((c) => c.resume))].map((id) => resumes.get(id)!);
    const texts = await uploadResumes(used);
    const rows: ProfessionRow[] = [];
    for (const c of cases) {
      const resume = resumes.get(c.resume)!;
      rows.push(
        await runProfession(brain, {
          c,
          jd: jds.get(c.jd)!,
          resume,
          resumeText: texts.get(resume.id)![resume.format],
          bankFamilies,
        }),
      );
    }
    return { rows, minutes: new Map(cases.map((c) => [c.id, c.minutes])) };
  } finally {
    await database.close();
  }
}
