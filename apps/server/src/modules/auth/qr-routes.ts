// Routes of QR login: create, watch (WebSocket, or polling), scan and confirm on the phone, exchange.
import { ok } from '@app/shared/api';
import { type QrLoginState, qrLoginEvent } from '@app/shared/auth';
import { contract } from '@app/shared/contract';
import { SOCKET_CLOSE } from '@app/shared/socket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint, socketOf } from '../../http/contract.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { channel, socketRoute } from '../../http/ws.ts';
import { describeDevice } from '../users/index.ts';
import { AUTH_MESSAGES } from './messages.ts';
import {
  confirmQr,
  createQrLogin,
  exchangeQr,
  isTerminal,
  loadQr,
  QR_KEYS,
  type QrDeps,
  qrAccess,
  qrStatus,
  scanQr,
} from './qr-service.ts';
import { clientOf, originOf } from './route-helpers.ts';

/** States only move forward; a late message never takes a watcher back. */
const RANK: Record<QrLoginState, number> = { waiting: 0, scanned: 1, confirmed: 2, cancelled: 2, expired: 2 };

export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: QrDeps = { db: app.db, kv: app.kv, pubsub: app.pubsub };

  registerEndpoint(
    app,
    contract.auth.qrCreate,
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a QR login code (the desktop); valid for 120 s',
      },
    },
    async (request) =>
      ok(
        await createQrLogin(deps, {
          origin: originOf(request, app.config),
          device: describeDevice(request.headers['user-agent']),
          ip: request.ip,
          scene: request.body?.scene,
        }),
      ),
  );

  // Checked before the upgrade: a wrong secret never gets a socket, so nothing flows to it.
  socketRoute(app, {
    ...socketOf(contract.auth.qrSocket),
    authenticate: async (request) => {
      const { id, secret } = request.query;
      if ((await qrAccess(deps, id, secret)) === 'forbidden')
        throw new ForbiddenError(AUTH_MESSAGES.qrInvalid);
      return request.query;
    },
    open: async (socket, { id }) => {
      let last: QrLoginState | undefined;
      let timer: NodeJS.Timeout | undefined;
      socket.onClose(() => clearTimeout(timer));
      const push = (state: QrLoginState) => {
        if (last !== undefined && RANK[state] <= RANK[last]) return;
        last = state;
        socket.send({ state });
        if (isTerminal(state)) socket.close(SOCKET_CLOSE.normal);
      };
      // Follow before reading, so a change between the read and the subscription is not missed.
      await socket.follow(channel(QR_KEYS.channel(id), qrLoginEvent), ({ state }) => push(state));
      const record = await loadQr(app.kv, id);
      if (!record) return push('expired');
      push(record.state);
      // Nobody may act before the code runs out: the watcher still hears that it has.
      timer = setTimeout(() => push('expired'), Math.max(0, record.expires_at - Date.now()));
    },
  });

  registerEndpoint(
    app,
    contract.auth.qrStatus,
    {
      logLevel: 'warn',
      schema: {
        tags: ['auth'],
        summary: 'State of a QR login code by polling (fallback of the socket)',
      },
    },
    async (request) => ok({ state: await qrStatus(deps, request.query.id, request.query.secret) }),
  );

  registerEndpoint(
    app,
    contract.auth.qrScan,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The phone scanned a QR login code; answers where the login comes from',
        security: [{ token: [] }],
      },
    },
    async (request) => ok(await scanQr(deps, request.body.id, currentUser(request))),
  );

  registerEndpoint(
    app,
    contract.auth.qrConfirm,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The phone approves or cancels the login',
        security: [{ token: [] }],
      },
    },
    async (request) => ok(await confirmQr(deps, request.body.id, currentUser(request), request.body.approve)),
  );

  registerEndpoint(
    app,
    contract.auth.qrExchange,
    {
      schema: {
        tags: ['auth'],
        summary: 'The desktop collects its token once the phone confirmed (once only)',
      },
    },
    async (request) =>
      ok(
        await exchangeQr(deps, request.body.id, request.body.secret, clientOf(request)),
        AUTH_MESSAGES.loginOk,
      ),
  );
};
