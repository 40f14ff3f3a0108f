// Chunked interview recordings: in order, each chunk once, resumable, capped, assembled into a seekable WebM
// that only its owner gets a URL to.
import { RECORDING_MESSAGES } from '@app/shared/uploads';
import { eq } from 'drizzle-orm';
import { Decoder } from 'ts-ebml';
import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, multipart } from '../../test/fixtures/helpers.ts';
import { recordingOf } from './index.ts';
import { recordingChunks, recordings } from './tables.ts';
import { seekableMetadata, withSeekableHead } from './webm-seekable.ts';

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

  it('stores chunks in order, a repeated one once, resumes from the status, and assembles a seekable WebM', async () => {
    const { user, headers } = await buildSession(app().db);
    expect(await status(headers, 41)).toEqual({ next_index: 0, bytes: 0 });
    expect((await send(headers, 41, 0, pieces[0]!)).json()).toMatchObject({
      code: 1,
      data: { next_index: 1 },
    });
    expect((await send(headers, 41, 1, pieces[1]!)).json().data).toEqual({ next_index: 2 });
    // The answer to chunk 1 was lost, the client sends it again: stored once.
    expect((await send(headers, 41, 1, pieces[1]!)).json().data).toEqual({ next_index: 2 });
    // A chunk after a gap is refused with where to resume.
    const gap = await send(headers, 41, 3, pieces[3]!);
    expect(gap.statusCode).toBe(400);
    expect(gap.json().msg).toBe(RECORDING_MESSAGES.outOfOrder(2));
    // After a cut, the client asks where to resume.
    expect(await status(headers, 41)).toEqual({
      next_index: 2,
      bytes: pieces[0]!.length + pieces[1]!.length,
    });
    await send(headers, 41, 2, pieces[2]!);
    await send(headers, 41, 3, pieces[3]!);
    const [row] = await app().db.select().from(recordings).where(eq(recordings.ownerId, user.id));
    const chunks = await app()
      .db.select()
      .from(recordingChunks)
      .where(eq(recordingChunks.recordingId, row!.id));
    expect(chunks.map((c) => c.index).sort()).toEqual([0, 1, 2, 3]);

    const res = await app().inject({ url: '/api/upload/recording?interviewId=41', headers });
    expect(res.json()).toMatchObject({ code: 1, data: { name: '面试录像-41.webm' } });
    const file = await app().inject({ url: res.json().data.url, headers });
    expect(file.headers['content-type']).toBe('video/webm');
    expect(durationIn(file.rawPayload.subarray(0, 16384))).toBeGreaterThan(2500);
    expect(file.rawPayload.subarray(0, 16384).indexOf(CUES_ID)).toBeGreaterThan(0);
    // The same answer through the module's face (what the interview result asks), no second assembly.
    const again = await recordingOf({ db: app().db, storage: app().storage }, user.id, 41);
    expect(again?.name).toBe('面试录像-41.webm');
    expect(new URL(again!.url, 'http://x').pathname).toBe(new URL(res.json().data.url, 'http://x').pathname);
  });

  it('is the uploader’s alone: another user gets nothing, and a URL is refused once expired or tampered with', async () => {
    const owner = await buildSession(app().db);
    const other = await buildSession(app().db);
    await send(owner.headers, 7, 0, webm);
    expect(await recordingOf({ db: app().db, storage: app().storage }, other.user.id, 7)).toBeNull();
    const theirs = await app().inject({ url: '/api/upload/recording?interviewId=7', headers: other.headers });
    expect(theirs.statusCode).toBe(404);
    expect(await status(other.headers, 7)).toEqual({ next_index: 0, bytes: 0 });
    // The other user's own interview 7 is another recording: theirs does not mix with the owner's.
    await send(other.headers, 7, 0, webm);
    expect(await status(owner.headers, 7)).toEqual({ next_index: 1, bytes: webm.length });

    const found = await recordingOf({ db: app().db, storage: app().storage }, owner.user.id, 7);
    const url = new URL(found!.url, 'http://x');
    const tampered = `${url.pathname.replace(`/${owner.user.id}/`, `/${other.user.id}/`)}${url.search}`;
    expect((await app().inject({ url: tampered })).statusCode).toBe(403);
    url.searchParams.set('e', String(Math.floor(Date.now() / 1000) - 1));
    expect((await app().inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
  });

  it('refuses bad input with a clear message: not a video, bad fields, no file, no login', async () => {
    const { headers } = await buildSession(app().db);
    const html = await send(headers, 9, 0, Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(400);
    expect(html.json().msg).toBe(RECORDING_MESSAGES.wrongType);
    for (const [id, index] of [
      ['abc', 0],
      [0, 0],
      [9, -1],
      [9, '1.5'],
    ] as const) {
      const res = await send(headers, id, index, webm);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(RECORDING_MESSAGES.badFields);
    }
    expect((await send({}, 9, 0, webm)).statusCode).toBe(401);
    expect(await status(headers, 9)).toEqual({ next_index: 0, bytes: 0 });
    const none = await app().inject({ url: '/api/upload/recording?interviewId=9', headers });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe(RECORDING_MESSAGES.notFound);
  });

  it('keeps an MP4 as recorded', async () => {
    const { headers } = await buildSession(app().db);
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    await send(headers, 12, 0, mp4);
    const res = await app().inject({ url: '/api/upload/recording?interviewId=12', headers });
    expect(res.json().data.name).toBe('面试录像-12.mp4');
    expect((await app().inject({ url: res.json().data.url, headers })).rawPayload.equals(mp4)).toBe(true);
  });
});
