// Chunked interview recordings: for an interview of the uploader's, in order, each chunk once, resumable,
// capped by the interview's duration and the user's quota, rate-limited, joined once when the interview
// finishes into a seekable WebM that only its owner gets a URL to.
import { RECORDING_MESSAGES, UPLOAD_MESSAGES } from '@app/shared/uploads';
import { eq } from 'drizzle-orm';
import { Decoder } from 'ts-ebml';
import { describe, expect, it } from 'vitest';
import { rateLimiter } from '../../http/rate-limit.ts';
import { interviews as interviewsTable } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildInterview, buildSession } from '../../test/factories.ts';
import { fixture, multipart } from '../../test/fixtures/helpers.ts';
import { finishRecording, RECORDING_RATE_RULE, recordingLimitBytes, recordingOf } from './index.ts';
import { storageUsedBy } from './repo.ts';
import { files, recordingChunks, recordings } from './tables.ts';
import { seekableMetadata, WebmRefused, withSeekableHead } from './webm-seekable.ts';

const webm = fixture('recording.webm');
/** The fixture cut into four chunks at arbitrary places (MediaRecorder's own cuts do not matter). */
const CUTS = [0, 3000, 7000, 12000, webm.length];
const pieces = CUTS.slice(1).map((end, i) => webm.subarray(CUTS[i], end));

/** The element names of a WebM as MediaRecorder wrote it. */
function elementNames(buf: Buffer): string[] {
  const view = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
  return new Decoder().decode(view).map((e) => e.name);
}

/** The Segment duration (in TimestampScale units, ms here) written in a WebM header, or null. */
function durationIn(head: Buffer): number | null {
  // Duration is element 0x4489, a float of 4 or 8 bytes (size byte 0x84 or 0x88).
  for (let i = 0; i < head.length - 10; i++) {
    if (head[i] !== 0x44 || head[i + 1] !== 0x89) continue;
    if (head[i + 2] === 0x88) return head.readDoubleBE(i + 3);
    if (head[i + 2] === 0x84) return head.readFloatBE(i + 3);
  }
  return null;
}
const CUES_ID = Buffer.from([0x1c, 0x53, 0xbb, 0x6b]);
const CUE_POINT_ID = 0xbb;

describe('seekable WebM', () => {
  it('gives a MediaRecorder file its duration and cues, keeping every cluster byte', async () => {
    const before = elementNames(webm);
    expect(before).not.toContain('Duration');
    expect(before).not.toContain('Cues');
    const meta = await seekableMetadata(pieces);
    expect(meta.durationMs).toBeGreaterThan(2500);
    expect(meta.durationMs).toBeLessThan(4000);
    const out: Buffer[] = [];
    for await (const b of withSeekableHead(meta, pieces)) out.push(b);
    const fixed = Buffer.concat(out);
    expect(durationIn(meta.head)).toBeCloseTo(meta.durationMs, 0);
    // The whole file reads back as WebM: the new header, then every cluster, nothing else.
    const names = elementNames(fixed);
    expect(names.slice(0, 1)).toEqual(['EBML']);
    expect(names).toContain('Duration');
    expect(names).toContain('CuePoint');
    expect(names.filter((n) => n === 'Cluster').length).toBe(
      elementNames(webm).filter((n) => n === 'Cluster').length,
    );
    const cues = meta.head.indexOf(CUES_ID);
    expect(cues).toBeGreaterThan(0);
    expect(meta.head.indexOf(CUE_POINT_ID, cues + 4)).toBeGreaterThan(cues);
    expect(fixed.subarray(meta.head.length).equals(webm.subarray(meta.replacedBytes))).toBe(true);
  });

  it('refuses what is not WebM', async () => {
    await expect(seekableMetadata([Buffer.from('not a webm at all')])).rejects.toThrow();
  });

  it('refuses a WebM that is not what the room records: unknown elements, no track, a foreign frame', async () => {
    // The fixture's header, then an element the schema does not know: refused at that element.
    const clusterAt = webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(clusterAt).toBeGreaterThan(0);
    const unknown = Buffer.concat([webm.subarray(0, clusterAt), Buffer.from([0xff, 0x80, 0xff, 0x80])]);
    await expect(seekableMetadata([unknown])).rejects.toThrow(WebmRefused);
    // The header alone: tracks, but not a frame recorded.
    await expect(seekableMetadata([webm.subarray(0, clusterAt)])).rejects.toThrow(/no frame/);
    // A frame of a track the header does not declare (track 5; the fixture has track 1 only).
    const foreign = Buffer.from(webm);
    const block = foreign.indexOf(Buffer.from([0xa1]), clusterAt);
    const size = foreign[block + 1]! & 0x80 ? 1 : foreign[block + 1]! & 0x40 ? 2 : 3;
    expect(foreign[block + 1 + size]).toBe(0x81);
    foreign[block + 1 + size] = 0x85;
    await expect(seekableMetadata([foreign])).rejects.toThrow(/track 5/);
  });
});

describeEachBackend('POST /api/upload/recording', (ctx) => {
  const app = () => ctx().app;
  const send = (
    headers: Record<string, string>,
    interviewId: number | string,
    index: number | string,
    content: Buffer,
  ) => {
    const body = multipart([
      { name: 'interviewId', value: String(interviewId) },
      { name: 'index', value: String(index) },
      { name: 'file', filename: 'chunk.webm', content, contentType: 'video/webm' },
    ]);
    return app().inject({
      method: 'POST',
      url: '/api/upload/recording',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const status = async (headers: Record<string, string>, interviewId: number) =>
    (await app().inject({ url: `/api/upload/recording/status?interviewId=${interviewId}`, headers })).json()
      .data;
  const get = (headers: Record<string, string>, interviewId: number) =>
    app().inject({ url: `/api/upload/recording?interviewId=${interviewId}`, headers });
  /** What the interview's finish does to its recording (the interviews module calls it). */
  const finish = (userId: number, interviewId: number) =>
    finishRecording(
      { db: app().db, storage: app().storage, limits: { timeoutMs: 60_000, heapMb: 256 } },
      userId,
      interviewId,
    );
  /** A user with an interview of theirs. */
  const owner = async (minutes = 15) => {
    const session = await buildSession(app().db);
    const interview = await buildInterview(app().db, session.user.id, { plannedDuration: minutes * 60 });
    return { ...session, interviewId: interview.id };
  };

  it('stores chunks in order, a repeated one once, resumes from the status, and joins a seekable WebM once finished', async () => {
    const { user, headers, interviewId: id } = await owner();
    expect(await status(headers, id)).toEqual({ next_index: 0, bytes: 0 });
    expect((await send(headers, id, 0, pieces[0]!)).json()).toMatchObject({
      code: 1,
      data: { next_index: 1 },
    });
    expect((await send(headers, id, 1, pieces[1]!)).json().data).toEqual({ next_index: 2 });
    // The answer to chunk 1 was lost, the client sends it again: stored once.
    expect((await send(headers, id, 1, pieces[1]!)).json().data).toEqual({ next_index: 2 });
    // A chunk after a gap is refused with where to resume.
    const gap = await send(headers, id, 3, pieces[3]!);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().msg).toBe(RECORDING_MESSAGES.outOfOrder(2));
    // After a cut, the client asks where to resume.
    expect(await status(headers, id)).toEqual({
      next_index: 2,
      bytes: pieces[0]!.length + pieces[1]!.length,
    });
    await send(headers, id, 2, pieces[2]!);
    await send(headers, id, 3, pieces[3]!);
    const [row] = await app().db.select().from(recordings).where(eq(recordings.ownerId, user.id));
    const chunks = () =>
      app().db.select().from(recordingChunks).where(eq(recordingChunks.recordingId, row!.id));
    expect((await chunks()).map((c) => c.index).sort()).toEqual([0, 1, 2, 3]);
    // Until the interview finishes there is nothing to play: a read never parses the chunks.
    const early = await get(headers, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(RECORDING_MESSAGES.notReady);

    await finish(user.id, id);
    const res = await get(headers, id);
    expect(res.json()).toMatchObject({ code: 1, data: { name: `面试录像-${id}.webm` } });
    const file = await app().inject({ url: res.json().data.url, headers });
    expect(file.headers['content-type']).toBe('video/webm');
    expect(durationIn(file.rawPayload.subarray(0, 16384))).toBeGreaterThan(2500);
    expect(file.rawPayload.subarray(0, 16384).indexOf(CUES_ID)).toBeGreaterThan(0);
    // Joined once: the chunks are gone, a second finish changes nothing, reads serve the same file.
    expect(await chunks()).toEqual([]);
    await finish(user.id, id);
    const again = await recordingOf({ db: app().db, storage: app().storage }, user.id, id);
    if (again?.state !== 'ready') throw new Error('recording not ready');
    expect(again.name).toBe(`面试录像-${id}.webm`);
    expect(new URL(again.url, 'http://x').pathname).toBe(new URL(res.json().data.url, 'http://x').pathname);
    // The interview is over: its one recording takes no more chunks.
    await app().db.update(interviewsTable).set({ status: 'finished' }).where(eq(interviewsTable.id, id));
    const late = await send(headers, id, 4, pieces[3]!);
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(RECORDING_MESSAGES.closed);
  });

  it('belongs to an interview of the uploader: another’s or a made-up id is the interview 404', async () => {
    const mine = await owner();
    const other = await buildSession(app().db);
    for (const id of [mine.interviewId, 2_000_000_000]) {
      // The interview routes' own answer to an interview that is not the caller's.
      const elsewhere = await app().inject({
        url: `/api/interview/getInterviewResult?interviewId=${id}`,
        headers: other.headers,
      });
      expect(elsewhere.statusCode).toBe(404);
      const res = await send(other.headers, id, 0, webm);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(elsewhere.json());
    }
    expect(await status(mine.headers, mine.interviewId)).toEqual({ next_index: 0, bytes: 0 });
    const kept = await app().db.select().from(recordings).where(eq(recordings.ownerId, other.user.id));
    expect(kept).toEqual([]);
  });

  it('is the uploader’s alone: another user gets nothing, and a URL is refused once expired or tampered with', async () => {
    const mine = await owner();
    const other = await buildSession(app().db);
    await send(mine.headers, mine.interviewId, 0, webm);
    await finish(mine.user.id, mine.interviewId);
    expect(
      await recordingOf({ db: app().db, storage: app().storage }, other.user.id, mine.interviewId),
    ).toBeNull();
    const theirs = await get(other.headers, mine.interviewId);
    expect(theirs.statusCode).toBe(404);
    expect(await status(other.headers, mine.interviewId)).toEqual({ next_index: 0, bytes: 0 });

    const found = await recordingOf({ db: app().db, storage: app().storage }, mine.user.id, mine.interviewId);
    if (found?.state !== 'ready') throw new Error('recording not ready');
    const url = new URL(found.url, 'http://x');
    const tampered = `${url.pathname.replace(`/${mine.user.id}/`, `/${other.user.id}/`)}${url.search}`;
    expect((await app().inject({ url: tampered })).statusCode).toBe(403);
    url.searchParams.set('e', String(Math.floor(Date.now() / 1000) - 1));
    expect((await app().inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });

  it('refuses bad input with a clear message: not a video, bad fields, no file, no login', async () => {
    const { headers, interviewId: id } = await owner();
    const html = await send(headers, id, 0, Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().msg).toBe(RECORDING_MESSAGES.wrongType);
    for (const [interviewId, index] of [
      ['abc', 0],
      [0, 0],
      [id, -1],
      [id, '1.5'],
    ] as const) {
      const res = await send(headers, interviewId, index, webm);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(RECORDING_MESSAGES.badFields);
    }
    expect((await send({}, id, 0, webm)).statusCode).toBe(401);
    expect(await status(headers, id)).toEqual({ next_index: 0, bytes: 0 });
    const none = await get(headers, id);
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe(RECORDING_MESSAGES.notFound);
  });

  it('keeps an MP4 as recorded', async () => {
    const { user, headers, interviewId: id } = await owner();
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    await send(headers, id, 0, mp4);
    await finish(user.id, id);
    const res = await get(headers, id);
    expect(res.json().data.name).toBe(`面试录像-${id}.mp4`);
    expect((await app().inject({ url: res.json().data.url, headers })).rawPayload.equals(mp4)).toBe(true);
  });

  it('refuses a WebM that is not a recording when the interview finishes, with a clear message', async () => {
    const { user, headers, interviewId: id } = await owner();
    const clusterAt = webm.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    await send(headers, id, 0, webm.subarray(0, clusterAt));
    await send(headers, id, 1, Buffer.alloc(4096, 0xff));
    await finish(user.id, id);
    const res = await get(headers, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(RECORDING_MESSAGES.refused);
    // Nothing of it is kept: no chunk, no file, nothing counted against the quota.
    const [row] = await app().db.select().from(recordings).where(eq(recordings.ownerId, user.id));
    expect(row?.state).toBe('refused');
    expect(
      await app().db.select().from(recordingChunks).where(eq(recordingChunks.recordingId, row!.id)),
    ).toEqual([]);
    expect(await storageUsedBy(app().db, user.id)).toEqual({ files: 0, bytes: 0 });
  });

  it('counts in the quota: chunks while they arrive, the file once joined, refused past it', async () => {
    const { user, headers, interviewId: id } = await owner();
    await send(headers, id, 0, pieces[0]!);
    expect(await storageUsedBy(app().db, user.id)).toEqual({ files: 1, bytes: pieces[0]!.length });
    await send(headers, id, 1, Buffer.concat(pieces.slice(1)));
    await finish(user.id, id);
    const used = await storageUsedBy(app().db, user.id);
    expect(used.files).toBe(1);
    expect(used.bytes).toBeGreaterThan(webm.length);
    // Another interview, with the user's files already filling the quota: its first chunk is refused.
    const next = await buildInterview(app().db, user.id);
    const quotaMb = ctx().config.UPLOAD_QUOTA_MB;
    await app()
      .db.insert(files)
      .values({
        ownerId: user.id,
        dir: 'resume',
        storageKey: `full-${id}`,
        name: 'big.pdf',
        mime: 'application/pdf',
        size: quotaMb * 1024 * 1024 - used.bytes,
      });
    const full = await send(headers, next.id, 0, webm);
    expect(full.statusCode).toBe(413);
    expect(full.json().msg).toBe(UPLOAD_MESSAGES.quotaFull(ctx().config.UPLOAD_QUOTA_FILES, quotaMb));
  });

  it('is bounded by the interview’s planned duration', async () => {
    const { user, headers, interviewId: id } = await owner(1);
    const limit = recordingLimitBytes(60);
    // A minute's interview allows minutes of recording at a generous bitrate, far below the old 500 MB.
    expect(limit).toBeGreaterThan(5 * 1024 * 1024);
    expect(limit).toBeLessThan(100 * 1024 * 1024);
    await send(headers, id, 0, webm);
    // As if the chunks so far had filled the allowance but for a few bytes.
    await app()
      .db.update(recordings)
      .set({ bytes: limit - 10 })
      .where(eq(recordings.ownerId, user.id));
    const over = await send(headers, id, 1, Buffer.alloc(64, 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().msg).toBe(RECORDING_MESSAGES.tooLarge(Math.floor(limit / 1024 / 1024)));
  });

  it('is rate-limited per user', async () => {
    const { user, headers, interviewId: id } = await owner();
    const limiter = rateLimiter(app().kv, RECORDING_RATE_RULE);
    for (let i = 0; i < RECORDING_RATE_RULE.limit; i++) await limiter.hit(String(user.id));
    const res = await send(headers, id, 0, webm);
    expect(res.statusCode).toBe(429);
    expect(res.json().msg).toBe(RECORDING_MESSAGES.tooFast);
    expect(await status(headers, id)).toEqual({ next_index: 0, bytes: 0 });
  });
});
