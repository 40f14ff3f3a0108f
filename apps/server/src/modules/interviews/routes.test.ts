// The interview routes at their edges: login, validation, bad documents, someone else's interview, a finished
// one, resends and resumes; each refusal stores nothing.
import { ANSWER_MAX_CHARS } from '@app/shared/interviews';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { interviewLines, interviewSignals, interviews } from '../../infra/db/schema.ts';
import { describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture, upload } from '../../test/fixtures/helpers.ts';
import { GOOD_ANSWER, JD_TEXT, post, sseEvents, startedInterview } from '../../test/interviews.ts';
import { interviewScoresOf } from './index.ts';
import { INTERVIEW_MESSAGES } from './messages.ts';
import { MAX_SIGNAL_WINDOWS } from './result-service.ts';
import { INTERVIEW_RATE_RULES } from './routes.ts';

const ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'POST', url: '/api/interview/add', payload: {} },
  {
    method: 'POST',
    url: '/api/interview/generatePrompt',
    payload: { jobDescriptionContent: 'a', resumeContent: 'b' },
  },
  { method: 'POST', url: '/api/interview/start', payload: { interviewId: 1 } },
  { method: 'POST', url: '/api/interview/answer', payload: { interviewId: 1, text: '你好' } },
  { method: 'POST', url: '/api/interview/signals', payload: { interviewId: 1, from_ms: 0, to_ms: 1 } },
  { method: 'POST', url: '/api/interview/finishInterview', payload: { interviewId: 1 } },
  { method: 'GET', url: '/api/interview/getInterviewResult?interviewId=1' },
  { method: 'POST', url: '/api/interview/screenshot/save', payload: { interviewId: 1, url: '/x.png' } },
  { method: 'POST', url: '/api/interview/retryQuestion', payload: { interviewId: 1, seq: 1, text: '再答' } },
  { method: 'POST', url: '/api/recommend/getGenerateJson', payload: { jd_url: '/a', resume_url: '/b' } },
];

describeEachBackend('interview routes', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db;
  const linesOf = (id: number) =>
    db().select().from(interviewLines).where(eq(interviewLines.interviewId, id));

  it('requires auth', async () => {
    for (const route of ROUTES) {
      const res = await app().inject({ method: route.method, url: route.url, payload: route.payload });
      expect(res.statusCode, route.url).toBe(401);
      expect(res.json().code, route.url).toBe(0);
    }
  });

  it('400 on bad input', async () => {
    const { headers } = await buildSession(db());
    const cases: [string, object][] = [
      ['/api/interview/add', { interviewer_id: 1 }],
      ['/api/interview/add', { duration: 0 }],
      ['/api/interview/add', { interview_name: '   ' }],
      ['/api/interview/generatePrompt', { jobDescriptionContent: '', resumeContent: '简历' }],
      ['/api/interview/generatePrompt', { jobDescriptionContent: '岗位', resumeContent: '   ' }],
      [
        '/api/interview/generatePrompt',
        { jobDescriptionContent: '岗位', resumeContent: '简历', interviewId: 'abc' },
      ],
      ['/api/interview/start', { interviewId: 'abc' }],
      ['/api/interview/start', { interviewId: 1.5 }],
      ['/api/interview/start', { interviewId: 2 ** 40 }],
      ['/api/interview/answer', { interviewId: 1, text: '' }],
      ['/api/interview/answer', { interviewId: 1, text: '好', answer_start_ms: -1 }],
      ['/api/interview/signals', { interviewId: 1, from_ms: 0 }],
      ['/api/interview/signals', { interviewId: 1, from_ms: 0, to_ms: 10, voice: { frames: 1 } }],
      ['/api/interview/finishInterview', { interviewId: '1; drop table' }],
      ['/api/interview/screenshot/save', { interviewId: 1 }],
      ['/api/interview/retryQuestion', { interviewId: 1, seq: 0, text: '再答' }],
      ['/api/recommend/getGenerateJson', { jd_url: '' }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(app(), url, headers, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().code).toBe(0);
    }
    for (const query of ['interviewId=abc', 'interviewId=-1', 'interviewId=99999999999', '']) {
      const res = await app().inject({
        method: 'GET',
        url: `/api/interview/getInterviewResult?${query}`,
        headers,
      });
      expect(res.statusCode, query).toBe(400);
    }
    const empty = await post(app(), '/api/interview/generatePrompt', headers, {
      jobDescriptionContent: ' ',
      resumeContent: '简历',
    });
    expect(empty.json().msg).toContain('岗位描述不能为空');
  });

  it('add creates a preparing record (with a DOCX resume); generatePrompt with its id plans it from pasted text', async () => {
    const { headers, user } = await buildSession(db());
    const docx = await upload(
      app(),
      headers,
      { filename: '简历.docx', content: fixture('resume.docx') },
      'resume',
    );
    const add = await post(app(), '/api/interview/add', headers, {
      resume_url: docx.json().data.url,
      interview_name: '  字节前端一面  ',
      interview_position: '前端开发工程师',
      duration: 10,
      language: 'zh',
    });
    expect(add.json()).toMatchObject({ code: 1, data: { interview_id: expect.any(Number) } });
    const interviewId = add.json().data.interview_id;
    const [row] = await db().select().from(interviews).where(eq(interviews.id, interviewId));
    expect(row).toMatchObject({
      userId: user.id,
      interviewName: '字节前端一面',
      plannedDuration: 600,
      status: 'preparing',
      resumeFileId: docx.json().data.id,
    });
    expect(row!.resumeText).toContain('张三');

    const resumeText = fixture('resume-utf8.txt').toString('utf8');
    const prompt = await post(app(), '/api/interview/generatePrompt', headers, {
      jobDescriptionContent: JD_TEXT,
      resumeContent: resumeText,
      interviewId,
    });
    expect(prompt.json()).toMatchObject({ code: 1, data: { interview_id: interviewId } });
    const [planned] = await db().select().from(interviews).where(eq(interviews.id, interviewId));
    expect(planned!.plan).toMatchObject({ version: 1, minutes: 10 });
    expect(planned!.interviewName).toBe('字节前端一面');
  });

  it('a scanned or unreadable document, or a file that is not the user’s, is a clear 4xx', async () => {
    const { headers } = await buildSession(db());
    const scan = await upload(
      app(),
      headers,
      { filename: 'scan.pdf', content: fixture('truncated.pdf') },
      'resume',
    );
    const scanUrl = scan.json().data.url;
    const res = await post(app(), '/api/interview/generatePrompt', headers, {
      jobDescriptionContent: JD_TEXT,
      resumeContent: scanUrl,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(INTERVIEW_MESSAGES.noText('简历'));
    const other = await buildSession(db());
    const foreign = await post(app(), '/api/interview/generatePrompt', other.headers, {
      jobDescriptionContent: JD_TEXT,
      resumeContent: scanUrl,
    });
    expect(foreign.statusCode).toBe(404);
    const json = await post(app(), '/api/recommend/getGenerateJson', other.headers, {
      jd_url: scanUrl,
      resume_url: scanUrl,
    });
    expect(json.statusCode).toBe(404);
    const count = await db().select().from(interviews).where(eq(interviews.userId, other.user.id));
    expect(count).toHaveLength(0);
  });

  it('someone else’s interview is 404 on every route, and nothing is stored', async () => {
    const { interviewId } = await startedInterview(app());
    const before = await linesOf(interviewId);
    const { headers } = await buildSession(db());
    const attempts = [
      post(app(), '/api/interview/start', headers, { interviewId }),
      post(app(), '/api/interview/answer', headers, { interviewId, text: GOOD_ANSWER }),
      post(app(), '/api/interview/signals', headers, { interviewId, from_ms: 0, to_ms: 5000 }),
      post(app(), '/api/interview/finishInterview', headers, { interviewId }),
      app().inject({
        method: 'GET',
        url: `/api/interview/getInterviewResult?interviewId=${interviewId}`,
        headers,
      }),
      post(app(), '/api/interview/generatePrompt', headers, {
        jobDescriptionContent: 'a',
        resumeContent: 'b',
        interviewId,
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 0, msg: INTERVIEW_MESSAGES.notFound, data: null });
    }
    expect(await linesOf(interviewId)).toEqual(before);
    expect(
      await db().select().from(interviewSignals).where(eq(interviewSignals.interviewId, interviewId)),
    ).toEqual([]);
  });

  it('an answer of 50,000 characters is refused and not stored', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const res = await post(app(), '/api/interview/answer', headers, {
      interviewId,
      text: '长'.repeat(50_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(`${ANSWER_MAX_CHARS}字以内`);
    expect(await linesOf(interviewId)).toHaveLength(1);
  });

  it('answering before the start, or after the finish, is a 409 and stores nothing', async () => {
    const { headers } = await buildSession(db());
    const add = await post(app(), '/api/interview/add', headers, {});
    const early = await post(app(), '/api/interview/answer', headers, {
      interviewId: add.json().data.interview_id,
      text: '你好',
    });
    expect(early.statusCode).toBe(409);
    const start = await post(app(), '/api/interview/start', headers, {
      interviewId: add.json().data.interview_id,
    });
    expect(start.json()).toEqual({ code: 0, msg: INTERVIEW_MESSAGES.notPrepared, data: null });

    const started = await startedInterview(app());
    await post(app(), '/api/interview/answer', started.headers, {
      interviewId: started.interviewId,
      text: GOOD_ANSWER,
    });
    const finish = await post(app(), '/api/interview/finishInterview', started.headers, {
      interviewId: started.interviewId,
    });
    expect(finish.json().code).toBe(1);
    const before = await linesOf(started.interviewId);
    for (const accept of ['application/json', 'text/event-stream']) {
      const late = await post(
        app(),
        '/api/interview/answer',
        { ...started.headers, accept },
        {
          interviewId: started.interviewId,
          text: GOOD_ANSWER,
        },
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ code: 0, msg: INTERVIEW_MESSAGES.finished, data: null });
    }
    const signals = await post(app(), '/api/interview/signals', started.headers, {
      interviewId: started.interviewId,
      from_ms: 0,
      to_ms: 5000,
    });
    expect(signals.statusCode).toBe(409);
    expect(await linesOf(started.interviewId)).toEqual(before);
    const replan = await post(app(), '/api/interview/generatePrompt', started.headers, {
      jobDescriptionContent: JD_TEXT,
      resumeContent: '简历',
      interviewId: started.interviewId,
    });
    expect(replan.statusCode).toBe(409);
  });

  it('a resent answer (same client_id) is stored once and gets the same next line, envelope or SSE', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const payload = { interviewId, text: GOOD_ANSWER, client_id: 'a-1' };
    const first = await post(app(), '/api/interview/answer', headers, payload);
    const again = await post(app(), '/api/interview/answer', headers, payload);
    expect(again.json()).toEqual(first.json());
    const streamed = await post(
      app(),
      '/api/interview/answer',
      { ...headers, accept: 'text/event-stream' },
      payload,
    );
    const line = sseEvents(streamed.body).find((e) => e.event === 'line');
    expect(line?.data).toEqual(first.json().data);
    const lines = await linesOf(interviewId);
    expect(lines.filter((l) => l.speaker === 'candidate')).toHaveLength(1);
    expect(lines).toHaveLength(3);
  });

  it('start again resumes: the stored dialogue and the line to answer; a lost reply is produced then', async () => {
    const { headers, interviewId, start } = await startedInterview(app());
    const answered = await post(app(), '/api/interview/answer', headers, { interviewId, text: GOOD_ANSWER });
    const resumed = await post(app(), '/api/interview/start', headers, { interviewId });
    expect(resumed.json().data.dialogues).toHaveLength(3);
    expect(resumed.json().data.dialogues[0]).toEqual(start.line);
    expect(resumed.json().data.line).toEqual(answered.json().data.line);

    // The server stopped after storing an answer and before its reply: resume produces the reply.
    const lines = await linesOf(interviewId);
    await db()
      .insert(interviewLines)
      .values({
        interviewId,
        seq: lines.length + 1,
        speaker: 'candidate',
        kind: 'answer',
        text: GOOD_ANSWER,
        questionIndex: lines.at(-1)!.questionIndex,
      });
    const recovered = await post(app(), '/api/interview/start', headers, { interviewId });
    expect(recovered.json().data.dialogues).toHaveLength(lines.length + 2);
    expect(recovered.json().data.line.speaker).toBe('interviewer');
    expect(recovered.json().data.line.seq).toBe(lines.length + 2);
  });

  it('finish on a crash-interrupted interview scores what was stored; unmeasured dimensions are null', async () => {
    const { headers, interviewId } = await startedInterview(app());
    await post(app(), '/api/interview/answer', headers, { interviewId, text: GOOD_ANSWER });
    const res = await post(app(), '/api/interview/finishInterview', headers, { interviewId });
    const data = res.json().data;
    expect(data.status).toBe('finished');
    // No camera, no microphone, no timing: only the content is measured.
    for (const d of ['body_language', 'facial_expression', 'grooming', 'interview_tone', 'timely_response']) {
      expect(data.scores[d].score, d).toBeNull();
    }
    expect(data.scores.content.score).not.toBeNull();
    expect(data.overall_score).toBe(data.scores.content.score);
  });

  it('typed answers measure no speech rate, pauses or tone though the microphone heard sound', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const voice = { frames: 100, voiced_frames: 80, level_mean_db: -20, level_sd_db: 9, long_pauses: 0 };
    const answer = (text: string, at: number, spoken?: boolean) =>
      post(app(), '/api/interview/answer', headers, {
        interviewId,
        text,
        question_end_ms: at,
        answer_start_ms: at + 1_000,
        answer_end_ms: at + 13_000,
        ...(spoken === undefined ? {} : { spoken }),
      });
    for (let i = 0; i < 6; i++)
      await post(app(), '/api/interview/signals', headers, {
        interviewId,
        from_ms: i * 5_000,
        to_ms: (i + 1) * 5_000,
        voice,
      });
    // Typed fast (a whole answer in 12 s), and one that does not say how it was given.
    expect((await answer(GOOD_ANSWER, 0, false)).json().code).toBe(1);
    expect((await answer(GOOD_ANSWER, 15_000)).json().code).toBe(1);
    const stored = (await linesOf(interviewId)).filter((l) => l.speaker === 'candidate');
    expect(stored.map((l) => l.spoken)).toEqual([false, null]);
    const typed = (await post(app(), '/api/interview/finishInterview', headers, { interviewId })).json().data;
    expect(typed.scores.interview_tone.score).toBeNull();
    expect(typed.scores.interview_tone.evidence[0].note).toContain('未测量');
    expect(JSON.stringify(typed.scores.interview_tone)).not.toContain('语速约每分钟');
    expect(typed.scores.timely_response.score).toBeNull();

    // The same interview answered aloud measures them.
    const other = await startedInterview(app());
    for (let i = 0; i < 6; i++)
      await post(app(), '/api/interview/signals', other.headers, {
        interviewId: other.interviewId,
        from_ms: i * 5_000,
        to_ms: (i + 1) * 5_000,
        voice,
      });
    await post(app(), '/api/interview/answer', other.headers, {
      interviewId: other.interviewId,
      text: GOOD_ANSWER,
      question_end_ms: 0,
      answer_start_ms: 1_000,
      answer_end_ms: 25_000,
      spoken: true,
    });
    const spoken = (
      await post(app(), '/api/interview/finishInterview', other.headers, { interviewId: other.interviewId })
    ).json().data;
    expect(spoken.scores.interview_tone.score).not.toBeNull();
    expect(JSON.stringify(spoken.scores.interview_tone)).toContain('语速约每分钟');
    expect(spoken.scores.timely_response.score).not.toBeNull();
  });

  it('interviewScoresOf: the scores of a finished interview, for its owner only', async () => {
    const { headers, interviewId, user } = await startedInterview(app());
    expect(await interviewScoresOf(db(), user.id, interviewId)).toBeNull();
    await post(app(), '/api/interview/answer', headers, { interviewId, text: GOOD_ANSWER });
    const result = (await post(app(), '/api/interview/finishInterview', headers, { interviewId })).json()
      .data;
    const scores = await interviewScoresOf(db(), user.id, interviewId);
    expect(scores).toEqual({
      interview_id: interviewId,
      interview_position: result.interview_position,
      overall_score: result.overall_score,
      scores: Object.fromEntries(
        Object.entries(result.scores).map(([d, s]) => [d, (s as { score: number }).score]),
      ),
      create_time: result.create_time,
    });
    const other = await buildSession(db());
    expect(await interviewScoresOf(db(), other.user.id, interviewId)).toBeNull();
  });

  it('signals: to_ms before from_ms is a 400 and stores nothing', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const res = await post(app(), '/api/interview/signals', headers, {
      interviewId,
      from_ms: 5000,
      to_ms: 1000,
    });
    expect(res.statusCode).toBe(400);
    expect(
      await db().select().from(interviewSignals).where(eq(interviewSignals.interviewId, interviewId)),
    ).toEqual([]);
  });

  it('signals whose counts contradict each other are a 400 naming the field, and store nothing', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const face = {
      frames: 10,
      face_frames: 10,
      gaze_frames: 10,
      framed_frames: 10,
      expressions: { happy: 5 },
      head_motion: 0,
      brightness: 120,
    };
    const voice = { frames: 100, voiced_frames: 50, level_mean_db: -30, level_sd_db: 3, long_pauses: 0 };
    const cases: Array<[object, string]> = [
      [{ face: { ...face, face_frames: 11 } }, 'face.face_frames'],
      [{ face: { ...face, face_frames: 5, gaze_frames: 6 } }, 'face.gaze_frames'],
      [{ face: { ...face, face_frames: 5, gaze_frames: 5, framed_frames: 6 } }, 'face.framed_frames'],
      [{ face: { ...face, expressions: { happy: 11 } } }, 'face.expressions.happy'],
      [{ voice: { ...voice, voiced_frames: 101 } }, 'voice.voiced_frames'],
      [{ voice: { ...voice, long_pauses: 51 } }, 'voice.long_pauses'],
      [{ from_ms: 5000, to_ms: 5000 }, 'to_ms'],
    ];
    for (const [window, field] of cases) {
      const res = await post(app(), '/api/interview/signals', headers, {
        interviewId,
        from_ms: 0,
        to_ms: 5000,
        ...window,
      });
      expect(res.statusCode, JSON.stringify(window)).toBe(400);
      expect(res.json().msg).toContain(`参数 ${field} 不正确`);
    }
    expect(
      await db().select().from(interviewSignals).where(eq(interviewSignals.interviewId, interviewId)),
    ).toEqual([]);
    const consistent = await post(app(), '/api/interview/signals', headers, {
      interviewId,
      from_ms: 0,
      to_ms: 5000,
      face,
      voice,
    });
    expect(consistent.json().code).toBe(1);
  });

  it('signal windows are capped per interview; answers are rate-limited per user (429)', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const rows = Array.from({ length: MAX_SIGNAL_WINDOWS }, (_, i) => ({
      interviewId,
      fromMs: i,
      toMs: i + 1,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db()
        .insert(interviewSignals)
        .values(rows.slice(i, i + 500));
    const full = await post(app(), '/api/interview/signals', headers, {
      interviewId,
      from_ms: 0,
      to_ms: 5000,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toBe(INTERVIEW_MESSAGES.signalsFull);

    // Each refused answer still counts: a client hammering the route is stopped before the database.
    const codes: number[] = [];
    for (let i = 0; i <= INTERVIEW_RATE_RULES.answer.limit; i++) {
      codes.push(
        (await post(app(), '/api/interview/answer', headers, { interviewId: 2_000_000_000, text: '好' }))
          .statusCode,
      );
    }
    expect(codes.slice(0, -1).every((c) => c === 404)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('SSE over a real connection: delta events, then the line, with event-stream headers', async () => {
    const { headers, interviewId } = await startedInterview(app());
    const address = await app().listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${address}/api/interview/answer`, {
      method: 'POST',
      headers: { ...headers, accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ interviewId, text: '还行吧' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = sseEvents(await res.text());
    expect(events.at(-1)?.event).toBe('line');
    const line = events.at(-1)!.data as { line: { text: string }; follow_up: boolean };
    // A thin answer draws a follow-up from the built-in interviewer.
    expect(line.follow_up).toBe(true);
    expect(
      events
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join(''),
    ).toBe(line.line.text);
  });
});
