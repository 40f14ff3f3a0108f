// Interview recordings in chunks (NEWS contract): POST a chunk, GET where to resume, GET the assembled file.
import { ok } from '@app/shared/api';
import {
  RECORDING_CHUNK_MAX_MB,
  RECORDING_MESSAGES,
  recordingChunkFields,
  recordingChunkResponse,
  recordingStatusInput,
  recordingStatusResponse,
  recordingUrlResponse,
  UPLOAD_MESSAGES,
} from '@app/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { envelopeOf } from '../../http/envelope.ts';
import { BadRequestError, NotFoundError } from '../../http/errors.ts';
import { MB, readMultipart, refuseLargeBody } from './multipart.ts';
import {
  type RecordingDeps,
  recordingOf,
  recordingStatus,
  storeRecordingChunk,
} from './recording-service.ts';

const CHUNK_LIMIT = { bytes: RECORDING_CHUNK_MAX_MB * MB, message: RECORDING_MESSAGES.chunkTooLarge };

export const recordingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: RecordingDeps = { db: app.db, storage: app.storage };

  app.post(
    '/api/upload/recording',
    {
      onRequest: [app.authenticate, refuseLargeBody(() => CHUNK_LIMIT)],
      schema: {
        tags: ['uploads'],
        summary: 'One chunk of an interview recording (multipart: interviewId, index from 0, file)',
        consumes: ['multipart/form-data'],
        security: [{ token: [] }],
        response: { 200: envelopeOf(recordingChunkResponse) },
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
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

  app.get(
    '/api/upload/recording/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: 'Where a recording upload resumes: the next chunk index and the bytes stored',
        security: [{ token: [] }],
        querystring: recordingStatusInput,
        response: { 200: envelopeOf(recordingStatusResponse) },
      },
    },
    async (request) =>
      ok(await recordingStatus(app.db, currentUser(request).userId, request.query.interviewId)),
  );

  app.get(
    '/api/upload/recording',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['uploads'],
        summary: "The caller's recording of an interview, assembled: a short-lived signed URL",
        security: [{ token: [] }],
        querystring: recordingStatusInput,
        response: { 200: envelopeOf(recordingUrlResponse) },
      },
    },
    async (request) => {
      const found = await recordingOf(
        { ...deps, onAssemblyError: (err) => request.log.warn({ err }, 'recording kept as recorded') },
        currentUser(request).userId,
        request.query.interviewId,
      );
      if (!found) throw new NotFoundError(RECORDING_MESSAGES.notFound);
      return ok(found);
    },
  );
};
