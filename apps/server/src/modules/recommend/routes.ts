// SPEC §7 recommendations: /api/recommend/getRecommendVideo, moreList, getRecommendId, getRecommendResult, add.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { RECOMMEND_MESSAGES } from '@app/shared/recommend';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import {
  addToTalentPool,
  moreJobs,
  recommendId,
  recommendResult,
  recommendVideos,
  talentPoolStatus,
  withdrawFromTalentPool,
} from './service.ts';

const security = [{ token: [] }];
const tags = ['recommend'];

export const recommendRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    contract.recommend.videos,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Learning videos for the weakest measured dimensions of one of the user’s finished interviews',
        security,
      },
    },
    async (request) =>
      ok(await recommendVideos(app.db, currentUser(request).userId, request.body.interviewId)),
  );

  registerEndpoint(
    app,
    contract.recommend.moreJobs,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Open jobs matching an interview’s position and scores, or a position named',
        security,
      },
    },
    async (request) => ok(await moreJobs(app.db, currentUser(request).userId, request.query)),
  );

  registerEndpoint(
    app,
    contract.recommend.recommendId,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Store (or reuse, within a day) a run of jobs recommended for an interview; its id',
        security,
      },
    },
    async (request) =>
      ok({ recommend_id: await recommendId(app.db, currentUser(request).userId, request.body.interviewId) }),
  );

  registerEndpoint(
    app,
    contract.recommend.result,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The jobs of one of the user’s recommendation runs (those still open)',
        security,
      },
    },
    async (request) => ok(await recommendResult(app.db, currentUser(request).userId, request.query)),
  );

  registerEndpoint(
    app,
    contract.recommend.addToTalentPool,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Send a finished interview’s result to the talent pool (idempotent; respects the privacy setting)',
        security,
      },
    },
    async (request) => {
      const result = await addToTalentPool(app.db, currentUser(request).userId, request.body.interviewId);
      return ok(
        result,
        result.added ? RECOMMEND_MESSAGES.talentPoolAdded : RECOMMEND_MESSAGES.talentPoolAlready,
      );
    },
  );

  registerEndpoint(
    app,
    contract.recommend.talentPoolStatus,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Whether an interview is in the talent pool, and the user’s 人才库可见',
        security,
      },
    },
    async (request) =>
      ok(await talentPoolStatus(app.db, currentUser(request).userId, request.query.interviewId)),
  );

  registerEndpoint(
    app,
    contract.recommend.withdrawFromTalentPool,
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Withdraw an interview from the talent pool (idempotent)', security },
    },
    async (request) =>
      ok(
        await withdrawFromTalentPool(app.db, currentUser(request).userId, request.body.interviewId),
        RECOMMEND_MESSAGES.talentPoolWithdrawn,
      ),
  );
};
