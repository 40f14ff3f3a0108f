// Routes of the users domain (filled in by issue 3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const userRoutes: FastifyPluginAsyncZod = async () => {};
