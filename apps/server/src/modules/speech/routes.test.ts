// The speech ports through the API, with the real `openai` client talking to a loopback stand-in of an
// OpenAI-compatible speech API: lines spoken, answers transcribed, bad input refused, upstream failures told.
import { SPEECH_MESSAGES as M, SPEECH_AUDIO_MAX_MB } from '@app/shared/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { fixture } from '../../test/fixtures/helpers.ts';
import { type SpeechWire, spokenBytes, startSpeechWire } from '../../test/speech-wire.ts';

for (const backend of backends()) {
  describe(`speech ports [${backend}]`, () => {
    let wire: SpeechWire;
    let t: TestApp;
    let headers: Record<string, string>;
    beforeAll(async () => {
      wire = await startSpeechWire();
      t = await createTestApp(backend, {
        env: {
          TTS_BASE_URL: wire.baseUrl,
          TTS_MODEL: 'tts-test',
          TTS_VOICE: 'nova',
          TTS_API_KEY: 'sk-tts',
          ASR_BASE_URL: wire.baseUrl,
          ASR_MODEL: 'asr-test',
          ASR_API_KEY: 'sk-asr',
        },
      });
      headers = (await buildSession(t.app.db)).headers;
    });
    afterAll(async () => {
      await t.close();
      await wire.close();
    });

    const speak = (payload: object, h = headers) =>
      t.app.inject({ method: 'POST', url: '/api/speech/tts', headers: h, payload });
    const transcribe = (audio: Buffer, type = 'audio/webm', query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/speech/asr${query}`,
        headers: { ...headers, 'content-type': type },
        payload: audio,
      });

    it('tells the web which ports it has', async () => {
      const info = await t.app.inject({ url: '/api/site/info' });
      expect(info.json().data.speech).toEqual({ tts: true, asr: true });
    });

    it('speaks a line through the TTS API, with its model, voice and key', async () => {
      const res = await speak({ text: '请先做一个简单的自我介绍。' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('audio/mpeg');
      expect(res.rawPayload.equals(spokenBytes('请先做一个简单的自我介绍。'))).toBe(true);
      const sent = wire.requests.at(-1)!;
      expect(sent.path).toBe('/v1/audio/speech');
      expect(sent.authorization).toBe('Bearer sk-tts');
      expect(sent.json).toMatchObject({
        model: 'tts-test',
        voice: 'nova',
        input: '请先做一个简单的自我介绍。',
      });
    });

    it('transcribes a recorded answer through the ASR API, as a file with its type and language', async () => {
      const audio = fixture('recording.webm');
      const res = await transcribe(audio, 'audio/webm', '?language=en');
      expect(res.json()).toEqual({ code: 1, msg: 'success', data: { text: wire.transcript } });
      const sent = wire.requests.at(-1)!;
      expect(sent.path).toBe('/v1/audio/transcriptions');
      expect(sent.authorization).toBe('Bearer sk-asr');
      expect(sent.form?.fields).toMatchObject({ model: 'asr-test', language: 'en' });
      expect(sent.form?.file).toMatchObject({ name: 'answer.webm', type: 'audio/webm' });
      expect(sent.form?.file?.bytes.equals(audio)).toBe(true);
    });

    it('refuses bad input with a clear message, never asking the upstream', async () => {
      const asked = wire.requests.length;
      expect((await speak({ text: '   ' })).json().msg).toContain(M.emptyText);
      expect((await speak({ text: '长'.repeat(1001) })).json().msg).toContain(M.textTooLong);
      expect((await speak({ text: '你好' }, {})).statusCode).toBe(401);
      const html = await transcribe(Buffer.from('<html><script>alert(1)</script></html>'), 'audio/webm');
      expect(html.statusCode).toBe(400);
      expect(html.json().msg).toBe(M.audioType);
      expect((await transcribe(Buffer.alloc(0))).statusCode).toBe(400);
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/speech/asr',
        headers: {
          ...headers,
          'content-type': 'audio/webm',
          'content-length': String(SPEECH_AUDIO_MAX_MB * 1024 * 1024 + 1),
        },
        payload: Buffer.alloc(16),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().msg).toBe(M.audioTooLarge);
      expect(wire.requests.length).toBe(asked);
    });

    it('says the service is unavailable when the upstream fails (after its one retry)', async () => {
      wire.failNext(500, 2);
      const res = await speak({ text: '你好' });
      expect(res.statusCode).toBe(502);
      expect(res.json().msg).toBe(M.unavailable);
      wire.failNext(503, 2);
      expect((await transcribe(fixture('recording.webm'))).json().msg).toBe(M.unavailable);
    });
  });
}

describe('speech ports, not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('says so to the web and to a caller', async () => {
    expect((await t.app.inject({ url: '/api/site/info' })).json().data.speech).toEqual({
      tts: false,
      asr: false,
    });
    const { headers } = await buildSession(t.app.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/speech/tts',
      headers,
      payload: { text: '你好' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().msg).toBe(M.notConfigured);
  });
});
