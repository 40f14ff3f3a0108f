// SPEC §7 Expectations: a seeker's saved job expectations (the hot-jobs dropdown and its dialog).
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { EXPECTATION_MESSAGES } from '@app/shared/expectations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import {
  addExpectation,
  deleteExpectation,
  editExpectation,
  getExpectation,
  listExpectations,
} from './service.ts';

const security = [{ token: [] }];

export const expectationRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC §7 names both paths; each answers the user's own expectations.
  for (const endpoint of [contract.expectations.list, contract.expectations.listOfUser]) {
    registerEndpoint(
      app,
      endpoint,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['expectations'],
          summary: 'The user’s job expectations, oldest first',
          security,
        },
      },
      async (request) => ok(await listExpectations(app.db, currentUser(request).userId)),
    );
  }

  registerEndpoint(
    app,
    contract.expectations.detail,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'One of the user’s job expectations',
        security,
      },
    },
    async (request) => ok(await getExpectation(app.db, currentUser(request).userId, request.query.id)),
  );

  registerEndpoint(
    app,
    contract.expectations.add,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'Add a job expectation (interns: the salary range as one string in expected_salary_start)',
        security,
      },
    },
    async (request) =>
      ok(await addExpectation(app.db, currentUser(request).userId, request.body), EXPECTATION_MESSAGES.added),
  );

  registerEndpoint(
    app,
    contract.expectations.edit,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'Change one of the user’s job expectations',
        security,
      },
    },
    async (request) =>
      ok(
        await editExpectation(app.db, currentUser(request).userId, request.body),
        EXPECTATION_MESSAGES.updated,
      ),
  );

  registerEndpoint(
    app,
    contract.expectations.delete,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'Delete one of the user’s job expectations',
        security,
      },
    },
    async (request) => {
      await deleteExpectation(app.db, currentUser(request).userId, request.query.id);
      return ok(null, EXPECTATION_MESSAGES.deleted);
    },
  );
};
