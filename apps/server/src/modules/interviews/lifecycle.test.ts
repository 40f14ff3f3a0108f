// A whole interview through the API alone on the built-in engine, from uploading the resume and the JD to
// the result: plan, start, answers (envelope and Server-Sent Events), signals, a screenshot, finish, result.
import { SCORE_DIMENSIONS } from '@app/shared/interviews';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { interviewLines, interviewSignals, interviews } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, multipart, upload } from '../../test/fixtures/helpers.ts';
import { GOOD_ANSWER, post, sseEvents, startedInterview, uploadDocuments } from '../../test/interviews.ts';
import { overallScoreOf } from './index.ts';

describeEachBackend('a full interview through the API', (ctx) => {
  const app = () => ctx().app;

  it('upload -> generatePrompt -> start -> answers -> signals -> finish -> result', async () => {
    const { headers, user } = await buildSession(app().db);
    const { resumeUrl, jdUrl } = await uploadDocuments(app(), headers);

    const json = await post(app(), '/api/recommend/getGenerateJson', headers, {
      jd_url: jdUrl,
      resume_url: resumeUrl,
    });
    expect(json.json().code).toBe(1);
    expect(json.json().data.jd.skills.join(' ')).toMatch(/React/i);

    const prompt = await post(app(), '/api/interview/generatePrompt', headers, {
      jobDescriptionContent: jdUrl,
      resumeContent: resumeUrl,
      interviewer_id: 3,
      duration: 15,
    });
    expect(prompt.statusCode).toBe(200);
    const { interview_id: interviewId, question_count, prompt: brief } = prompt.json().data;
    expect(question_count).toBeGreaterThan(0);
    expect(brief).toContain('面试官');
    expect(brief).toContain('React');
    expect(brief).not.toMatch(/[；。]{2}/);
    const [record] = await app().db.select().from(interviews).where(eq(interviews.id, interviewId));
    expect(record).toMatchObject({ userId: user.id, status: 'preparing' });
    expect(record!.resumeText).toContain('张三');
    expect(record!.jdFileId).not.toBeNull();

    const start = await post(app(), '/api/interview/start', headers, { interviewId });
    expect(start.json()).toMatchObject({
      code: 1,
      data: { status: 'ongoing', finished: false, interviewer_id: 3 },
    });
    expect(start.json().data.line).toMatchObject({ seq: 1, speaker: 'interviewer' });
    expect(start.json().data.remaining_seconds).toBeGreaterThan(800);

    // A few signal windows from the browser while the candidate speaks.
    for (let i = 0; i < 4; i++) {
      const res = await post(app(), '/api/interview/signals', headers, {
        interviewId,
        from_ms: i * 5000,
        to_ms: (i + 1) * 5000,
        face: {
          frames: 50,
          face_frames: 49,
          gaze_frames: 40,
          framed_frames: 47,
          expressions: { neutral: 38, happy: 9, sad: 1 },
          head_motion: 0.05,
          brightness: 150,
        },
        voice: { frames: 100, voiced_frames: 70, level_mean_db: -27, level_sd_db: 5, long_pauses: 0 },
      });
      expect(res.json()).toEqual({ code: 1, msg: 'success', data: null });
    }

    // Answer aloud until the interviewer closes (the microphone hears each answer, so speech is measured);
    // every other answer streams as SSE.
    let finished = false;
    let clock = 20_000;
    let windows = 4;
    for (let turn = 0; turn < 40 && !finished; turn++) {
      const heard = await post(app(), '/api/interview/signals', headers, {
        interviewId,
        from_ms: clock + 2_000,
        to_ms: clock + 32_000,
        voice: { frames: 600, voiced_frames: 420, level_mean_db: -26, level_sd_db: 6, long_pauses: 1 },
      });
      expect(heard.json().code).toBe(1);
      windows++;
      const payload = {
        interviewId,
        text: GOOD_ANSWER,
        question_end_ms: clock,
        answer_start_ms: clock + 2_000,
        answer_end_ms: clock + 32_000,
        spoken: true,
        client_id: `turn-${turn}`,
      };
      clock += 40_000;
      if (turn % 2 === 0) {
        const res = await post(app(), '/api/interview/answer', headers, payload);
        expect(res.json().code).toBe(1);
        finished = res.json().data.finished;
      } else {
        const res = await post(
          app(),
          '/api/interview/answer',
          { ...headers, accept: 'text/event-stream' },
          payload,
        );
        expect(res.headers['content-type']).toContain('text/event-stream');
        const events = sseEvents(res.body);
        const line = events.find((e) => e.event === 'line')!.data as {
          line: { text: string };
          finished: boolean;
        };
        const deltas = events
          .filter((e) => e.event === 'delta')
          .map((e) => (e.data as { text: string }).text);
        expect(deltas.length).toBeGreaterThan(0);
        expect(deltas.join('')).toBe(line.line.text);
        finished = line.finished;
      }
    }
    expect(finished).toBe(true);

    // Every line was stored as it was said: answers and the interviewer's lines alternate.
    const lines = await app()
      .db.select()
      .from(interviewLines)
      .where(eq(interviewLines.interviewId, interviewId));
    expect(lines.filter((l) => l.speaker === 'candidate').every((l) => l.responseMs === 2_000)).toBe(true);
    expect(lines.filter((l) => l.speaker === 'candidate').every((l) => l.spoken === true)).toBe(true);
    lines.sort((a, b) => a.seq - b.seq);
    expect(lines.at(-1)?.kind).toBe('closing');
    // The transcript follows the recording's clock: each line starts no earlier than the one before.
    const clockOf = lines.map((l) => l.atMs ?? 0);
    expect(clockOf).toEqual([...clockOf].sort((a, b) => a - b));

    const finish = await post(app(), '/api/interview/finishInterview', headers, { interviewId });
    expect(finish.json().code).toBe(1);
    const result = await app().inject({
      method: 'GET',
      url: `/api/interview/getInterviewResult?interviewId=${interviewId}`,
      headers,
    });
    const data = result.json().data;
    expect(data).toMatchObject({ interview_id: interviewId, status: 'finished', video_url: null });
    expect(Object.keys(data.scores).sort()).toEqual([...SCORE_DIMENSIONS].sort());
    for (const dimension of SCORE_DIMENSIONS) {
      expect(data.scores[dimension].score, dimension).not.toBeNull();
      expect(data.scores[dimension].advice, dimension).not.toBe('');
    }
    const subScores = Object.fromEntries(SCORE_DIMENSIONS.map((d) => [d, data.scores[d].score]));
    expect(data.overall_score).toBe(overallScoreOf(subScores));
    expect(data.questions.length).toBeGreaterThan(0);
    expect(data.dialogues).toHaveLength(lines.length);
    expect(data.summary).not.toBe('');
    expect(finish.json().data).toEqual(data);

    // Finishing again changes nothing; the result reads the same.
    const again = await post(app(), '/api/interview/finishInterview', headers, { interviewId });
    expect(again.json().data).toEqual(data);
    const signals = await app()
      .db.select()
      .from(interviewSignals)
      .where(eq(interviewSignals.interviewId, interviewId));
    expect(signals).toHaveLength(windows);

    // One question answered again, scored, nothing stored.
    const retry = await post(app(), '/api/interview/retryQuestion', headers, {
      interviewId,
      seq: 1,
      text: '不知道',
    });
    expect(retry.json()).toMatchObject({ code: 1, data: { seq: 1, answer: '不知道' } });
    expect(retry.json().data.score).toBeLessThan(data.questions[0].score);
    const linesAfter = await app()
      .db.select()
      .from(interviewLines)
      .where(eq(interviewLines.interviewId, interviewId));
    expect(linesAfter).toHaveLength(lines.length);
  });

  it('the result plays the recording uploaded in chunks, to its owner only', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const webm = fixture('recording.webm');
    for (const [index, content] of [webm.subarray(0, 6000), webm.subarray(6000)].entries()) {
      const body = multipart([
        { name: 'interviewId', value: String(interviewId) },
        { name: 'index', value: String(index) },
        { name: 'file', filename: 'chunk.webm', content, contentType: 'video/webm' },
      ]);
      const sent = await app().inject({
        method: 'POST',
        url: '/api/upload/recording',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      expect(sent.json().code).toBe(1);
    }
    await post(app(), '/api/interview/finishInterview', headers, { interviewId });
    const result = await app().inject({
      url: `/api/interview/getInterviewResult?interviewId=${interviewId}`,
      headers,
    });
    const videoUrl: string = result.json().data.video_url;
    expect(videoUrl).toBeTruthy();
    const video = await app().inject({ url: videoUrl, headers });
    expect(video.statusCode).toBe(200);
    expect(video.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const stranger = await buildSession(app().db);
    expect((await app().inject({ url: videoUrl, headers: stranger.headers })).statusCode).toBe(403);
    const theirs = await app().inject({
      url: `/api/interview/getInterviewResult?interviewId=${interviewId}`,
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('a screenshot uploaded with dir screenshot is kept with the interview', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const shot = await upload(
      app(),
      headers,
      { filename: 'shot.png', content: fixture('avatar.png') },
      'screenshot',
    );
    const url = shot.json().data.url as string;
    const saved = await post(app(), '/api/interview/screenshot/save', headers, {
      interviewId,
      url,
      at_ms: 3000,
    });
    expect(saved.json()).toEqual({ code: 1, msg: 'success', data: null });
    // A url that is not the user's screenshot: 404, nothing kept.
    const other = await buildSession(app().db);
    const foreign = await post(app(), '/api/interview/screenshot/save', other.headers, { interviewId, url });
    expect(foreign.statusCode).toBe(404);
  });
});
