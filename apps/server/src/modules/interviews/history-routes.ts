// SPEC §7 history calls: the user's interview records, paged and searched, renamed, deleted with undo, and
// the score trend the analysis page draws.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { HISTORY_MESSAGES } from '@app/shared/history-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { scheduleInterviewPurge } from './history-purge.ts';
import {
  batchDeleteInterviews,
  deleteInterview,
  lastDeletedInterview as findLastDeleted,
  listHistory,
  renameInterview,
  restoreInterview,
  scoreTrend,
} from './history-service.ts';

const security = [{ token: [] }];
const tags = ['interview history'];

export const historyRoutes: FastifyPluginAsyncZod<{ purgeEveryMs?: number }> = async (app, options) => {
  scheduleInterviewPurge(app, options.purgeEveryMs);

  registerEndpoint(
    app,
    contract.interviews.list,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The user’s interviews, newest first, optionally those whose name contains interviewName',
        description: 'Takes page_no/page_size, or the submit dialog’s pageNo/pageSize.',
        security,
      },
    },
    async (request) => ok(await listHistory(app.db, currentUser(request).userId, request.query)),
  );

  registerEndpoint(
    app,
    contract.interviews.rename,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Rename one of the user’s interviews',
        security,
      },
    },
    async (request) => {
      const { id, interview_name } = request.body;
      await renameInterview(app.db, currentUser(request).userId, id, interview_name);
      return ok(null, HISTORY_MESSAGES.renamed);
    },
  );

  registerEndpoint(
    app,
    contract.interviews.delete,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete one of the user’s interviews (restorable for 30 days)',
        security,
      },
    },
    async (request) => {
      await deleteInterview(app.db, currentUser(request).userId, request.query.id);
      return ok(null, HISTORY_MESSAGES.deleted);
    },
  );

  registerEndpoint(
    app,
    contract.interviews.batchDelete,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete several of the user’s interviews; answers how many were deleted',
        security,
      },
    },
    async (request) => {
      const result = await batchDeleteInterviews(app.db, currentUser(request).userId, request.body.ids);
      return ok(result, HISTORY_MESSAGES.batchDeleted(result.count));
    },
  );

  registerEndpoint(
    app,
    contract.interviews.lastDeleted,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The user’s most recently deleted interview that can still be restored, or null',
        security,
      },
    },
    async (request) => ok(await findLastDeleted(app.db, currentUser(request).userId)),
  );

  registerEndpoint(
    app,
    contract.interviews.restore,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Restore one of the user’s deleted interviews',
        security,
      },
    },
    async (request) => {
      await restoreInterview(app.db, currentUser(request).userId, request.params.id);
      return ok(null, HISTORY_MESSAGES.restored);
    },
  );

  registerEndpoint(
    app,
    contract.interviews.trend,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Scores of the user’s latest finished interviews, oldest first, for the trend chart',
        security,
      },
    },
    async (request) => ok(await scoreTrend(app.db, currentUser(request).userId)),
  );
};
