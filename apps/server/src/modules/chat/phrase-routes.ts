// Common phrases (SPEC §7): the short replies a user keeps to send with one click, theirs alone.
import { ok } from '@app/shared/api';
import { COMMON_PHRASES_MAX, type CommonPhrase, CHAT_MESSAGES as M } from '@app/shared/chat';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { ConflictError, NotFoundError } from '../../http/errors.ts';
import * as repo from './repo.ts';

const toPhrase = (row: { id: number; content: string; sort: number }): CommonPhrase => ({
  id: row.id,
  content: row.content,
  sort: row.sort,
});

export const phraseRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = (summary: string) => ({ tags: ['chat'], summary, security: [{ token: [] }] });
  const auth = { onRequest: app.authenticate };

  registerEndpoint(
    app,
    contract.commonPhrases.all,
    { ...auth, schema: docs('The caller’s common phrases') },
    async (request) => ok((await repo.listPhrases(app.db, currentUser(request).userId)).map(toPhrase)),
  );

  registerEndpoint(
    app,
    contract.commonPhrases.create,
    { ...auth, schema: docs('Adds a common phrase at the end') },
    async (request) => {
      const userId = currentUser(request).userId;
      const phrases = await repo.listPhrases(app.db, userId);
      if (phrases.length >= COMMON_PHRASES_MAX) throw new ConflictError(M.phrasesFull);
      const sort = phrases.reduce((max, p) => Math.max(max, p.sort), 0) + 1;
      return ok(toPhrase(await repo.insertPhrase(app.db, userId, request.body.content, sort)));
    },
  );

  registerEndpoint(
    app,
    contract.commonPhrases.update,
    { ...auth, schema: docs('Rewrites one of the caller’s common phrases') },
    async (request) => {
      const row = await repo.updatePhrase(
        app.db,
        currentUser(request).userId,
        request.params.id,
        request.body.content,
      );
      if (!row) throw new NotFoundError(M.phraseNotFound);
      return ok(toPhrase(row));
    },
  );

  registerEndpoint(
    app,
    contract.commonPhrases.delete,
    { ...auth, schema: docs('Deletes one of the caller’s common phrases') },
    async (request) => {
      if (!(await repo.deletePhrase(app.db, currentUser(request).userId, request.params.id)))
        throw new NotFoundError(M.phraseNotFound);
      return ok(null);
    },
  );
};
