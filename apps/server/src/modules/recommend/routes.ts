// SPEC §7 recommendations: /api/recommend/getRecommendVideo, moreList, getRecommendId, getRecommendResult, add.
import { ok } from '@app/shared/api';
import { jobResponse } from '@app/shared/jobs';
import {
  moreListQuery,
  RECOMMEND_MESSAGES,
  recommendIdResponse,
  recommendInterviewInput,
  recommendResultQuery,
  recommendResultResponse,
  recommendVideoResponse,
  talentPoolResponse,
} from '@app/shared/recommend';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { envelopeOf, pagedEnvelopeOf } from '../../http/envelope.ts';
import { addToTalentPool, moreJobs, recommendId, recommendResult, recommendVideos } from './service.ts';

const security = [{ token: [] }];
const tags = ['recommend'];

export const recommendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recommend/getRecommendVideo',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Learning videos for the weakest measured dimensions of one of the user’s finished interviews',
        security,
        body: recommendInterviewInput,
        response: { 200: envelopeOf(recommendVideoResponse) },
      },
    },
    async (request) =>
      ok(await recommendVideos(app.db, currentUser(request).userId, request.body.interviewId)),
  );

  app.get(
    '/api/recommend/moreList',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Open jobs matching an interview’s position and scores, or a position named',
        security,
        querystring: moreListQuery,
        response: { 200: pagedEnvelopeOf(jobResponse) },
      },
    },
    async (request) => ok(await moreJobs(app.db, currentUser(request).userId, request.query)),
  );

  app.post(
    '/api/recommend/getRecommendId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Store (or reuse, within a day) a run of jobs recommended for an interview; its id',
        security,
        body: recommendInterviewInput,
        response: { 200: envelopeOf(recommendIdResponse) },
      },
    },
    async (request) =>
      ok({ recommend_id: await recommendId(app.db, currentUser(request).userId, request.body.interviewId) }),
  );

  app.get(
    '/api/recommend/getRecommendResult',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The jobs of one of the user’s recommendation runs (those still open)',
        security,
        querystring: recommendResultQuery,
        response: { 200: envelopeOf(recommendResultResponse) },
      },
    },
    async (request) => ok(await recommendResult(app.db, currentUser(request).userId, request.query)),
  );

  app.post(
    '/api/recommend/add',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Send a finished interview’s result to the talent pool (idempotent; respects the privacy setting)',
        security,
        body: recommendInterviewInput,
        response: { 200: envelopeOf(talentPoolResponse) },
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
};
