// SPEC §7 history calls: the user's interview records, paged and searched, renamed, deleted with undo, and
// the score trend the analysis page draws.
import { ok } from '@app/shared/api';
import { HISTORY_MESSAGES } from '@app/shared/history-messages';
import {
  batchDeleteInput,
  batchDeleteResponse,
  deleteInterviewQuery,
  interviewListItem,
  interviewListQuery,
  interviewTrendResponse,
  lastDeletedInterview,
  renameInterviewInput,
  restoreInterviewParams,
} from '@app/shared/interviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, pagedEnvelopeOf } from '../../http/envelope.ts';
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

  app.get(
    '/api/interview/list',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The user’s interviews, newest first, optionally those whose name contains interviewName',
        description: 'Takes page_no/page_size, or the submit dialog’s pageNo/pageSize.',
        security,
        querystring: interviewListQuery,
        response: { 200: pagedEnvelopeOf(interviewListItem) },
      },
    },
    async (request) => ok(await listHistory(app.db, currentUser(request).userId, request.query)),
  );

  app.put(
    '/api/interview/update',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Rename one of the user’s interviews',
        security,
        body: renameInterviewInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      const { id, interview_name } = request.body;
      await renameInterview(app.db, currentUser(request).userId, id, interview_name);
      return ok(null, HISTORY_MESSAGES.renamed);
    },
  );

  app.delete(
    '/api/interview/delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete one of the user’s interviews (restorable for 30 days)',
        security,
        querystring: deleteInterviewQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteInterview(app.db, currentUser(request).userId, request.query.id);
      return ok(null, HISTORY_MESSAGES.deleted);
    },
  );

  app.delete(
    '/api/interview/batchDelete',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete several of the user’s interviews; answers how many were deleted',
        security,
        body: batchDeleteInput,
        response: { 200: envelopeOf(batchDeleteResponse) },
      },
    },
    async (request) => {
      const result = await batchDeleteInterviews(app.db, currentUser(request).userId, request.body.ids);
      return ok(result, HISTORY_MESSAGES.batchDeleted(result.count));
    },
  );

  app.get(
    '/api/interview/getLastDeleteInterview',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The user’s most recently deleted interview that can still be restored, or null',
        security,
        response: { 200: envelopeOf(lastDeletedInterview) },
      },
    },
    async (request) => ok(await findLastDeleted(app.db, currentUser(request).userId)),
  );

  app.post(
    '/api/interview/restoreInterview/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Restore one of the user’s deleted interviews',
        security,
        params: restoreInterviewParams,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await restoreInterview(app.db, currentUser(request).userId, request.params.id);
      return ok(null, HISTORY_MESSAGES.restored);
    },
  );

  app.get(
    '/api/interview/trend',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Scores of the user’s latest finished interviews, oldest first, for the trend chart',
        security,
        response: { 200: envelopeOf(interviewTrendResponse) },
      },
    },
    async (request) => ok(await scoreTrend(app.db, currentUser(request).userId)),
  );
};
