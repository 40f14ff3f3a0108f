// POST /api/speech/tts and /api/speech/asr: the interviewer's line spoken, the candidate's recorded answer
// transcribed, through the server's speech ports when they are configured (the production path for voice:
// the browser's recognition in Chrome calls Google, which mainland users cannot reach).
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { SPEECH_MESSAGES as M, SPEECH_AUDIO_MAX_MB } from '@app/shared/speech';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { AppError, BadRequestError, PayloadTooLargeError } from '../../http/errors.ts';
import { rateLimiter } from '../../http/rate-limit.ts';

const security = [{ token: [] }];

/** Audio containers a recorder in a browser makes (and WAV, MP3), told by their first bytes. */
function audioTypeOf(audio: Buffer): { type: string; extension: string } | null {
  const ascii = (start: number, end: number) => audio.subarray(start, end).toString('latin1');
  if (audio.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return { type: 'audio/webm', extension: 'webm' };
  if (ascii(0, 4) === 'OggS') return { type: 'audio/ogg', extension: 'ogg' };
  if (ascii(4, 8) === 'ftyp') return { type: 'audio/mp4', extension: 'm4a' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return { type: 'audio/wav', extension: 'wav' };
  if (ascii(0, 3) === 'ID3' || (audio[0] === 0xff && ((audio[1] ?? 0) & 0xe0) === 0xe0)) {
    return { type: 'audio/mpeg', extension: 'mp3' };
  }
  return null;
}

export const speechRoutes: FastifyPluginAsyncZod = async (app) => {
  // A minute of interview asks for a few lines and one transcript; this leaves room, and stops a loop.
  const rule = { name: 'speech', limit: 60, windowSeconds: 60 };
  const limiter = rateLimiter(app.kv, rule);
  // The shared budget above speaks first; the per-route default would cut in at the same count.
  const rateLimit = { limit: rule.limit * 2, windowSeconds: rule.windowSeconds };
  /** The upstream's failure, logged for the operator; the user is told to try again or type. */
  const upstream = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      app.log.warn({ err }, 'speech service failed');
      throw new AppError(M.unavailable, 502);
    }
  };

  // A recorded answer arrives as the audio itself, refused by its declared length before a byte is read
  // (Fastify's body limit stops one that declares none).
  const audioLimit = SPEECH_AUDIO_MAX_MB * 1024 * 1024;
  app.addContentTypeParser(
    /^(audio|video)\/|^application\/octet-stream/,
    { parseAs: 'buffer', bodyLimit: audioLimit },
    (_request, body, done) => done(null, body),
  );
  const refuseLargeAudio = async (request: FastifyRequest) => {
    if (Number(request.headers['content-length']) > audioLimit)
      throw new PayloadTooLargeError(M.audioTooLarge);
  };

  registerEndpoint(
    app,
    contract.speech.tts,
    {
      onRequest: app.authenticate,
      rateLimit,
      schema: {
        tags: ['speech'],
        summary: "The interviewer's line as MP3 from the server's TTS (503 when TTS_* is unset)",
        security,
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      const synthesizer = app.synthesizer;
      if (!synthesizer) throw new AppError(M.notConfigured, 503);
      await limiter.consume(String(userId), M.tooMany);
      const { text, language } = request.body;
      const audio = await upstream(() => synthesizer.synthesize(text, language));
      return reply.type('audio/mpeg').header('cache-control', 'private, max-age=3600').send(audio);
    },
  );

  registerEndpoint(
    app,
    contract.speech.asr,
    {
      onRequest: [app.authenticate, refuseLargeAudio],
      rateLimit,
      schema: {
        tags: ['speech'],
        summary: 'The words of a recorded answer (the audio as the body) from the server’s ASR',
        security,
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const transcriber = app.transcriber;
      if (!transcriber) throw new AppError(M.notConfigured, 503);
      const audio = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (audio.length === 0) throw new BadRequestError(M.emptyAudio);
      const kind = audioTypeOf(audio);
      if (!kind) throw new BadRequestError(M.audioType);
      await limiter.consume(String(userId), M.tooMany);
      const text = await upstream(() =>
        transcriber.transcribe(
          audio,
          { name: `answer.${kind.extension}`, type: kind.type },
          request.query.language,
        ),
      );
      return ok({ text });
    },
  );
};
