// Drizzle queries of chunked recordings: the recording row, its chunks, the compare-and-set that moves on.
import { and, asc, eq, sql } from 'drizzle-orm';
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
        .where(and(eq(recordings.id, recording.id), eq(recordings.nextIndex, chunk.index)))
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

/** Marks `fileId` as the assembly of chunks 0..assembledIndex-1, unless someone assembled as much meanwhile. */
export async function setAssembled(
  db: Db,
  recording: Recording,
  fileId: number,
  assembledIndex: number,
): Promise<boolean> {
  const rows = await db
    .update(recordings)
    .set({ fileId, assembledIndex })
    .where(
      and(
        eq(recordings.id, recording.id),
        sql`(${recordings.fileId} is null or ${recordings.assembledIndex} < ${assembledIndex})`,
      ),
    )
    .returning({ id: recordings.id });
  return rows.length > 0;
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
