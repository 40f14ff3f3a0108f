// Routes of the feedback domain (filled in by issue 3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const feedbackRoutes: FastifyPluginAsyncZod = async () => {};
