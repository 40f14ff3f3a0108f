// The privacy endpoints of the personal center (issue 3): /api/user/export and /api/user/deleteAccount.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import type { PrivacyRegistry } from '../../infra/db/privacy.ts';
import { USER_MESSAGES } from '../users/index.ts';
import { deleteAccount, exportUserData, type PrivacyServiceDeps } from './service.ts';

const security = [{ token: [] }];

export const privacyRoutes: FastifyPluginAsyncZod<{ registry: PrivacyRegistry }> = async (
  app,
  { registry },
) => {
  const deps: PrivacyServiceDeps = { db: app.db, storage: app.storage, registry };

  registerEndpoint(
    app,
    contract.privacy.exportData,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Download everything of the user as a JSON file (my-data-YYYYMMDD.json)',
        security,
        // Nothing to give: a stray parameter is refused by name rather than silently ignored.
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportUserData(deps, currentUser(request).userId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  registerEndpoint(
    app,
    contract.privacy.deleteAccount,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Close the account and erase its data (password or SMS `reset` code)',
        security,
      },
    },
    async (request) => {
      await deleteAccount(
        {
          ...deps,
          kv: app.kv,
          onStorageError: (err, key) =>
            request.log.warn({ err, key }, 'file of a closed account not removed'),
        },
        currentUser(request),
        { ...request.body, ip: request.ip },
      );
      return ok(null, USER_MESSAGES.accountDeleted);
    },
  );
};
