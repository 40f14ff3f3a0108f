// Upload from the phone (SPEC §4, §7): the desktop's QR code, the phone page's look at its code, and the
// /wxUpload/{id} socket on which the desktop hears the phone's file the moment it is stored.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { PHONE_UPLOAD_PATH } from '@app/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint, socketOf } from '../../http/contract.ts';
import { originOf } from '../../http/origin.ts';
import { socketRoute } from '../../http/ws.ts';
import { createUploadSession, ownSession, sessionOfCode } from './phone-session.ts';
import { qrcodeDataUrl, uploadChannel } from './service.ts';

export const phoneUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  registerEndpoint(
    app,
    contract.uploads.phoneQrcode,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'A one-time QR code (10 min) for the phone page; the desktop listens on /wxUpload/{ws_id}',
        security: [{ token: [] }],
      },
    },
    async (request) => {
      const auth = currentUser(request);
      const { wsId, code, expiresAt } = await createUploadSession(app.kv, auth.userId, request.query.dir);
      const url = `${originOf(request, app.config)}${PHONE_UPLOAD_PATH}?code=${encodeURIComponent(code)}`;
      return ok({
        url,
        name: 'upload-qrcode.png',
        data_url: await qrcodeDataUrl(url),
        ws_id: wsId,
        expires_at: expiresAt,
      });
    },
  );

  registerEndpoint(
    app,
    contract.uploads.phoneSession,
    {
      logLevel: 'warn',
      schema: {
        tags: ['uploads'],
        summary: 'The phone page: what its one-time code is for, without using it up',
      },
    },
    async (request) => {
      const session = await sessionOfCode(app.kv, request.query.code);
      return ok({ dir: session.dir, expires_at: session.expiresAt });
    },
  );

  // The desktop's socket: its token, and only for a live session of its own, checked before the upgrade.
  socketRoute(app, {
    ...socketOf(contract.uploads.uploadSocket),
    authenticate: async (request) => {
      const token = new URL(request.url, 'http://socket').searchParams.get('token')?.trim();
      await app.authenticateToken(request, token || undefined);
      await ownSession(app.kv, currentUser(request).userId, request.params.id);
      return request.params;
    },
    open: async (socket, { id }) => {
      await socket.follow(uploadChannel(id));
    },
  });
};
