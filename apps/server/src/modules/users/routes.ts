// The account's own endpoints (SPEC §7 Account and user; issue 3 personal center): /api/user/*.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { userInfoQuery } from '@app/shared/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, TOKEN_INVALID, TOKEN_MISSING, tokenOf } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { BadRequestError, UnauthorizedError } from '../../http/errors.ts';
import { USER_MESSAGES } from './messages.ts';
import * as users from './service.ts';
import { resolveToken } from './tokens.ts';

const security = [{ token: [] }];

export interface UserRoutesOptions {
  resolveAvatar: users.AvatarResolver;
}

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { resolveAvatar }) => {
  const profileDeps = { db: app.db, resolveAvatar };

  /** SPEC §7 lets /api/user/info take `?token=`; the header still wins, and no other route reads the query. */
  const authenticateHeaderOrQuery = async (request: FastifyRequest) => {
    if (tokenOf(request)) return app.authenticate(request);
    const query = userInfoQuery.safeParse(request.query);
    if (!query.success) throw new BadRequestError(USER_MESSAGES.badQueryToken);
    const token = query.data.token?.trim();
    if (!token) throw new UnauthorizedError(TOKEN_MISSING);
    request.auth = await resolveToken(app.db, token);
    if (!request.auth) throw new UnauthorizedError(TOKEN_INVALID, true);
  };

  registerEndpoint(
    app,
    contract.users.info,
    {
      onRequest: authenticateHeaderOrQuery,
      schema: {
        tags: ['user'],
        summary: 'Who is logged in (token header, or ?token=)',
        security,
      },
    },
    async (request) => ok(await users.getUserInfo(app.db, currentUser(request).userId)),
  );

  registerEndpoint(
    app,
    contract.users.center,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The profile of the personal center',
        security,
      },
    },
    async (request) => ok(await users.getUserCenter(app.db, currentUser(request).userId)),
  );

  registerEndpoint(
    app,
    contract.users.updateUser,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Update profile fields (only those given); answers the new profile',
        security,
      },
    },
    async (request) => ok(await users.updateProfile(profileDeps, currentUser(request).userId, request.body)),
  );

  registerEndpoint(
    app,
    contract.users.setInfo,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Update one profile field; answers the new profile',
        security,
      },
    },
    async (request) => {
      const { field, value } = request.body;
      return ok(await users.setProfileField(profileDeps, currentUser(request).userId, field, value));
    },
  );

  for (const endpoint of [contract.users.bindMnp, contract.users.bindOa, contract.users.getMobileByMnp]) {
    registerEndpoint(
      app,
      endpoint,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['user'],
          summary: 'WeChat mini-program / official account: not offered (answers code 0)',
          security,
        },
      },
      async () => users.refuseWechatMiniBinding(Boolean(app.config.WECHAT_APPID)),
    );
  }

  registerEndpoint(
    app,
    contract.users.settings,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'General and privacy settings',
        security,
      },
    },
    async (request) => ok(await users.getSettings(app.db, currentUser(request).userId)),
  );

  registerEndpoint(
    app,
    contract.users.updateSettings,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Change settings (partial; notifications merge key by key); answers the new settings',
        security,
      },
    },
    async (request) => ok(await users.updateSettings(app.db, currentUser(request).userId, request.body)),
  );

  registerEndpoint(
    app,
    contract.users.devices,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Sessions logged in now, newest first; `current` marks the caller',
        security,
      },
    },
    async (request) => ok(await users.listDevices(app.db, currentUser(request))),
  );

  registerEndpoint(
    app,
    contract.users.logoutDevice,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Log one session out (the current one too)',
        security,
      },
    },
    async (request) => {
      await users.logoutDevice(app.db, currentUser(request), request.body.id);
      return ok(null);
    },
  );
};
