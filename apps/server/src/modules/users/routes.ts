// The account's own endpoints (SPEC §7 Account and user; issue 3 personal center): /api/user/*.
import {
  bindMobileInput,
  changePasswordInput,
  deleteAccountInput,
  deviceIdInput,
  deviceListResponse,
  setInfoInput,
  updateSettingsInput,
  updateUserInput,
  userCenterResponse,
  userInfoQuery,
  userInfoResponse,
  userSettings,
  wechatCodeInput,
} from '@app/shared/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, TOKEN_INVALID, TOKEN_MISSING, tokenOf } from '../../http/auth.ts';
import { emptyEnvelope, envelopeOf } from '../../http/envelope.ts';
import { BadRequestError, UnauthorizedError } from '../../http/errors.ts';
import { resolveToken } from '../auth/tokens.ts';
import { USER_MESSAGES } from './messages.ts';
import { deleteAccount, exportUserData } from './privacy.ts';
import { bindMobile, changePassword } from './security.ts';
import * as users from './service.ts';

// Response schemas take `data` as nullable: a business failure answers code 0 with `data: null` on the same 200.
const ok = <T>(data: T, msg = 'success') => ({ code: 1 as const, msg, data });
const security = [{ token: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  /** SPEC §7 lets /api/user/info take `?token=`; the header still wins, and no other route reads the query. */
  const authenticateHeaderOrQuery = async (request: FastifyRequest) => {
    if (tokenOf(request)) return app.authenticate(request);
    const query = userInfoQuery.safeParse(request.query);
    if (!query.success) throw new BadRequestError(USER_MESSAGES.badQueryToken);
    const token = query.data.token?.trim();
    if (!token) throw new UnauthorizedError(TOKEN_MISSING);
    request.auth = await resolveToken(app.db, token);
    if (!request.auth) throw new UnauthorizedError(TOKEN_INVALID);
  };

  app.get(
    '/api/user/info',
    {
      onRequest: authenticateHeaderOrQuery,
      schema: {
        tags: ['user'],
        summary: 'Who is logged in (token header, or ?token=)',
        security,
        querystring: userInfoQuery,
        response: { 200: envelopeOf(userInfoResponse) },
      },
    },
    async (request) => ok(await users.getUserInfo(app.db, currentUser(request).userId)),
  );

  app.get(
    '/api/user/center',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The profile of the personal center',
        security,
        response: { 200: envelopeOf(userCenterResponse) },
      },
    },
    async (request) => ok(await users.getUserCenter(app.db, currentUser(request).userId)),
  );

  app.post(
    '/api/user/updateUser',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Update profile fields (only those given); answers the new profile',
        security,
        body: updateUserInput,
        response: { 200: envelopeOf(userCenterResponse) },
      },
    },
    async (request) => ok(await users.updateProfile(app.db, currentUser(request).userId, request.body)),
  );

  app.post(
    '/api/user/setInfo',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Update one profile field; answers the new profile',
        security,
        body: setInfoInput,
        response: { 200: envelopeOf(userCenterResponse) },
      },
    },
    async (request) => {
      const { field, value } = request.body;
      return ok(await users.setProfileField(app.db, currentUser(request).userId, field, value));
    },
  );

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

  for (const path of ['/api/user/bindMnp', '/api/user/bindOa', '/api/user/getMobileByMnp']) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['user'],
          summary: 'WeChat mini-program / official account: not offered (answers code 0)',
          security,
          body: wechatCodeInput.optional(),
          response: { 200: emptyEnvelope },
        },
      },
      async () => users.refuseWechatMiniBinding(Boolean(app.config.WECHAT_APPID)),
    );
  }

  app.get(
    '/api/user/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'General and privacy settings',
        security,
        response: { 200: envelopeOf(userSettings) },
      },
    },
    async (request) => ok(await users.getSettings(app.db, currentUser(request).userId)),
  );

  app.post(
    '/api/user/settings',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Change settings (partial; notifications merge key by key); answers the new settings',
        security,
        body: updateSettingsInput,
        response: { 200: envelopeOf(userSettings) },
      },
    },
    async (request) => ok(await users.updateSettings(app.db, currentUser(request).userId, request.body)),
  );

  app.get(
    '/api/user/devices',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Sessions logged in now, newest first; `current` marks the caller',
        security,
        response: { 200: envelopeOf(deviceListResponse) },
      },
    },
    async (request) => ok(await users.listDevices(app.db, currentUser(request))),
  );

  app.post(
    '/api/user/devices/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Log one session out (the current one too)',
        security,
        body: deviceIdInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await users.logoutDevice(app.db, currentUser(request), request.body.id);
      return ok(null);
    },
  );

  app.get(
    '/api/user/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Download everything of the user as a JSON file (my-data-YYYYMMDD.json)',
        security,
        produces: ['application/json'],
      },
    },
    async (request, reply) => {
      const { fileName, body } = await exportUserData(app, currentUser(request).userId);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/api/user/deleteAccount',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Close the account and erase its data (password or SMS `reset` code)',
        security,
        body: deleteAccountInput,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await deleteAccount(
        {
          db: app.db,
          kv: app.kv,
          storage: app.storage,
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
