// Interview recordings: chunks stored as they arrive (in order, each once, resumable), assembled on demand
// into one file (a seekable WebM, or the MP4 as recorded) that only its owner gets a signed URL to.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { RECORDING_LIMIT_MB, RECORDING_MESSAGES } from '@app/shared/uploads';
import { eq } from 'drizzle-orm';
import { BadRequestError, PayloadTooLargeError } from '../../http/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { MB } from './multipart.ts';
import { addChunk, chunksOf, findOrCreateRecording, findRecording, setAssembled } from './recording-repo.ts';
import { insertFile } from './repo.ts';
import { files, type Recording } from './tables.ts';
import { seekableMetadata, withSeekableHead } from './webm-seekable.ts';

export interface RecordingDeps {
  db: Db;
  storage: Storage;
  onAssemblyError?: (err: unknown) => void;
}

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** What the first chunk's bytes say the recording is: WebM (EBML) or MP4 (an `ftyp` box first). */
function sniffVideo(buf: Buffer): 'video/webm' | 'video/mp4' | null {
  if (buf.subarray(0, 4).equals(EBML_MAGIC) && buf.subarray(0, 64).includes('webm')) return 'video/webm';
  if (buf.subarray(4, 8).toString('latin1') === 'ftyp') return 'video/mp4';
  return null;
}

const extensionOf = (mime: string) => (mime === 'video/mp4' ? '.mp4' : '.webm');

export async function storeRecordingChunk(
  deps: RecordingDeps,
  input: { userId: number; interviewId: number; index: number; chunk: Buffer },
): Promise<{ next_index: number }> {
  const { userId, interviewId, index, chunk } = input;
  if (chunk.length === 0) throw new BadRequestError('录像分片为空');
  const recording = await findOrCreateRecording(deps.db, userId, interviewId);
  // Sent again (a retry after a lost answer): already stored, nothing to do.
  if (index < recording.nextIndex) return { next_index: recording.nextIndex };
  if (index > recording.nextIndex)
    throw new BadRequestError(RECORDING_MESSAGES.outOfOrder(recording.nextIndex));
  const mime = index === 0 ? sniffVideo(chunk) : recording.mime;
  if (!mime) throw new BadRequestError(RECORDING_MESSAGES.wrongType);
  if (recording.bytes + chunk.length > RECORDING_LIMIT_MB * MB) {
    throw new PayloadTooLargeError(RECORDING_MESSAGES.tooLarge);
  }
  const storageKey = `recording/${userId}/${interviewId}/part-${index}-${randomBytes(8).toString('hex')}.bin`;
  await deps.storage.put(storageKey, chunk, 'application/octet-stream');
  let stored = false;
  try {
    stored = await addChunk(deps.db, recording, { index, storageKey, size: chunk.length, mime });
  } finally {
    // Another request stored this chunk first (or the row failed): this copy would be unreachable.
    if (!stored) await deps.storage.delete(storageKey);
  }
  return { next_index: index + 1 };
}

export async function recordingStatus(
  db: Db,
  userId: number,
  interviewId: number,
): Promise<{ next_index: number; bytes: number }> {
  const recording = await findRecording(db, userId, interviewId);
  return { next_index: recording?.nextIndex ?? 0, bytes: recording?.bytes ?? 0 };
}

/** The chunks' bytes, in order, straight from storage. */
async function* chunkBytes(storage: Storage, keys: string[]): AsyncGenerator<Buffer> {
  for (const key of keys) {
    const object = await storage.get(key);
    if (!object) throw new Error(`recording chunk missing: ${key}`);
    for await (const piece of object.body) yield piece as Buffer;
  }
}

/** Joins the chunks into one stored file and records it as the recording's assembly. */
async function assemble(deps: RecordingDeps, recording: Recording): Promise<number> {
  const chunks = await chunksOf(deps.db, recording.id);
  const keys = chunks.filter((c) => c.index < recording.nextIndex).map((c) => c.storageKey);
  let body: AsyncIterable<Buffer> = chunkBytes(deps.storage, keys);
  if (recording.mime === 'video/webm') {
    try {
      const meta = await seekableMetadata(chunkBytes(deps.storage, keys));
      body = withSeekableHead(meta, chunkBytes(deps.storage, keys));
    } catch (err) {
      // A stream ts-ebml cannot follow still plays from the start: kept as recorded rather than lost.
      deps.onAssemblyError?.(err);
    }
  }
  const ext = extensionOf(recording.mime);
  const storageKey = `recording/${recording.ownerId}/${randomBytes(16).toString('hex')}${ext}`;
  const { size } = await deps.storage.put(storageKey, Readable.from(body), recording.mime);
  const file = await insertFile(deps.db, {
    ownerId: recording.ownerId,
    dir: 'recording',
    storageKey,
    name: `面试录像-${recording.interviewId}${ext}`,
    mime: recording.mime,
    size,
  }).catch(async (err) => {
    await deps.storage.delete(storageKey);
    throw err;
  });
  if (!(await setAssembled(deps.db, recording, file.id, recording.nextIndex))) {
    // Someone assembled at least as much meanwhile: theirs stands.
    await dropFile(deps, file.id, storageKey);
    return (await findRecording(deps.db, recording.ownerId, recording.interviewId))!.fileId!;
  }
  if (recording.fileId) {
    const [old] = await deps.db.select().from(files).where(eq(files.id, recording.fileId));
    if (old) await dropFile(deps, old.id, old.storageKey);
  }
  return file.id;
}

async function dropFile(deps: RecordingDeps, fileId: number, storageKey: string): Promise<void> {
  await deps.db.delete(files).where(eq(files.id, fileId));
  await deps.storage.delete(storageKey);
}

/**
 * The owner's recording of an interview as one playable file (a seekable WebM when recorded as WebM), by a
 * short-lived signed URL; null when nothing was recorded or the recording is not this user's.
 */
export async function recordingOf(
  deps: RecordingDeps,
  userId: number,
  interviewId: number,
): Promise<{ url: string; name: string } | null> {
  const recording = await findRecording(deps.db, userId, interviewId);
  if (!recording || recording.nextIndex === 0) return null;
  const fresh = recording.fileId !== null && recording.assembledIndex === recording.nextIndex;
  const fileId = fresh ? recording.fileId! : await assemble(deps, recording);
  const [file] = await deps.db.select().from(files).where(eq(files.id, fileId));
  if (!file) return null;
  return { url: await deps.storage.signedUrl(file.storageKey), name: file.name };
}
