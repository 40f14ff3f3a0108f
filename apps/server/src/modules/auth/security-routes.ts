// The account's credential pages (personal center, SPEC §7): changing the password and the bound mobile.
import { ok } from '@app/shared/api';
import { bindMobileInput, changePasswordInput, userCenterResponse } from '@app/shared/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf } from '../../http/envelope.ts';
import { bindMobile, changePassword } from './security.ts';

const security = [{ token: [] }];

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/user/changePassword',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Set a new password (SMS `reset` code or old password); signs out the other sessions',
        security,
        body: changePasswordInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await changePassword({ db: app.db, kv: app.kv }, currentUser(request), {
        ...request.body,
        ip: request.ip,
      });
      return ok(null);
    },
  );

  app.post(
    '/api/user/bindMobile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Change the bound mobile (old + new `bind` codes); answers the new profile',
        security,
        body: bindMobileInput,
        response: { 200: envelopeOf(userCenterResponse) },
      },
    },
    async (request) => ok(await bindMobile({ db: app.db, kv: app.kv }, currentUser(request), request.body)),
  );
};
