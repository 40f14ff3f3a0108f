// The account's credential pages (personal center, SPEC §7): changing the password and the bound mobile.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { bindMobile, changePassword } from './security.ts';

const security = [{ token: [] }];

export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    contract.auth.changePassword,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Set a new password (SMS `reset` code or old password); signs out the other sessions',
        security,
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

  registerEndpoint(
    app,
    contract.auth.bindMobile,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Change the bound mobile (old + new `bind` codes); answers the new profile',
        security,
      },
    },
    async (request) => ok(await bindMobile({ db: app.db, kv: app.kv }, currentUser(request), request.body)),
  );
};
