// Compiled by `npm run check`, never run: proves that the server's type check holds a handler to the shared
// contract. Each @ts-expect-error below must stay an error; were the check to loosen, tsc would fail on the
// directive that no longer has an error to expect. (apps/web/src/lib/contract.typecheck.ts is the web's.)
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from './contract.ts';

const docs = { tags: ['fixture'], summary: 'type-check fixture' };
const speech = { tts: false, asr: false };

export const contractFixture: FastifyPluginAsyncZod = async (app) => {
  // The answer the contract describes type-checks…
  registerEndpoint(app, contract.site.info, { schema: docs }, async () =>
    ok({ operator: null, contact: null, icp: null, map_tile_url: '', speech }),
  );

  registerEndpoint(
    app,
    contract.site.info,
    { schema: docs },
    // @ts-expect-error …a response field renamed on the server only (`operator` sent as `operator_name`) does not.
    async () => ok({ operator_name: null, contact: null, icp: null, map_tile_url: '', speech }),
  );

  registerEndpoint(
    app,
    contract.interviews.list,
    { schema: docs },
    // @ts-expect-error a paged answer is { lists, count }, never a bare array
    async () => ok([]),
  );

  registerEndpoint(app, contract.interviews.list, { schema: docs }, async (request) => {
    // The query is typed from the contract's input schema, and a name it does not have is refused.
    const size: number = request.query.page_size;
    // @ts-expect-error the list's query reads page_no, not pageNumber
    const renamed = request.query.pageNumber;
    return ok({ lists: [], count: renamed ?? size });
  });
};
