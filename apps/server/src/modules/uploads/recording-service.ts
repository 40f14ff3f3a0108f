// Interview recordings: chunks stored as they arrive (in order, each once, resumable, within the interview's
// size and the owner's quota), joined once when the interview finishes into one file (a WebM checked and
// made seekable in a worker, or the MP4 as recorded) that only its owner gets a signed URL to. Reads only
// serve what was stored.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { RECORDING_LIMIT_MB, RECORDING_MESSAGES } from '@app/shared/uploads';
import { eq } from 'drizzle-orm';
import { BadRequestError, ConflictError, PayloadTooLargeError } from '../../http/errors.ts';
import type { Db } from '../../infra/db/client.ts';
import type { Storage } from '../../infra/storage/storage.ts';
import { MB } from './multipart.ts';
import {
  addChunk,
  chunksOf,
  claimAssembly,
  deleteChunkRows,
  findOrCreateRecording,
  findRecording,
  settleAssembly,
} from './recording-repo.ts';
import type { RecordingPiece, RecordingReply } from './recording-worker.ts';
import { insertFile } from './repo.ts';
import { assertWithinQuota } from './service.ts';
import { files, type Recording } from './tables.ts';
import { withSeekableHead } from './webm-seekable.ts';
import { runInWorker, type WorkerInput, type WorkerLimits } from './worker-runner.ts';

/** What the interviews module says of the interview a chunk is for (it throws its 404 for one not the user's). */
export interface RecordedInterview {
  /** Seconds planned: what bounds the recording's size. */
  plannedSeconds: number;
  finished: boolean;
}

export type InterviewOfRecording = (userId: number, interviewId: number) => Promise<RecordedInterview>;

export interface RecordingUploadDeps {
  db: Db;
  storage: Storage;
  interviewOf: InterviewOfRecording;
  /** UPLOAD_QUOTA_FILES and UPLOAD_QUOTA_MB: recordings count in them as any file does. */
  quota: { files: number; mb: number };
}

export interface RecordingAssemblyDeps {
  db: Db;
  storage: Storage;
  /** The same caps as document parsing (DOCUMENT_PARSE_TIMEOUT_MS, DOCUMENT_PARSE_HEAP_MB). */
  limits: WorkerLimits;
  /** Told why a recording was refused or could not be joined (for the log; the user is told by state). */
  onTrouble?: (detail: string) => void;
}

/** A second of recording may take this much: the room asks for 664 kbit/s (recorder.ts), a browser overshoots. */
export const RECORDING_BYTES_PER_SECOND = 128 * 1024;
/** Time a recording may run past its plan, as a share of the plan and a flat allowance (closing, slow finish). */
const OVERTIME_SHARE = 0.5;
const OVERTIME_SECONDS = 5 * 60;

/** The largest recording an interview of `plannedSeconds` may have, within RECORDING_LIMIT_MB. */
export function recordingLimitBytes(plannedSeconds: number): number {
  const seconds = plannedSeconds * (1 + OVERTIME_SHARE) + OVERTIME_SECONDS;
  return Math.min(RECORDING_LIMIT_MB * MB, Math.ceil(seconds * RECORDING_BYTES_PER_SECOND));
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
  deps: RecordingUploadDeps,
  input: { userId: number; interviewId: number; index: number; chunk: Buffer },
): Promise<{ next_index: number }> {
  const { userId, interviewId, index, chunk } = input;
  if (chunk.length === 0) throw new BadRequestError('录像分片为空');
  const interview = await deps.interviewOf(userId, interviewId);
  if (interview.finished) throw new ConflictError(RECORDING_MESSAGES.closed);
  const recording = await findOrCreateRecording(deps.db, userId, interviewId);
  if (recording.state !== 'recording') throw new ConflictError(RECORDING_MESSAGES.closed);
  // Sent again (a retry after a lost answer): already stored, nothing to do.
  if (index < recording.nextIndex) return { next_index: recording.nextIndex };
  if (index > recording.nextIndex)
    throw new BadRequestError(RECORDING_MESSAGES.outOfOrder(recording.nextIndex));
  const mime = index === 0 ? sniffVideo(chunk) : recording.mime;
  if (!mime) throw new BadRequestError(RECORDING_MESSAGES.wrongType);
  const limit = recordingLimitBytes(interview.plannedSeconds);
  if (recording.bytes + chunk.length > limit) {
    throw new PayloadTooLargeError(RECORDING_MESSAGES.tooLarge(Math.floor(limit / MB)));
  }
  // From its first chunk the recording is one of the user's files.
  await assertWithinQuota(deps, userId, chunk.length, index === 0 ? 1 : 0);
  const storageKey = `recording/${userId}/${interviewId}/part-${index}-${randomBytes(8).toString('hex')}.bin`;
  await deps.storage.put(storageKey, chunk, 'application/octet-stream');
  let stored = false;
  try {
    stored = await addChunk(deps.db, recording, { index, storageKey, size: chunk.length, mime });
  } finally {
    // Another request stored this chunk first (or the row failed): this copy would be unreachable.
    if (!stored) await deps.storage.delete(storageKey);
  }
  // Lost to the interview finishing meanwhile rather than to a copy of this chunk: not stored, and never will be.
  if (!stored && (await findRecording(deps.db, userId, interviewId))?.state !== 'recording') {
    throw new ConflictError(RECORDING_MESSAGES.closed);
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

/**
 * Each chunk whole, in a buffer of its own to hand to the worker (a pooled Buffer would take its pool with
 * it). A chunk is at most RECORDING_CHUNK_MAX_MB: one at a time is all either thread holds.
 */
async function* piecesFor(storage: Storage, keys: string[]): AsyncGenerator<WorkerInput> {
  for (const key of keys) {
    const parts: Buffer[] = [];
    for await (const part of chunkBytes(storage, [key])) parts.push(part);
    const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      bytes.set(part, at);
      at += part.length;
    }
    const piece: RecordingPiece = { bytes };
    yield { message: piece, transfer: [bytes.buffer] };
  }
}

/** The worker's answer: the seekable header, or why the stream was refused, or why the worker did not run. */
type Checked = { head: Buffer; replacedBytes: number } | { refused: string } | { failed: string };

/** Checks a WebM in the worker and makes its seekable header. */
async function checkWebm(deps: RecordingAssemblyDeps, keys: string[]): Promise<Checked> {
  const outcome = await runInWorker<RecordingReply>(
    'recording-worker',
    deps.limits,
    piecesFor(deps.storage, keys),
  );
  if (outcome.status === 'failed') return { failed: outcome.error };
  if (outcome.status === 'over') return { refused: `over its ${outcome.limit} limit` };
  if (outcome.reply.status === 'refused') return { refused: outcome.reply.detail };
  return { head: Buffer.from(outcome.reply.head), replacedBytes: outcome.reply.replacedBytes };
}

/** Stores `body` as the recording's one file; its id. */
async function storeFile(
  deps: RecordingAssemblyDeps,
  recording: Recording,
  body: AsyncIterable<Buffer>,
): Promise<number> {
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
  return file.id;
}

/** The chunks are joined (or refused): their rows and bytes go. */
async function dropChunks(deps: RecordingAssemblyDeps, recordingId: number, keys: string[]): Promise<void> {
  await deleteChunkRows(deps.db, recordingId);
  for (const key of keys) await deps.storage.delete(key);
}

async function assemble(deps: RecordingAssemblyDeps, recording: Recording): Promise<void> {
  const chunks = await chunksOf(deps.db, recording.id);
  const keys = chunks.filter((c) => c.index < recording.nextIndex).map((c) => c.storageKey);
  let body: AsyncIterable<Buffer> = chunkBytes(deps.storage, keys);
  if (recording.mime === 'video/webm') {
    const checked = await checkWebm(deps, keys);
    if ('failed' in checked) {
      // Not the stream's fault (the worker could not run): kept as it is, for the next finish to try again.
      deps.onTrouble?.(`recording ${recording.id} not joined: ${checked.failed}`);
      await settleAssembly(deps.db, recording.id, { state: 'recording' });
      return;
    }
    if ('refused' in checked) {
      deps.onTrouble?.(`recording ${recording.id} refused: ${checked.refused}`);
      await settleAssembly(deps.db, recording.id, { state: 'refused' });
      await dropChunks(deps, recording.id, keys);
      return;
    }
    body = withSeekableHead(checked, chunkBytes(deps.storage, keys));
  }
  const fileId = await storeFile(deps, recording, body);
  await settleAssembly(deps.db, recording.id, { state: 'ready', fileId });
  await dropChunks(deps, recording.id, keys);
}

/**
 * Joins the interview's recording into its one file, once: called when the interview finishes (and again
 * by a repeated finish, which finds it done). A WebM that is not what the room records is refused and its
 * chunks dropped. Runs the parser in a worker; this thread only moves bytes.
 */
export async function finishRecording(
  deps: RecordingAssemblyDeps,
  userId: number,
  interviewId: number,
): Promise<void> {
  const recording = await findRecording(deps.db, userId, interviewId);
  if (!recording || recording.nextIndex === 0) return;
  if (!(await claimAssembly(deps.db, recording.id))) return;
  try {
    await assemble(deps, recording);
  } catch (err) {
    // Storage or database trouble: back to 'recording', so a later finish tries again.
    await settleAssembly(deps.db, recording.id, { state: 'recording' });
    throw err;
  }
}

export type RecordingView =
  | { state: 'ready'; url: string; name: string }
  | { state: 'pending' }
  | { state: 'refused' };

/**
 * The owner's recording of an interview as stored: its file by a short-lived signed URL once joined, else
 * whether it is still to be joined or was refused; null when nothing was recorded or it is not this user's.
 */
export async function recordingOf(
  deps: { db: Db; storage: Storage },
  userId: number,
  interviewId: number,
): Promise<RecordingView | null> {
  const recording = await findRecording(deps.db, userId, interviewId);
  if (!recording || recording.nextIndex === 0) return null;
  if (recording.state === 'refused') return { state: 'refused' };
  if (recording.state !== 'ready' || recording.fileId === null) return { state: 'pending' };
  const [file] = await deps.db.select().from(files).where(eq(files.id, recording.fileId));
  if (!file || file.deletedAt) return null;
  return { state: 'ready', url: await deps.storage.signedUrl(file.storageKey), name: file.name };
}
