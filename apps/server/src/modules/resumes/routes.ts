// Routes of the resumes domain (filled in by issue 3).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const resumeRoutes: FastifyPluginAsyncZod = async () => {};
