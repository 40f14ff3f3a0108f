// Reads the question bank (static content loaded by the seed) for the built-in engine.

import type { InterviewLanguage } from '@app/shared/interviews';
import { asc } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { type QuestionKind, questionBank } from './tables.ts';

export interface BankQuestion {
  id: number;
  category: string;
  family: string;
  skill: string;
  text: string;
  kind: QuestionKind;
  difficulty: 1 | 2 | 3;
  outline: string;
  /** The language the question is written in, so a plan picks only questions it can ask. */
  language: InterviewLanguage;
}

/** The whole bank, by id: a few hundred short rows, read once and kept by the engine for a while. */
export async function loadBank(db: Db): Promise<BankQuestion[]> {
  const rows = await db
    .select({
      id: questionBank.id,
      category: questionBank.category,
      family: questionBank.family,
      skill: questionBank.skill,
      text: questionBank.text,
      kind: questionBank.kind,
      difficulty: questionBank.difficulty,
      outline: questionBank.answerOutline,
    })
    .from(questionBank)
    .orderBy(asc(questionBank.id));
  return rows.map((r) => ({
    ...r,
    difficulty: (r.difficulty >= 3 ? 3 : r.difficulty <= 1 ? 1 : 2) as 1 | 2 | 3,
    // Any Han character makes a question Chinese ('Kubernetes 中 Pod、Deployment…' is mostly Latin letters).
    language: /\p{Script=Han}/u.test(r.text) ? 'zh' : 'en',
  }));
}
