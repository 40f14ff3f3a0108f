// Routes of WeChat Open Platform login and binding (only when WECHAT_APPID and WECHAT_SECRET are set).
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../http/contract.ts';
import { UnauthorizedError } from '../../http/errors.ts';
import { WechatOAuth } from '../../infra/wechat/wechat-oauth.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { clientOf, originOf } from './route-helpers.ts';
import { exchangeWechatTicket, finishWechat, safeReturnPath, startWechat } from './wechat-service.ts';

export const wechatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const wechat =
    config.WECHAT_APPID && config.WECHAT_SECRET
      ? new WechatOAuth({
          appId: config.WECHAT_APPID,
          secret: config.WECHAT_SECRET,
          apiBase: config.WECHAT_API_BASE,
          openBase: config.WECHAT_OPEN_BASE,
        })
      : null;

  registerEndpoint(
    app,
    contract.auth.wechatScanCode,
    {
      onRequest: app.identify,
      schema: {
        tags: ['auth'],
        summary: "WeChat's login QR page for logging in, or (with a token) binding WeChat to the account",
      },
    },
    async (request) => {
      const purpose = request.query.purpose ?? 'login';
      if (purpose === 'bind' && !request.auth) throw new UnauthorizedError();
      const origin = originOf(request, config);
      const returnPath = safeReturnPath(request.query.url, [origin, originOf(request, {})]);
      const data = await startWechat(
        { kv: app.kv, wechat },
        {
          purpose,
          returnPath,
          ...(request.auth ? { userId: request.auth.userId } : {}),
          redirectUri: `${origin}/api/login/wechat/callback`,
          ip: request.ip,
        },
      );
      return ok(data);
    },
  );

  // WeChat's `code` and our `state` are in the query string: kept out of the request log.
  registerEndpoint(
    app,
    contract.auth.wechatCallback,
    {
      logLevel: 'warn',
      schema: {
        tags: ['auth'],
        summary: 'Where WeChat sends the browser back; redirects to the return path with the outcome',
      },
    },
    async (request, reply) => {
      const location = await finishWechat(
        { db: app.db, kv: app.kv, wechat, log: request.log },
        request.query,
      );
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  registerEndpoint(
    app,
    contract.auth.wechatExchange,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the one-time wx_ticket of the return page for a login',
      },
    },
    async (request) =>
      ok(
        await exchangeWechatTicket(
          { db: app.db, kv: app.kv, wechat },
          request.body.ticket,
          clientOf(request),
        ),
        AUTH_MESSAGES.loginOk,
      ),
  );
};
