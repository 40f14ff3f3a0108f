// GET /api/site/info: the operator, contact and ICP filing the footer names, and the job map's tiles, straight
// from the settings.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../http/contract.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { SITE_OPERATOR, SITE_CONTACT, SITE_ICP, MAP_TILE_URL } = app.config;
  // Settings do not change while the process runs: one answer for every request.
  const info = {
    operator: SITE_OPERATOR || null,
    contact: SITE_CONTACT || null,
    icp: SITE_ICP || null,
    map_tile_url: MAP_TILE_URL,
    speech: { tts: Boolean(app.synthesizer), asr: Boolean(app.transcriber) },
  };

  registerEndpoint(
    app,
    contract.site.info,
    {
      schema: {
        tags: ['site'],
        summary: 'Who operates the site, how to reach them and its ICP filing number (null when unset)',
      },
    },
    async () => ok(info),
  );
};
