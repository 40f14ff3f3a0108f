// Upload from the phone (SPEC §4, §7): the desktop's QR code, the phone page's look at its code, and the
// /wxUpload/{id} socket on which the desktop hears the phone's file the moment it is stored.
import { ok } from '@app/shared/api';
import {
  fileUploadComplete,
  generateQrcodeInput,
  PHONE_UPLOAD_PATH,
  phoneCodeInput,
  phoneSessionResponse,
  qrcodeResponse,
} from '@app/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { envelopeOf } from '../../http/envelope.ts';
import { originOf } from '../../http/origin.ts';
import { socketRoute } from '../../http/ws.ts';
import { createUploadSession, ownSession, sessionOfCode } from './phone-session.ts';
import { qrcodeDataUrl, uploadChannel } from './service.ts';

export const phoneUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/upload/generate_qrcode',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'A one-time QR code (10 min) for the phone page; the desktop listens on /wxUpload/{ws_id}',
        security: [{ token: [] }],
        querystring: generateQrcodeInput,
        response: { 200: envelopeOf(qrcodeResponse) },
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

  app.get(
    '/api/upload/ws/session',
    {
      logLevel: 'warn',
      schema: {
        tags: ['uploads'],
        summary: 'The phone page: what its one-time code is for, without using it up',
        querystring: phoneCodeInput,
        response: { 200: envelopeOf(phoneSessionResponse) },
      },
    },
    async (request) => {
      const session = await sessionOfCode(app.kv, request.query.code);
      return ok({ dir: session.dir, expires_at: session.expiresAt });
    },
  );

  // The desktop's socket: its token, and only for a live session of its own, checked before the upgrade.
  socketRoute(app, {
    url: '/wxUpload/:id',
    params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) }),
    outbound: fileUploadComplete,
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
