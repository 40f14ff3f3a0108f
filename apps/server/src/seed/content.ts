// Product content every database holds, demo or not: loaded on every start, idempotently, so a new release's
// content reaches an existing database too. The interview question bank is synced by its own module (the
// question text is the stable key, so the ids interview lines cite stay).
import type { ProductContent } from '../infra/db/prepare.ts';
import { syncQuestionBank } from '../modules/interviewer/index.ts';

export const productContent: ProductContent = {
  async load(db, log) {
    const bank = await syncQuestionBank(db);
    log(
      `content: question bank synced (${bank.inserted} new, ${bank.updated} updated, ${bank.deleted} removed)`,
    );
  },
};
