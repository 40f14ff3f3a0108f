// POST /api/consult: the job-coaching and company consult form. No login needed (/qzpp is public), so
// the requests one address may send are limited.
import { ok } from '@app/shared/api';
import { CONSULT_MESSAGES } from '@app/shared/coaching';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../http/contract.ts';
import { rateLimiter } from '../../http/rate-limit.ts';
import { submitConsult } from './service.ts';

/** A person corrects a form a few times; more than this from one address in an hour is a script. */
const CONSULT_RATE = { name: 'consult', limit: 10, windowSeconds: 3600 };

export const coachingRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = rateLimiter(app.kv, CONSULT_RATE);
  registerEndpoint(
    app,
    contract.consult.submit,
    {
      onRequest: app.identify,
      schema: {
        tags: ['coaching'],
        summary:
          'Ask for a call back about coaching or hiring; a second request from the phone within a day updates the first',
      },
    },
    async (request) => {
      await limiter.consume(request.ip, CONSULT_MESSAGES.tooMany);
      const answer = await submitConsult(app.db, request.auth?.userId ?? null, request.body);
      return ok(answer, answer.updated ? CONSULT_MESSAGES.updated : CONSULT_MESSAGES.received);
    },
  );
};
