// The question bank the product ships (product content, not demo data): every database gets it at
// prepare (seed/content.ts calls syncQuestionBank on every start), whether or not the demo world is planted.
import type { Db } from '../../../infra/db/client.ts';
import { generalQuestions } from './general.ts';
import { opsMarketingQuestions } from './ops-marketing.ts';
import { productDesignQuestions } from './product-design.ts';
import type { BankQuestion } from './rows.ts';
import { salesFunctionsQuestions } from './sales-functions.ts';
import { sectorsQuestions } from './sectors.ts';
import { type BankSyncResult, syncQuestions } from './sync.ts';
import { techClientQuestions } from './tech-client.ts';
import { techDataQuestions } from './tech-data.ts';
import { techServerQuestions } from './tech-server.ts';

export type { BankQuestion } from './rows.ts';
export type { BankSyncResult } from './sync.ts';

export const QUESTION_BANK: BankQuestion[] = [
  ...generalQuestions,
  ...techClientQuestions,
  ...techServerQuestions,
  ...techDataQuestions,
  ...productDesignQuestions,
  ...opsMarketingQuestions,
  ...salesFunctionsQuestions,
  ...sectorsQuestions,
];

/** Makes question_bank hold exactly QUESTION_BANK (see sync.ts); idempotent, cheap when nothing changed. */
export function syncQuestionBank(db: Db): Promise<BankSyncResult> {
  return syncQuestions(db, QUESTION_BANK);
}
