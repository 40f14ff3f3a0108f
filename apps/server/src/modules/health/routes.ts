// GET /api/health: answers only after the database has answered a query.
import { failure, ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerEndpoint } from '../../http/contract.ts';
import { envelopeOf } from '../../http/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    contract.health.check,
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 503: envelopeOf(z.object({ db: z.literal('error') })) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return ok({ db: 'ok' as const });
      } catch (err) {
        request.log.error({ err }, 'health check failed');
        return reply.code(503).send(failure('数据库不可用', { db: 'error' as const }));
      }
    },
  );
};
