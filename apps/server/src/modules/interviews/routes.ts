// The interview lifecycle API (SPEC §7, issue 10): add, generatePrompt, start, answer (envelope or
// Server-Sent Events), signals, finishInterview, getInterviewResult, screenshot/save, retryQuestion, and
// the documents as JSON (POST /api/recommend/getGenerateJson).
import { ok } from '@app/shared/api';
import { contract } from '@app/shared/contract';
import { ANSWER_EVENTS } from '@app/shared/interviews';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../http/auth.ts';
import { registerEndpoint } from '../../http/contract.ts';
import { type RateLimitRule, rateLimiter } from '../../http/rate-limit.ts';
import type { InterviewerBrain } from '../interviewer/index.ts';
import { INTERVIEW_MESSAGES as M } from './messages.ts';
import {
  finishInterview,
  generateJson,
  recordSignals,
  resultOf,
  retryQuestion,
  saveScreenshot,
} from './result-service.ts';
import { acceptAnswer, addInterview, generatePrompt, replyToAnswer, startInterview } from './service.ts';
import type { InterviewDeps } from './shapes.ts';

/** Per user: a spoken answer takes seconds, so 30 a minute is far above any real pace. */
export const INTERVIEW_RATE_RULES = {
  answer: { name: 'interview:answer', limit: 30, windowSeconds: 60 },
  /** The browser sends a window every few seconds; bursts after a reconnect stay within this. */
  signals: { name: 'interview:signals', limit: 120, windowSeconds: 60 },
  /** Planning and scoring may go to a paid LLM. */
  plan: { name: 'interview:plan', limit: 20, windowSeconds: 600 },
} satisfies Record<string, RateLimitRule>;

export interface InterviewRouteOptions {
  brain: InterviewerBrain;
}

/** Writes the next line as Server-Sent Events; the line is stored whether or not the client stays. */
async function streamReply(
  reply: FastifyReply,
  produce: (onDelta: (piece: string) => void) => Promise<unknown>,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (!raw.destroyed && !raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  try {
    const result = await produce((piece) => send(ANSWER_EVENTS.delta, { text: piece }));
    send(ANSWER_EVENTS.line, result);
  } catch (err) {
    reply.log.error({ err }, 'interview answer stream failed');
    send(ANSWER_EVENTS.error, { msg: M.brainFailed });
  }
  raw.end();
}

export const interviewRoutes: FastifyPluginAsyncZod<InterviewRouteOptions> = async (app, { brain }) => {
  const deps: InterviewDeps = {
    db: app.db,
    brain,
    storage: app.storage,
    // A recording is parsed under the same caps as a document.
    recordingLimits: {
      timeoutMs: app.config.DOCUMENT_PARSE_TIMEOUT_MS,
      heapMb: app.config.DOCUMENT_PARSE_HEAP_MB,
    },
    onRecordingTrouble: (detail) => app.log.warn({ detail }, 'interview recording not kept'),
  };
  const limits = {
    answer: rateLimiter(app.kv, INTERVIEW_RATE_RULES.answer),
    signals: rateLimiter(app.kv, INTERVIEW_RATE_RULES.signals),
    plan: rateLimiter(app.kv, INTERVIEW_RATE_RULES.plan),
  };
  const common = { onRequest: app.authenticate } as const;
  const schemaBase = { tags: ['interviews'], security: [{ token: [] }] };

  registerEndpoint(
    app,
    contract.interviews.add,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary:
          'Create an interview record (name, position, interviewer, JD and resume urls, minutes, language)',
      },
    },
    async (request) => ok(await addInterview(deps, currentUser(request).userId, request.body)),
  );

  registerEndpoint(
    app,
    contract.interviews.generatePrompt,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Plan the interview from the JD and resume (text, or the url of an uploaded file)',
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await limits.plan.consume(String(userId), M.tooFast);
      return ok(await generatePrompt(deps, userId, request.body));
    },
  );

  registerEndpoint(
    app,
    contract.interviews.start,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'The opening line; on an ongoing interview, the stored dialogue to resume from',
      },
    },
    async (request) => ok(await startInterview(deps, currentUser(request).userId, request.body.interviewId)),
  );

  registerEndpoint(
    app,
    contract.interviews.answer,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary:
          'Store the answer, then the next line: SSE (delta events, then one line event) when the client accepts text/event-stream',
      },
    },
    async (request, reply) => {
      const { userId } = currentUser(request);
      await limits.answer.consume(String(userId), M.answerTooFast);
      const accepted = await acceptAnswer(deps, userId, request.body);
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        return ok(accepted.done ?? (await replyToAnswer(deps, accepted)));
      }
      await streamReply(reply, async (onDelta) => {
        if (!accepted.done) return replyToAnswer(deps, accepted, onDelta);
        // A resend whose reply is stored: the whole line is its one piece.
        onDelta(accepted.done.line.text);
        return accepted.done;
      });
      return reply;
    },
  );

  registerEndpoint(
    app,
    contract.interviews.signals,
    {
      ...common,
      // Its own budget (a window every few seconds, bursts after a reconnect) is above the default.
      rateLimit: {
        limit: INTERVIEW_RATE_RULES.signals.limit,
        windowSeconds: INTERVIEW_RATE_RULES.signals.windowSeconds,
      },
      schema: {
        ...schemaBase,
        summary: "The browser's measurements over one window (face, voice), any number of times",
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await limits.signals.consume(String(userId), M.signalsTooFast);
      await recordSignals(deps, userId, request.body);
      return ok(null);
    },
  );

  registerEndpoint(
    app,
    contract.interviews.finish,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Assess and store the result (idempotent); answers the result',
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      return ok(await finishInterview(deps, userId, request.body.interviewId));
    },
  );

  registerEndpoint(
    app,
    contract.interviews.result,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary:
          'The result: overall score (recomputed from the stored sub-scores), six sub-scores, feedback, dialogue',
      },
    },
    async (request) => ok(await resultOf(deps, currentUser(request).userId, request.query.interviewId)),
  );

  registerEndpoint(
    app,
    contract.interviews.saveScreenshot,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Keep a screenshot (uploaded with dir screenshot) with the interview',
      },
    },
    async (request) => {
      await saveScreenshot(deps, currentUser(request).userId, request.body);
      return ok(null);
    },
  );

  registerEndpoint(
    app,
    contract.interviews.retryQuestion,
    {
      ...common,
      schema: {
        ...schemaBase,
        summary: 'Answer one question of a finished interview again and see it scored (not stored)',
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await limits.answer.consume(String(userId), M.answerTooFast);
      return ok(await retryQuestion(deps, userId, request.body));
    },
  );

  registerEndpoint(
    app,
    contract.interviews.generateJson,
    {
      ...common,
      schema: {
        tags: ['recommend'],
        security: [{ token: [] }],
        summary: 'The JD and resume the user uploaded as structured JSON (position, skills, projects…)',
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await limits.plan.consume(String(userId), M.tooFast);
      return ok(await generateJson(deps, userId, request.body));
    },
  );
};
