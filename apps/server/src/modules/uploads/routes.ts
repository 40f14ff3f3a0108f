// Routes of the uploads domain (filled in by issue 3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const uploadRoutes: FastifyPluginAsyncZod = async () => {};
