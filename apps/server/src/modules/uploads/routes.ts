// Uploads (SPEC §7): POST /api/upload/image and its aliases, the QR code maker, and stable avatar URLs.
import { ok } from '@app/shared/api';
import {
  generateQrcodeInput,
  qrcodeResponse,
  UPLOAD_MESSAGES,
  uploadFields,
  uploadResponse,
} from '@app/shared/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/auth.ts';
import { envelopeOf } from '../../http/envelope.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { AVATAR_ROUTE, signedAvatarUrl } from './avatar.ts';
import { type IncomingFile, qrcodeDataUrl, readLimitBytes, storeUpload } from './service.ts';
import { uploadDepsOf } from './text-document.ts';

/**
 * One upload, three paths: `/api/upload/image` is the product's own; `imageObs` and `ws/uploadToObs` are the
 * names SPEC §7 also calls (the old client's object-storage uploads) and behave the same: multipart with
 * `file` and `dir`, extra fields ignored except `ws_id` (published on that id's upload channel when done).
 */
export const UPLOAD_PATHS = ['/api/upload/image', '/api/upload/imageObs', '/api/upload/ws/uploadToObs'];

/** Reads every part: `dir` may come before or after the file, so the file (bounded) is held in memory. */
async function readMultipart(request: FastifyRequest, limitBytes: number) {
  if (!request.isMultipart()) throw new BadRequestError(UPLOAD_MESSAGES.notMultipart);
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  // throwFileSizeLimit: false cuts an oversized file (marked `truncated`) instead of failing the request, so
  // a `dir` after it is still read and the 413 names that dir's limit. (The option exists at run time but
  // is missing from parts()'s types, hence the variable.)
  const options = { limits: { fileSize: limitBytes }, throwFileSizeLimit: false };
  const parts = request.parts(options);
  for await (const part of parts) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.fieldname === 'file' && !file) {
        file = { filename: part.filename, buffer: Buffer.concat(chunks), truncated: part.file.truncated };
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = uploadDepsOf(app);
  for (const url of UPLOAD_PATHS) {
    app.post(
      url,
      {
        onRequest: app.authenticate,
        schema: {
          tags: ['uploads'],
          summary:
            url === UPLOAD_PATHS[0]
              ? 'Upload a file (multipart: file, dir = avatar | resume | jd | screenshot)'
              : `Alias of ${UPLOAD_PATHS[0]} (SPEC §7)`,
          consumes: ['multipart/form-data'],
          security: [{ token: [] }],
          response: { 200: envelopeOf(uploadResponse) },
        },
      },
      async (request) => {
        const auth = currentUser(request);
        const { fields, file } = await readMultipart(request, readLimitBytes(app.config.UPLOAD_MAX_MB));
        const parsed = uploadFields.safeParse(fields);
        if (!parsed.success) {
          throw new BadRequestError(
            parsed.error.issues[0]?.path[0] === 'dir' ? UPLOAD_MESSAGES.badDir : UPLOAD_MESSAGES.badWsId,
          );
        }
        if (!file) throw new BadRequestError(UPLOAD_MESSAGES.noFile);
        const { data, message } = await storeUpload(
          {
            ...deps,
            onParseError: (err) => request.log.warn({ err }, 'uploaded document could not be parsed'),
          },
          { userId: auth.userId, dir: parsed.data.dir, file, wsId: parsed.data.ws_id },
        );
        return ok(data, message);
      },
    );
  }

  app.get(
    '/api/upload/generate_qrcode',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'A QR code of `text` as a PNG data URL',
        security: [{ token: [] }],
        querystring: generateQrcodeInput,
        response: { 200: envelopeOf(qrcodeResponse) },
      },
    },
    async (request) => {
      return ok({ data_url: await qrcodeDataUrl(request.query.text) });
    },
  );

  // Public (img tags send no token): the name is 32 random hex digits, so the URL cannot be guessed.
  app.get(
    `${AVATAR_ROUTE}:userId/:name`,
    {
      schema: {
        tags: ['uploads'],
        summary: 'An avatar by its stable URL: redirects to a fresh signed URL',
        params: z.object({
          userId: z.coerce.number().int().positive().max(2_147_483_647),
          name: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.(?:png|jpe?g|gif|webp)$/),
        }),
      },
    },
    async (request, reply) => {
      const url = await signedAvatarUrl(app, request.params.userId, request.params.name);
      if (!url) throw new NotFoundError(UPLOAD_MESSAGES.avatarNotFound);
      // Cached for well under the signed URL's life, so a browser never follows a remembered, expired one.
      return reply.header('cache-control', 'private, max-age=300').redirect(url, 302);
    },
  );
};
