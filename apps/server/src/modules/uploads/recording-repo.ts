// Drizzle queries of chunked recordings: the recording row, its chunks, the compare-and-set that moves on.
import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client.ts';
import { files, type Recording, recordingChunks, recordings } from './tables.ts';

export async function findRecording(
  db: Db,
  ownerId: number,
  interviewId: number,
): Promise<Recording | undefined> {
  const [row] = await db
    .select()
    .from(recordings)
    .where(and(eq(recordings.ownerId, ownerId), eq(recordings.interviewId, interviewId)))
    .limit(1);
  return row;
}

export async function findOrCreateRecording(
  db: Db,
  ownerId: number,
  interviewId: number,
): Promise<Recording> {
  await db.insert(recordings).values({ ownerId, interviewId }).onConflictDoNothing();
  return (await findRecording(db, ownerId, interviewId))!;
}

/**
 * Records chunk `index` and moves the recording on, only if `index` is still the next one expected: of two
 * requests carrying the same chunk, one wins and the other learns it lost (false) and drops its copy.
 */
export async function addChunk(
  db: Db,
  recording: Recording,
  chunk: { index: number; storageKey: string; size: number; mime: string },
): Promise<boolean> {
  return db
    .transaction(async (tx) => {
      const inserted = await tx
        .insert(recordingChunks)
        .values({
          recordingId: recording.id,
          index: chunk.index,
          storageKey: chunk.storageKey,
          size: chunk.size,
        })
        .onConflictDoNothing()
        .returning({ index: recordingChunks.index });
      if (!inserted.length) return false;
      const moved = await tx
        .update(recordings)
        .set({
          nextIndex: chunk.index + 1,
          bytes: sql`${recordings.bytes} + ${chunk.size}`,
          ...(chunk.index === 0 ? { mime: chunk.mime } : {}),
        })
        .where(
          and(
            eq(recordings.id, recording.id),
            eq(recordings.nextIndex, chunk.index),
            eq(recordings.state, 'recording'),
          ),
        )
        .returning({ id: recordings.id });
      if (!moved.length) throw new ChunkRaceLost();
      return true;
    })
    .catch((err) => {
      if (err instanceof ChunkRaceLost) return false;
      throw err;
    });
}

class ChunkRaceLost extends Error {}

export async function chunksOf(
  db: Db,
  recordingId: number,
): Promise<Array<{ index: number; storageKey: string }>> {
  return db
    .select({ index: recordingChunks.index, storageKey: recordingChunks.storageKey })
    .from(recordingChunks)
    .where(eq(recordingChunks.recordingId, recordingId))
    .orderBy(asc(recordingChunks.index));
}

/** After this long an assembly is presumed lost with its process (a crash, a deploy) and may be run again. */
const STALE_ASSEMBLY = sql`interval '10 minutes'`;

/** Moves a recording on to 'assembling', unless someone else is assembling it or it is done: true if so. */
export async function claimAssembly(db: Db, recordingId: number): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ state: 'assembling', stateAt: sql`now()` })
    .where(
      and(
        eq(recordings.id, recordingId),
        or(
          eq(recordings.state, 'recording'),
          and(eq(recordings.state, 'assembling'), lt(recordings.stateAt, sql`now() - ${STALE_ASSEMBLY}`)),
        ),
      ),
    )
    .returning({ id: recordings.id });
  return rows.length > 0;
}

/** Where an assembly ended: ready with its file, refused, or back to 'recording' to be tried again. */
export async function settleAssembly(
  db: Db,
  recordingId: number,
  end: { state: 'ready'; fileId: number } | { state: 'refused' | 'recording' },
): Promise<void> {
  await db
    .update(recordings)
    .set({ state: end.state, stateAt: sql`now()`, ...(end.state === 'ready' ? { fileId: end.fileId } : {}) })
    .where(and(eq(recordings.id, recordingId), eq(recordings.state, 'assembling')));
}

export async function deleteChunkRows(db: Db, recordingId: number): Promise<void> {
  await db.delete(recordingChunks).where(eq(recordingChunks.recordingId, recordingId));
}

/** The interview whose assembled recording is stored under `key`, if any (the files route's grant check). */
export async function recordingInterviewOfKey(db: Db, key: string): Promise<number | undefined> {
  const [row] = await db
    .select({ interviewId: recordings.interviewId })
    .from(recordings)
    .innerJoin(files, eq(files.id, recordings.fileId))
    .where(eq(files.storageKey, key))
    .limit(1);
  return row?.interviewId;
}
