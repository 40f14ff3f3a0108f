// The shape of the question bank's source files: one tuple per question, tagged by family and skill.
import { categoryOfFamily } from '../families.ts';
import type { QuestionKind } from '../tables.ts';

/** A question as the product ships it (question_bank without id and timestamps). */
export interface BankQuestion {
  category: string;
  family: string;
  skill: string;
  kind: QuestionKind;
  difficulty: 1 | 2 | 3;
  text: string;
  answerOutline: string;
}

export type Row = [
  family: string,
  skill: string,
  kind: QuestionKind,
  difficulty: 1 | 2 | 3,
  text: string,
  outline: string,
];

/** Rows to questions; the category follows from the family (families.ts). */
export function questionsOf(rows: Row[]): BankQuestion[] {
  return rows.map(([family, skill, kind, difficulty, text, answerOutline]) => ({
    category: categoryOfFamily(family),
    family,
    skill,
    kind,
    difficulty,
    text,
    answerOutline,
  }));
}
