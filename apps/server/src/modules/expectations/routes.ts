// SPEC §7 Expectations: a seeker's saved job expectations (the hot-jobs dropdown and its dialog).
import { ok } from '@app/shared/api';
import {
  addExpectationInput,
  EXPECTATION_MESSAGES,
  editExpectationInput,
  expectationIdQuery,
  expectationResponse,
} from '@app/shared/expectations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf, pagedEnvelopeOf } from '../../http/envelope.ts';
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
  for (const url of ['/api/userExpect/list', '/api/userExpect/user']) {
    app.get(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['expectations'],
          summary: 'The user’s job expectations, oldest first',
          security,
          response: { 200: pagedEnvelopeOf(expectationResponse) },
        },
      },
      async (request) => ok(await listExpectations(app.db, currentUser(request).userId)),
    );
  }

  app.get(
    '/api/userExpect/detail',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'One of the user’s job expectations',
        security,
        querystring: expectationIdQuery,
        response: { 200: envelopeOf(expectationResponse) },
      },
    },
    async (request) => ok(await getExpectation(app.db, currentUser(request).userId, request.query.id)),
  );

  app.post(
    '/api/userExpect/add',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'Add a job expectation (interns: the salary range as one string in expected_salary_start)',
        security,
        body: addExpectationInput,
        response: { 200: envelopeOf(expectationResponse) },
      },
    },
    async (request) =>
      ok(await addExpectation(app.db, currentUser(request).userId, request.body), EXPECTATION_MESSAGES.added),
  );

  app.post(
    '/api/userExpect/edit',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'Change one of the user’s job expectations',
        security,
        body: editExpectationInput,
        response: { 200: envelopeOf(expectationResponse) },
      },
    },
    async (request) =>
      ok(
        await editExpectation(app.db, currentUser(request).userId, request.body),
        EXPECTATION_MESSAGES.updated,
      ),
  );

  app.delete(
    '/api/userExpect/delete',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['expectations'],
        summary: 'Delete one of the user’s job expectations',
        security,
        querystring: expectationIdQuery,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteExpectation(app.db, currentUser(request).userId, request.query.id);
      return ok(null, EXPECTATION_MESSAGES.deleted);
    },
  );
};
