// Keeps question_bank equal to the bank the product ships, on every database prepare (demo or not, new
// or existing): the question text is the stable key, so a question that stays keeps its id (interview
// lines that cite it keep the link), a changed tag is updated in place, a new one inserted, a dropped one
// deleted (interview_lines.question_id is ON DELETE SET NULL). Idempotent; one transaction.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../infra/db/client.ts';
import { questionBank } from '../tables.ts';
import type { BankQuestion } from './rows.ts';

export interface BankSyncResult {
  inserted: number;
  updated: number;
  deleted: number;
}

const same = (row: BankQuestion, wanted: BankQuestion) =>
  row.category === wanted.category &&
  row.family === wanted.family &&
  row.skill === wanted.skill &&
  row.kind === wanted.kind &&
  row.difficulty === wanted.difficulty &&
  row.answerOutline === wanted.answerOutline;

export async function syncQuestions(db: Db, bank: readonly BankQuestion[]): Promise<BankSyncResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(questionBank);
    const byText = new Map<string, (typeof rows)[number]>();
    const surplus: number[] = [];
    for (const row of rows) {
      // Should an older bank have held a text twice, the first row keeps it and the others go.
      if (byText.has(row.text)) surplus.push(row.id);
      else byText.set(row.text, row);
    }
    const wanted = new Set(bank.map((q) => q.text));
    for (const row of byText.values()) if (!wanted.has(row.text)) surplus.push(row.id);

    const fresh: BankQuestion[] = [];
    let updated = 0;
    for (const question of bank) {
      const row = byText.get(question.text);
      if (!row) fresh.push(question);
      else if (!same(row as BankQuestion, question)) {
        const { text: _key, ...tags } = question;
        await tx.update(questionBank).set(tags).where(eq(questionBank.id, row.id));
        updated += 1;
      }
    }
    if (surplus.length > 0) await tx.delete(questionBank).where(inArray(questionBank.id, surplus));
    // Insert in the bank's order, in chunks that stay far below PostgreSQL's bind-parameter limit.
    for (let i = 0; i < fresh.length; i += 500) await tx.insert(questionBank).values(fresh.slice(i, i + 500));
    return { inserted: fresh.length, updated, deleted: surplus.length };
  });
}
