// The upload endpoints with the files on S3 (a real S3 server on loopback, signatures checked): uploads, the
// phone's upload heard by the desktop, recordings assembled from chunks, signed URLs only for the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../infra/storage/s3-test-server.ts';
import { backends, createTestApp, type TestApp } from '../../test/backends.ts';
import { buildInterview, buildSession } from '../../test/factories.ts';
import { fixture, multipart, upload } from '../../test/fixtures/helpers.ts';
import { connect, socketBase } from '../../test/ws-client.ts';
import { finishRecording, recordingOf } from './index.ts';

for (const backend of backends()) {
  describe(`uploads on S3 [${backend}]`, () => {
    let s3: TestS3;
    let t: TestApp;
    beforeAll(async () => {
      s3 = await startTestS3();
      t = await createTestApp(backend, { env: s3.env });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await t.close();
      await s3.close();
    });
    const base = () => socketBase(t.app).replace(/^ws/, 'http');

    it('stores a resume in the bucket and answers a presigned URL that serves it', async () => {
      const { headers } = await buildSession(t.app.db);
      const res = await upload(
        t.app,
        headers,
        { filename: '简历.pdf', content: fixture('resume.pdf') },
        'resume',
      );
      expect(res.json()).toMatchObject({ code: 1, data: { name: '简历.pdf' } });
      const url: string = res.json().data.url;
      expect(url).toMatch(/^\/api\/files\/resume\//);
      // The product's URL checks who asks, then sends the browser to a presigned GET of the bucket.
      const redirect = await fetch(`${base()}${url}`, { headers, redirect: 'manual' });
      expect(redirect.status).toBe(302);
      const direct = redirect.headers.get('location')!;
      expect(direct.startsWith(`${s3.endpoint}/uploads/resume/`)).toBe(true);
      const file = await fetch(`${base()}${url}`, { headers });
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(fixture('resume.pdf'))).toBe(true);
      // Another user gets no presigned URL at all.
      const other = await buildSession(t.app.db);
      const refused = await fetch(`${base()}${url}`, { headers: other.headers, redirect: 'manual' });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('location')).toBeNull();
      // One hex digit of the presigned signature changed (to another digit: it may already start with 0).
      const tampered = direct.replace(
        /X-Amz-Signature=(\w)/,
        (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
      );
      expect(tampered).not.toBe(direct);
      expect((await fetch(tampered)).status).toBe(403);
    });

    it('the phone’s upload by code reaches the desktop socket with a URL that works', async () => {
      const { headers, token } = await buildSession(t.app.db);
      const qr = (await t.app.inject({ url: '/api/upload/generate_qrcode?dir=resume', headers })).json().data;
      const desk = await connect(`${socketBase(t.app)}/wxUpload/${qr.ws_id}?token=${token}`);
      const code = new URL(qr.url).searchParams.get('code')!;
      const res = await upload(
        t.app,
        {},
        { filename: 'cv.docx', content: fixture('resume.docx') },
        undefined,
        {
          url: '/api/upload/ws/uploadToObs',
          extra: { code },
        },
      );
      expect(res.json().code).toBe(1);
      const heard = (await desk.received()) as { data: { url: string } };
      expect((await fetch(`${base()}${heard.data.url}`, { headers })).status).toBe(200);
      desk.ws.close(1000);
    });

    it('assembles a chunked recording into a seekable WebM in the bucket, for its owner only', async () => {
      const owner = await buildSession(t.app.db);
      const other = await buildSession(t.app.db);
      const webm = fixture('recording.webm');
      const interview = await buildInterview(t.app.db, owner.user.id);
      const cuts = [0, 5000, 11000, webm.length];
      for (let index = 0; index < 3; index++) {
        const body = multipart([
          { name: 'interviewId', value: String(interview.id) },
          { name: 'index', value: String(index) },
          { name: 'file', filename: 'c.webm', content: webm.subarray(cuts[index], cuts[index + 1]) },
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/upload/recording',
          headers: { ...owner.headers, ...body.headers },
          payload: body.payload,
        });
        expect(res.json().data).toEqual({ next_index: index + 1 });
      }
      const deps = { db: t.app.db, storage: t.app.storage };
      // Joined when the interview finishes, in the worker, from the chunks in the bucket.
      await finishRecording(
        { ...deps, limits: { timeoutMs: 60_000, heapMb: 256 } },
        owner.user.id,
        interview.id,
      );
      expect(await recordingOf(deps, other.user.id, interview.id)).toBeNull();
      const found = await recordingOf(deps, owner.user.id, interview.id);
      if (found?.state !== 'ready') throw new Error(`recording not joined: ${found?.state}`);
      const video = Buffer.from(
        await (await fetch(`${base()}${found.url}`, { headers: owner.headers })).arrayBuffer(),
      );
      expect((await fetch(`${base()}${found.url}`, { headers: other.headers })).status).toBe(403);
      expect(video.length).toBeGreaterThan(webm.length);
      expect(video.subarray(0, 16384).includes(Buffer.from([0x1c, 0x53, 0xbb, 0x6b]))).toBe(true);
      expect(video.subarray(video.length - 2000).equals(webm.subarray(webm.length - 2000))).toBe(true);
    });
  });
}
