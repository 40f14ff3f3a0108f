// Interview recordings in chunks (NEWS contract): POST a chunk, GET where to resume, GET the assembled file.
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import {
  RECORDING_CHUNK_MAX_MB,
  RECORDING_MESSAGES,
  recordingChunkFields,
  UPLOAD_MESSAGES,
} from '@app/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../http/errors.ts';
import { type RateLimitRule, rateLimiter } from '../../http/rate-limit.ts';
import { MB, readMultipart, refuseLargeBody } from './multipart.ts';
import {
  type InterviewOfRecording,
  type RecordingUploadDeps,
  recordingOf,
  recordingStatus,
  storeRecordingChunk,
} from './recording-service.ts';

const CHUNK_LIMIT = { bytes: RECORDING_CHUNK_MAX_MB * MB, message: RECORDING_MESSAGES.chunkTooLarge };

/** Per user: the room sends a chunk every 3 s (20 a minute); resends after a cut stay well within this. */
export const RECORDING_RATE_RULE = {
  name: 'upload:recording',
  limit: 60,
  windowSeconds: 60,
} satisfies RateLimitRule;

export interface RecordingRouteOptions {
  /** The interviews module's word on the interview a chunk is for (its 404 for one not the user's). */
  interviewOf: InterviewOfRecording;
}

export const recordingRoutes: FastifyPluginAsyncZod<RecordingRouteOptions> = async (app, options) => {
  const deps: RecordingUploadDeps = {
    db: app.db,
    storage: app.storage,
    interviewOf: options.interviewOf,
    quota: { files: app.config.UPLOAD_QUOTA_FILES, mb: app.config.UPLOAD_QUOTA_MB },
  };
  const limiter = rateLimiter(app.kv, RECORDING_RATE_RULE);

  registerEndpoint(
    app,
    contract.uploads.recordingChunk,
    {
      onRequest: [app.authenticate, refuseLargeBody(() => CHUNK_LIMIT)],
      schema: {
        tags: ['uploads'],
        summary: 'One chunk of an interview recording (multipart: interviewId, index from 0, file)',
        security: [{ token: [] }],
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      // Counted before the body is read: a flood costs a counter, not 16 MB each.
      await limiter.consume(String(auth.userId), RECORDING_MESSAGES.tooFast);
      const { fields, file } = await readMultipart(request, reply, () => CHUNK_LIMIT);
      const parsed = recordingChunkFields.safeParse(fields);
      if (!parsed.success) throw new BadRequestError(RECORDING_MESSAGES.badFields);
      if (!file) throw new BadRequestError(UPLOAD_MESSAGES.noFile);
      const result = await storeRecordingChunk(deps, {
        userId: auth.userId,
        interviewId: parsed.data.interviewId,
        index: parsed.data.index,
        chunk: file.buffer,
      });
      return ok(result);
    },
  );

  registerEndpoint(
    app,
    contract.uploads.recordingStatus,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'Where a recording upload resumes: the next chunk index and the bytes stored',
        security: [{ token: [] }],
      },
    },
    async (request) =>
      ok(await recordingStatus(app.db, currentUser(request).userId, request.query.interviewId)),
  );

  registerEndpoint(
    app,
    contract.uploads.recording,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary:
          "The caller's recording of an interview, joined when the interview finished: a short-lived signed URL",
        security: [{ token: [] }],
      },
    },
    async (request) => {
      const found = await recordingOf(deps, currentUser(request).userId, request.query.interviewId);
      if (!found) throw new NotFoundError(RECORDING_MESSAGES.notFound);
      if (found.state === 'pending') throw new ConflictError(RECORDING_MESSAGES.notReady);
      if (found.state === 'refused') throw new ConflictError(RECORDING_MESSAGES.refused);
      return ok({ url: found.url, name: found.name });
    },
  );
};
