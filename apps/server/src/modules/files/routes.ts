// GET /api/files/*: a stored file, to whoever holds its signed URL; a private one (a resume, a recording)
// only to its owner, logged in, or to whom the owner granted it. Local files are streamed; an S3 store's are reached by a redirect to a
// presigned URL that lasts a minute, handed out only after these checks.
import path from 'node:path';
import { contract } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenCookieOf, tokenOf } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { LocalStorage } from '../../infra/storage/local-storage.ts';
import { mayReadGrantedFile } from '../interviews/index.ts';
import { privateFileOwner } from '../uploads/index.ts';

/** How long the store's own URL works: the browser follows the redirect at once. */
const DIRECT_URL_SECONDS = 60;
export const FILE_MESSAGES = { expired: '链接已失效', notYours: '无权查看该文件', missing: '文件不存在' };

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain; charset=utf-8',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.json': 'application/json',
};

export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = app.storage;
  registerEndpoint(
    app,
    contract.files.file,
    {
      schema: { tags: ['files'], summary: 'A stored file by its signed URL', hide: true },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!storage.verify(key, request.query.e, request.query.s))
        throw new ForbiddenError(FILE_MESSAGES.expired);
      const owner = privateFileOwner(key);
      if (owner !== null) {
        await app.authenticateToken(request, tokenOf(request) ?? tokenCookieOf(request));
        const viewer = request.auth?.userId;
        // Someone else's private file only through a grant (the recruiter of a job applied to with it).
        if (viewer !== owner && !(viewer && (await mayReadGrantedFile(app.db, viewer, key))))
          throw new ForbiddenError(FILE_MESSAGES.notYours);
      }
      if (storage.directUrl) {
        const url = await storage.directUrl(key, {
          expiresInSeconds: DIRECT_URL_SECONDS,
          public: owner === null,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      }
      const object = await storage.get(key).catch(() => null);
      if (!object) throw new NotFoundError(FILE_MESSAGES.missing);
      const type = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      reply
        .header('content-type', type)
        .header('accept-ranges', 'bytes')
        .header('cache-control', owner === null ? 'private, max-age=3600' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        // Uploaded files are never allowed to run script in this origin (an SVG or HTML upload).
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
      // One byte range (what a <video> asks for to read its cues and to seek); anything else gets it all.
      const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
      if (!range || (!range[1] && !range[2])) {
        return reply.header('content-length', object.size).send(object.body);
      }
      object.body.destroy();
      const size = object.size;
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start >= size || start > end)
        return reply.code(416).header('content-range', `bytes */${size}`).send();
      const part = storage instanceof LocalStorage ? await storage.getRange(key, start, end) : null;
      if (!part) throw new NotFoundError(FILE_MESSAGES.missing);
      return reply
        .code(206)
        .header('content-range', `bytes ${start}-${end}/${size}`)
        .header('content-length', end - start + 1)
        .send(part.body);
    },
  );
};
