// Test data the product's API cannot make: interviews on past dates (the browser tests' history of thirty
// records over eleven days). Registered only when NODE_ENV is test (app.ts), so no other server has it;
// routes.test.ts checks both.
import { ok } from '@app/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { limitedRouteOptions } from '../../http/contract.ts';
import { interviews } from './tables.ts';

export const TEST_INTERVIEWS_PATH = '/api/test/interviews';

const testInterviews = z.object({
  rows: z
    .array(
      z.object({
        name: z.string().min(1),
        position: z.string(),
        status: z.enum(['preparing', 'ongoing', 'finished']),
        score: z.number().int().min(0).max(100).nullable(),
        created_at: z.iso.datetime(),
      }),
    )
    .max(100),
});

/** Adds the rows to the logged-in user's interviews; answers their ids in the order given. */
export const interviewTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    TEST_INTERVIEWS_PATH,
    {
      onRequest: app.authenticate,
      ...limitedRouteOptions(app, 'POST', TEST_INTERVIEWS_PATH),
      schema: { body: testInterviews, hide: true },
    },
    async (request) => {
      const userId = currentUser(request).userId;
      const ids: number[] = [];
      // One at a time, in order: ids follow the rows as given.
      for (const row of request.body.rows) {
        const [made] = await app.db
          .insert(interviews)
          .values({
            userId,
            interviewName: row.name,
            interviewPosition: row.position,
            status: row.status,
            overallScore: row.score,
            createdAt: new Date(row.created_at),
          })
          .returning({ id: interviews.id });
        ids.push(made!.id);
      }
      return ok(ids);
    },
  );
};
