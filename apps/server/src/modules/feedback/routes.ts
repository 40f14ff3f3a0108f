// POST /api/feedback/submit (SPEC §7; a login is needed, SPEC §6).
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { FEEDBACK_MESSAGES } from '@app/shared/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { submitFeedback } from './service.ts';

export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    contract.feedback.submit,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback: emojiIndex 0-4 (非常满意 … 非常不满意), feedbackText, source',
        security: [{ token: [] }],
      },
    },
    async (request) => {
      await submitFeedback(app.db, currentUser(request).userId, request.body);
      return ok(null, FEEDBACK_MESSAGES.success);
    },
  );
};
