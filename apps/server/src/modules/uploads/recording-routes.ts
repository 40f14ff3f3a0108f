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
        summary: "The caller's recording of an interview, assembled: a short-lived signed URL",
        security: [{ token: [] }],
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
