// Routes of QR login: create, watch (WebSocket, or polling), scan and confirm on the phone, exchange.
import {
  loginResponse,
  type QrLoginState,
  qrLoginConfirmInput,
  qrLoginCreateInput,
  qrLoginCreateResponse,
  qrLoginEvent,
  qrLoginExchangeInput,
  qrLoginIdInput,
  qrLoginScanResponse,
  qrLoginWatchInput,
} from '@app/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { currentUser } from '../../http/auth.ts';
import { envelopeOf } from '../../http/envelope.ts';
import { ForbiddenError } from '../../http/errors.ts';
import type { Unsubscribe } from '../../infra/pubsub/pubsub.ts';
import { describeDevice } from '../users/user-agent.ts';
import { AUTH_MESSAGES } from './messages.ts';
import {
  confirmQr,
  createQrLogin,
  exchangeQr,
  isTerminal,
  loadQr,
  type QrDeps,
  qrAccess,
  qrStatus,
  scanQr,
  watchQr,
} from './qr-service.ts';
import { clientOf, ok, originOf } from './route-helpers.ts';

/** States only move forward; a late message never takes a watcher back. */
const RANK: Record<QrLoginState, number> = { waiting: 0, scanned: 1, confirmed: 2, cancelled: 2, expired: 2 };

export const qrRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: QrDeps = { db: app.db, kv: app.kv, pubsub: app.pubsub };

  app.post(
    '/api/login/qrcode/create',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a QR login code (the desktop); valid for 120 s',
        body: qrLoginCreateInput.nullish(),
        response: { 200: envelopeOf(qrLoginCreateResponse) },
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

  // The secret travels in the query string: `logLevel: 'warn'` keeps these URLs out of the request log.
  app.get(
    '/api/login/qrcode/socket',
    {
      websocket: true,
      logLevel: 'warn',
      schema: { querystring: qrLoginWatchInput },
      // Checked before the upgrade: a wrong secret never gets a socket, so nothing flows to it.
      preHandler: async (request) => {
        const { id, secret } = request.query;
        if ((await qrAccess(deps, id, secret)) === 'forbidden')
          throw new ForbiddenError(AUTH_MESSAGES.qrInvalid);
      },
    },
    (socket: WebSocket, request) => {
      const { id } = request.query;
      let last: QrLoginState | undefined;
      let done = false;
      let timer: NodeJS.Timeout | undefined;
      let unsubscribe: Unsubscribe | undefined;

      const stop = () => {
        done = true;
        clearTimeout(timer);
        const release = unsubscribe;
        unsubscribe = undefined;
        release?.().catch((err) => request.log.warn({ err }, 'qr socket unsubscribe failed'));
      };
      const push = (state: QrLoginState) => {
        if (done || (last !== undefined && RANK[state] <= RANK[last])) return;
        last = state;
        socket.send(JSON.stringify({ state }));
        if (isTerminal(state)) {
          stop();
          socket.close(1000);
        }
      };

      // Listeners first: a message sent while the subscription is being set up is not lost.
      socket.on('message', (data) => {
        let message: { type?: unknown } | null = null;
        try {
          message = JSON.parse(String(data)) as { type?: unknown };
        } catch {
          return;
        }
        if (message?.type === 'heartbeat') socket.send(JSON.stringify({ type: 'heartbeat' }));
      });
      socket.on('close', stop);

      void (async () => {
        // Subscribe before reading, so a change between the read and the subscription is not missed.
        const release = await watchQr(deps, id, push);
        if (done) return release();
        unsubscribe = release;
        const record = await loadQr(app.kv, id);
        if (!record) return push('expired');
        push(record.state);
        // Nobody may act before the code runs out: the watcher still hears that it has.
        timer = setTimeout(() => push('expired'), Math.max(0, record.expires_at - Date.now()));
      })().catch((err) => {
        request.log.error({ err }, 'qr socket failed');
        stop();
        socket.close(1011);
      });
    },
  );

  app.get(
    '/api/login/qrcode/status',
    {
      logLevel: 'warn',
      schema: {
        tags: ['auth'],
        summary: 'State of a QR login code by polling (fallback of the socket)',
        querystring: qrLoginWatchInput,
        response: { 200: envelopeOf(qrLoginEvent) },
      },
    },
    async (request) => ok({ state: await qrStatus(deps, request.query.id, request.query.secret) }),
  );

  app.post(
    '/api/login/qrcode/scan',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The phone scanned a QR login code; answers where the login comes from',
        security: [{ token: [] }],
        body: qrLoginIdInput,
        response: { 200: envelopeOf(qrLoginScanResponse) },
      },
    },
    async (request) => ok(await scanQr(deps, request.body.id, currentUser(request))),
  );

  app.post(
    '/api/login/qrcode/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The phone approves or cancels the login',
        security: [{ token: [] }],
        body: qrLoginConfirmInput,
        response: { 200: envelopeOf(qrLoginEvent) },
      },
    },
    async (request) => ok(await confirmQr(deps, request.body.id, currentUser(request), request.body.approve)),
  );

  app.post(
    '/api/login/qrcode/exchange',
    {
      schema: {
        tags: ['auth'],
        summary: 'The desktop collects its token once the phone confirmed (once only)',
        body: qrLoginExchangeInput,
        response: { 200: envelopeOf(loginResponse) },
      },
    },
    async (request) =>
      ok(
        await exchangeQr(deps, request.body.id, request.body.secret, clientOf(request)),
        AUTH_MESSAGES.loginOk,
      ),
  );
};
