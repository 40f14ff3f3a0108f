// Compiled by `npm run check`, never run: proves that the web's type check holds every call to the shared
// contract. Each @ts-expect-error below must stay an error; were the check to loosen, tsc would fail on the
// directive that no longer has an error to expect. (apps/server/src/http/contract.typecheck.ts is the
// server's half: a handler answering a renamed field fails there.)
import { routes } from '@app/shared/routes';
import { api, type ResponseOf } from './api-client';

export async function contractFixture(): Promise<unknown[]> {
  const site = await api.call(routes.site.info);
  // A response field the contract names reads as its type…
  const operator: string | null = site.operator;
  // @ts-expect-error …and a field renamed on the web only (`operator_name`) is refused.
  const renamed = site.operator_name;

  // @ts-expect-error a paged answer is { lists, count }: the list is never guessed from a bare array
  const guessed: ResponseOf<typeof routes.interviews.list> = [];

  // Inputs are checked too: a required body, and the fields of a query.
  // @ts-expect-error submitting feedback needs its body
  await api.call(routes.feedback.submit);
  // @ts-expect-error the list pages by page_no, not pageNumber
  await api.call(routes.interviews.list, { query: { pageNumber: 1 } });
  // @ts-expect-error a path parameter is required where the path has one
  await api.call(routes.interviews.restore, {});

  return [operator, renamed, guessed];
}
