// Uploads (SPEC §7): POST /api/upload/image and its aliases (the phone's among them), and stable avatar URLs.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { PHONE_UPLOAD_MESSAGES, phoneCodeInput, UPLOAD_MESSAGES, uploadFields } from '@app/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../http/errors.ts';
import { signedAvatarUrl } from './avatar.ts';
import { MB, readMultipart, refuseLargeBody } from './multipart.ts';
import { phoneUploadRoutes } from './phone-routes.ts';
import { ownSession, withCode } from './phone-session.ts';
import { type RecordingRouteOptions, recordingRoutes } from './recording-routes.ts';
import { limitMbOf, readLimitBytes, storeUpload } from './service.ts';
import { uploadDepsOf } from './text-document.ts';

/**
 * One upload, three paths: `/api/upload/image` is the product's own; `imageObs` and `ws/uploadToObs` are the
 * names SPEC §7 also calls (the old client's object-storage uploads): multipart with `file` and `dir`, and
 * `ws_id` (an upload session of the caller's) to tell the desktop waiting on /wxUpload/{ws_id}. `imageObs`
 * defaults `dir` to a screenshot. `ws/uploadToObs` also takes the phone: logged in, or holding the one-time
 * `code` of the desktop's QR code (then the file is the desktop user's, into the session's dir).
 */
const UPLOADS = [contract.uploads.upload, contract.uploads.uploadObs, contract.uploads.phoneUpload] as const;

export const uploadRoutes: FastifyPluginAsyncZod<RecordingRouteOptions> = async (app, options) => {
  const deps = uploadDepsOf(app);
  await app.register(phoneUploadRoutes);
  await app.register(recordingRoutes, options);

  const largest = readLimitBytes(app.config.UPLOAD_MAX_MB);
  const largestLimit = { bytes: largest, message: UPLOAD_MESSAGES.tooLarge(largest / MB) };
  /** The file's limit once `dir` is read (the web sends it first); the largest of any dir otherwise. */
  const limitFor = (fields: Record<string, string>) => {
    const dir = uploadFields.shape.dir.safeParse(fields.dir);
    if (!dir.success) return largestLimit;
    const mb = limitMbOf(dir.data, app.config.UPLOAD_MAX_MB);
    return { bytes: mb * MB, message: UPLOAD_MESSAGES.tooLarge(mb) };
  };

  for (const endpoint of UPLOADS) {
    const phone = endpoint === contract.uploads.phoneUpload;
    registerEndpoint(
      app,
      endpoint,
      {
        // The phone page may hold only the one-time code: there the token is optional.
        onRequest: [phone ? app.identify : app.authenticate, refuseLargeBody(() => largestLimit)],
        schema: {
          tags: ['uploads'],
          summary:
            endpoint === contract.uploads.upload
              ? 'Upload a file (multipart: file, dir = avatar | resume | jd | screenshot, ws_id)'
              : phone
                ? 'Upload from the phone (multipart: file, and code of the QR code or ws_id with a token)'
                : `Alias of ${contract.uploads.upload.path} (SPEC §7); dir defaults to screenshot`,
          security: phone ? [{}, { token: [] }] : [{ token: [] }],
        },
      },
      async (request, reply) => {
        const { fields, file } = await readMultipart(request, reply, limitFor);
        if (endpoint === contract.uploads.uploadObs) fields.dir ??= 'screenshot';
        const onParseError = (err: unknown) =>
          request.log.warn({ err }, 'uploaded document could not be parsed');
        const code = phone ? phoneCodeInput.safeParse({ code: fields.code }) : undefined;
        if (code?.success) {
          if (!file) throw new BadRequestError(UPLOAD_MESSAGES.noFile);
          const stored = await withCode(app.kv, code.data.code, (session) =>
            storeUpload(
              { ...deps, onParseError },
              { userId: session.userId, dir: session.dir, file, wsId: session.wsId },
            ),
          );
          return ok(stored.data, stored.message);
        }
        if (!request.auth) throw new UnauthorizedError(PHONE_UPLOAD_MESSAGES.needCode);
        const auth = currentUser(request);
        const parsed = uploadFields.safeParse(fields);
        if (!parsed.success) {
          throw new BadRequestError(
            parsed.error.issues[0]?.path[0] === 'dir' ? UPLOAD_MESSAGES.badDir : UPLOAD_MESSAGES.badWsId,
          );
        }
        if (!file) throw new BadRequestError(UPLOAD_MESSAGES.noFile);
        // Only the caller's own live session hears of the file.
        if (parsed.data.ws_id) await ownSession(app.kv, auth.userId, parsed.data.ws_id);
        const { data, message } = await storeUpload(
          { ...deps, onParseError },
          { userId: auth.userId, dir: parsed.data.dir, file, wsId: parsed.data.ws_id },
        );
        return ok(data, message);
      },
    );
  }

  // Public (img tags send no token): the name is 32 random hex digits, so the URL cannot be guessed.
  registerEndpoint(
    app,
    contract.uploads.avatar,
    {
      schema: {
        tags: ['uploads'],
        summary: 'An avatar by its stable URL: redirects to a fresh signed URL',
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
