// Routes of logging in and out (SPEC §7 Account and user): SMS codes, the login forms, register, reset.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { NotFoundError } from '../../http/errors.ts';
import { ConsoleSms } from '../../infra/sms/console-sms.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { qrRoutes } from './qr-routes.ts';
import { clientOf, fromLoopback } from './route-helpers.ts';
import { securityRoutes } from './security-routes.ts';
import {
  type AuthDeps,
  accountLogin,
  forgotPassword,
  logout,
  mobileLogin,
  register,
  resetPassword,
  sendCode,
} from './service.ts';
import { wechatRoutes } from './wechat-routes.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log?: { warn: (obj: object, msg: string) => void }): AuthDeps => ({
    db: app.db,
    kv: app.kv,
    sms: app.sms,
    onSendError: (err) => log?.warn({ err }, 'sms send failed'),
  });
  const outbox = !app.config.isProduction && app.sms instanceof ConsoleSms ? app.sms : null;

  registerEndpoint(
    app,
    contract.auth.sendCode,
    {
      onRequest: app.identify,
      schema: {
        tags: ['auth'],
        summary: 'Send an SMS verification code (scene login, register, reset or bind)',
      },
    },
    async (request) => {
      const data = await sendCode(deps(request.log), {
        ...request.body,
        ip: request.ip,
        callerId: request.auth?.userId ?? null,
      });
      return ok(data, AUTH_MESSAGES.codeSent);
    },
  );

  // The outbox hands out codes that log anyone in: only to this machine (the server listens on 0.0.0.0, so a
  // neighbour on the network would otherwise read every code). Others hear what an unknown path answers.
  if (outbox) {
    registerEndpoint(
      app,
      contract.auth.devSmsLatest,
      {
        // Before validation, so that others learn nothing, not even that the path exists.
        onRequest: async (request) => {
          if (!fromLoopback(request)) throw new NotFoundError(AUTH_MESSAGES.noSuchPath);
        },
        schema: {
          tags: ['auth'],
          summary: 'Development only, loopback connections only: the last code the console outbox sent',
        },
      },
      async (request) => {
        const entry = await outbox.latest(request.query.mobile);
        if (!entry) throw new NotFoundError(AUTH_MESSAGES.outboxEmpty);
        return ok(entry);
      },
    );
  }

  registerEndpoint(
    app,
    contract.auth.config,
    {
      schema: {
        tags: ['auth'],
        summary: 'Which ways of logging in this deployment offers',
      },
    },
    async (request) =>
      ok({
        wechat: Boolean(app.config.WECHAT_APPID && app.config.WECHAT_SECRET),
        sms_outbox: outbox !== null && fromLoopback(request),
      }),
  );

  registerEndpoint(
    app,
    contract.auth.mobileLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in by mobile and SMS code; a new mobile becomes a new account',
      },
    },
    async (request) => ok(await mobileLogin(deps(), request.body, clientOf(request)), AUTH_MESSAGES.loginOk),
  );

  registerEndpoint(
    app,
    contract.auth.accountLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in by account name (or mobile) and password',
      },
    },
    async (request) => ok(await accountLogin(deps(), request.body, clientOf(request)), AUTH_MESSAGES.loginOk),
  );

  registerEndpoint(
    app,
    contract.auth.legacyLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Old admin-template login path; answers like /api/login/account',
      },
    },
    async (request) => {
      const { username, password } = request.body;
      return ok(
        await accountLogin(deps(), { account: username, password }, clientOf(request)),
        AUTH_MESSAGES.loginOk,
      );
    },
  );

  registerEndpoint(
    app,
    contract.auth.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Register by mobile, SMS code (scene register) and password; logs in',
      },
    },
    async (request) =>
      ok(
        await register(deps(), { ...request.body, ip: request.ip }, clientOf(request)),
        AUTH_MESSAGES.registerOk,
      ),
  );

  registerEndpoint(
    app,
    contract.auth.logout,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the token of this call',
        security: [{ token: [] }],
      },
    },
    async (request) => {
      await logout(deps(), currentUser(request).tokenId);
      return ok(null, AUTH_MESSAGES.logoutOk);
    },
  );

  registerEndpoint(
    app,
    contract.auth.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password, step 1: prove the mobile with a reset code; answers a reset token',
      },
    },
    async (request) => ok(await forgotPassword(deps(), { ...request.body, ip: request.ip })),
  );

  registerEndpoint(
    app,
    contract.auth.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgotten password, step 2: set the new password; every session is signed out',
      },
    },
    async (request) => {
      await resetPassword(deps(), { ...request.body, ip: request.ip });
      return ok(null, AUTH_MESSAGES.resetOk);
    },
  );

  await app.register(qrRoutes);
  await app.register(wechatRoutes);
  await app.register(securityRoutes);
};
