// Documents the server writes for a user (a JD built from a job): stored exactly as an upload of the same
// text would be, so the interviewer reads them the same way.
import type { FastifyInstance } from 'fastify';
import { type StoredUpload, storeUpload, type UploadDeps } from './service.ts';

/** The uploads service's dependencies, from the app's configuration and ports. */
export function uploadDepsOf(app: FastifyInstance): UploadDeps {
  return {
    db: app.db,
    storage: app.storage,
    pubsub: app.pubsub,
    maxMb: app.config.UPLOAD_MAX_MB,
    quota: { files: app.config.UPLOAD_QUOTA_FILES, mb: app.config.UPLOAD_QUOTA_MB },
    parseLimits: {
      timeoutMs: app.config.DOCUMENT_PARSE_TIMEOUT_MS,
      heapMb: app.config.DOCUMENT_PARSE_HEAP_MB,
    },
  };
}

/** Stores `text` as the user's `.txt` document of `dir`; answers like POST /api/upload/image. */
export function storeTextDocument(
  app: FastifyInstance,
  input: { userId: number; dir: 'jd' | 'resume'; name: string; text: string },
): Promise<StoredUpload> {
  const file = { filename: input.name, buffer: Buffer.from(input.text, 'utf8'), truncated: false };
  return storeUpload(uploadDepsOf(app), { userId: input.userId, dir: input.dir, file });
}
