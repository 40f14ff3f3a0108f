// GET /api/company/logo/{id}.svg: the generated monogram logo of a company.
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../http/contract.ts';
import { NotFoundError } from '../../http/errors.ts';
import { renderLogoSvg } from './logo.ts';
import { getCompanyName } from './repo.ts';

// A logo only changes when its company is renamed, which is rare: cache it for a week, then revalidate
// in the background, so job lists never wait on logos.
const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    contract.companies.logo,
    {
      schema: {
        tags: ['companies'],
        summary: 'Monogram logo of a company (SVG)',
      },
    },
    async (request, reply) => {
      const name = await getCompanyName(app.db, request.params.id);
      if (name === undefined) throw new NotFoundError('公司不存在');
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(renderLogoSvg(request.params.id, name));
    },
  );
};
