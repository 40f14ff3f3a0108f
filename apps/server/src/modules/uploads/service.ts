// Storing an upload: size and type checks (extension and content), a server-made key, text for documents.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  type FileUploadComplete,
  fileUploadComplete,
  stripUnsafeCharacters,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMIT_MB,
  UPLOAD_MESSAGES,
  type UploadDir,
  type UploadResponse,
} from '@app/shared/uploads';
import QRCode from 'qrcode';
import { BadRequestError, PayloadTooLargeError } from '../../http/errors.ts';
import { channel, publish } from '../../http/ws.ts';
import type { Db } from '../../infra/db/client.ts';
import type { PubSub } from '../../infra/pubsub/pubsub.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { type ParseLimits, parseDocument } from './document-parser.ts';
import { contentMatchesExtension, MIME_BY_EXTENSION } from './file-types.ts';
import { IMAGE_DIRS, reencodeImage } from './image-encode.ts';
import { type IncomingFile, MB } from './multipart.ts';
import { insertFile, storageUsedBy } from './repo.ts';
import { adoptAsDefaultIfNone } from './resume-service.ts';

export { MB };

/** Longest file name kept (the original name is only shown back to the user). */
const MAX_NAME_LENGTH = 100;
/** Dirs whose files are documents whose text the interviewer reads. */
const DOCUMENT_DIRS: readonly UploadDir[] = ['resume', 'jd'];

export interface UploadDeps {
  db: Db;
  storage: Storage;
  pubsub: PubSub;
  /** UPLOAD_MAX_MB: the deployment's cap over every dir's own limit. */
  maxMb: number;
  /** UPLOAD_QUOTA_FILES and UPLOAD_QUOTA_MB: what one user may keep. */
  quota: { files: number; mb: number };
  parseLimits: ParseLimits;
  /** Told why a document could not be parsed (it is stored all the same). */
  onParseError?: (err: unknown) => void;
}

/** The stored file, and the message to answer with (it says when the text could not be read). */
export interface StoredUpload {
  data: UploadResponse;
  message: string;
}

/** The most bytes worth reading from a file part before `dir` is known. */
export function readLimitBytes(maxMb: number): number {
  return Math.min(Math.max(...Object.values(UPLOAD_LIMIT_MB)), maxMb) * MB;
}

export function limitMbOf(dir: UploadDir, maxMb: number): number {
  return Math.min(UPLOAD_LIMIT_MB[dir], maxMb);
}

/** The name shown back: no folders, no control or bidirectional characters, at most MAX_NAME_LENGTH keeping the extension. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const name = stripUnsafeCharacters(base).trim();
  if (name.length <= MAX_NAME_LENGTH) return name;
  const ext = path.extname(name).slice(0, 10);
  return name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/** Where a phone upload tells the desktop that waits for it on /wxUpload/{id} (any process). */
export const uploadChannel = (wsId: string) =>
  channel<FileUploadComplete>(`wxUpload:${wsId}`, fileUploadComplete);

export async function storeUpload(
  deps: UploadDeps,
  input: { userId: number; dir: UploadDir; file: IncomingFile; wsId?: string | undefined },
): Promise<StoredUpload> {
  const { userId, dir, file } = input;
  const limitMb = limitMbOf(dir, deps.maxMb);
  if (file.buffer.length > limitMb * MB) {
    throw new PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge(limitMb));
  }
  if (file.buffer.length === 0) throw new BadRequestError(UPLOAD_MESSAGES.emptyFile);
  const name = cleanFileName(file.filename);
  const extension = path.extname(name).toLowerCase();
  if (!UPLOAD_EXTENSIONS[dir].includes(extension) || !contentMatchesExtension(extension, file.buffer)) {
    throw new BadRequestError(UPLOAD_MESSAGES.wrongType(dir));
  }
  // Images are decoded and written anew: no EXIF (place, device), nothing appended after the picture.
  const bytes = IMAGE_DIRS.includes(dir) ? await reencodeImage(extension, file.buffer) : file.buffer;
  await assertWithinQuota(deps, userId, bytes.length);
  const mime = MIME_BY_EXTENSION[extension]!;
  const textContent = DOCUMENT_DIRS.includes(dir) ? await documentText(deps, extension, bytes) : null;
  const storageKey = `${dir}/${userId}/${randomBytes(16).toString('hex')}${extension}`;
  await deps.storage.put(storageKey, bytes, mime);
  const row = await insertFile(deps.db, {
    ownerId: userId,
    dir,
    storageKey,
    name,
    mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    textContent,
  }).catch(async (err) => {
    // No row, no file: the bytes would otherwise be unreachable forever.
    await deps.storage.delete(storageKey);
    throw err;
  });
  if (dir === 'resume') await adoptAsDefaultIfNone(deps.db, userId, row.id);
  const result = { id: row.id, url: await deps.storage.signedUrl(storageKey), name };
  if (input.wsId) {
    await publish(deps.pubsub, uploadChannel(input.wsId), {
      type: 'file_upload_complete',
      data: { ...result, dir },
      timestamp: Date.now(),
    });
  }
  const textUnread = DOCUMENT_DIRS.includes(dir) && !textContent;
  return { data: result, message: textUnread ? UPLOAD_MESSAGES.textUnread : UPLOAD_MESSAGES.uploaded };
}

/**
 * Refuses an upload that would take the user past the files or bytes of the quota: `size` more bytes in
 * `newFiles` more files (a recording's later chunks add bytes to the one file it counts as).
 */
export async function assertWithinQuota(
  deps: Pick<UploadDeps, 'db' | 'quota'>,
  userId: number,
  size: number,
  newFiles = 1,
): Promise<void> {
  const used = await storageUsedBy(deps.db, userId);
  if (used.files + newFiles > deps.quota.files || used.bytes + size > deps.quota.mb * MB) {
    throw new PayloadTooLargeError(UPLOAD_MESSAGES.quotaFull(deps.quota.files, deps.quota.mb));
  }
}

/**
 * A resume's or JD's text, read in a worker. Null when it holds none or cannot be read (stored all the same);
 * refused when it is over a cap (too many pages, a bomb, too slow or too big to parse): its text is the point.
 */
async function documentText(deps: UploadDeps, extension: string, buf: Buffer): Promise<string | null> {
  const reply = await parseDocument(extension, buf, deps.parseLimits);
  if (reply.status === 'refused') throw new BadRequestError(UPLOAD_MESSAGES.documentRefused[reply.limit]);
  if (reply.status === 'unreadable') {
    deps.onParseError?.(new Error(reply.error));
    return null;
  }
  return reply.text || null;
}

/** A QR code of `text` as a PNG data URL (the upload-from-phone page). */
export function qrcodeDataUrl(text: string): Promise<string> {
  return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 256 });
}
