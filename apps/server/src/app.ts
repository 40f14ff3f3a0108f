// The application as one Fastify instance: third-party plugins, then the app's decorations, then routes.
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config.ts';
import { authPlugin } from './http/auth.ts';
import { contentSecurityDirectives } from './http/csp.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { socketsPlugin } from './http/ws.ts';
import { PrivacyRegistry } from './infra/db/privacy.ts';
import type { Infra } from './infra/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { chatPrivacy, chatRoutes } from './modules/chat/index.ts';
import { coachingPrivacy, coachingRoutes } from './modules/coaching/index.ts';
import { companyRoutes } from './modules/companies/index.ts';
import { expectationRoutes, expectationsPrivacy } from './modules/expectations/index.ts';
import { feedbackPrivacy, feedbackRoutes } from './modules/feedback/index.ts';
import { fileRoutes } from './modules/files/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  createBuiltInInterviewer,
  createLlmInterviewer,
  type InterviewerBrain,
} from './modules/interviewer/index.ts';
import {
  historyRoutes,
  interviewOfRecording,
  interviewRoutes,
  interviewsPrivacy,
  interviewTestRoutes,
} from './modules/interviews/index.ts';
import { jobRoutes, jobsPrivacy, visitorFirstPage } from './modules/jobs/index.ts';
import { privacyRoutes } from './modules/privacy/index.ts';
import { recommendPrivacy, recommendRoutes } from './modules/recommend/index.ts';
import { siteRoutes } from './modules/site/index.ts';
import { speechRoutes } from './modules/speech/index.ts';
import { resolveOwnAvatar, resumeRoutes, uploadRoutes, uploadsPrivacy } from './modules/uploads/index.ts';
import { resolveToken, userRoutes, usersPrivacy } from './modules/users/index.ts';
import { defaultWebDist } from './paths.ts';
import { registerWebApp } from './web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Infra['database']['db'];
    kv: Infra['kv'];
    pubsub: Infra['pubsub'];
    storage: Infra['storage'];
    sms: Infra['sms'];
    geocoder: Infra['geocoder'];
    synthesizer: Infra['synthesizer'];
    transcriber: Infra['transcriber'];
    /** Every module's part of 'export my data' and 'delete my account'. */
    privacy: PrivacyRegistry;
  }
}

/**
 * Each module's part of the user's data, a module after the modules its tables reference: the export
 * document follows this order and erasing runs in reverse (infra/db/privacy.ts).
 */
export function privacyRegistry(): PrivacyRegistry {
  return new PrivacyRegistry().register(
    usersPrivacy,
    uploadsPrivacy,
    expectationsPrivacy,
    jobsPrivacy,
    interviewsPrivacy,
    recommendPrivacy,
    feedbackPrivacy,
    chatPrivacy,
    coachingPrivacy,
  );
}

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Answers smaller than this go out as they are: below ~1 KB compression saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** Query parameters never written to logs: tokens, secrets and one-time codes travel in some URLs. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|password|secret|state|ticket)=)[^&\s"]*/gi, '$1[redacted]');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Every string of a log line's fields (one level down too) through `redactUrl`: a plugin may log a URL
 * under any name (@fastify/websocket logs an unhandled upgrade's raw url as `path`), around the `req`
 * serializer (issue 26).
 */
function redactFields(fields: Record<string, unknown>): Record<string, unknown> {
  const redact = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return redactUrl(value);
    // Plain objects only: a request or an error goes to its own serializer, which redacts what it writes.
    if (depth > 0 && isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redact(inner, depth - 1)]));
    }
    return value;
  };
  return redact(fields, 2) as Record<string, unknown>;
}

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
    formatters: { log: redactFields },
    hooks: {
      // The message itself, when it is a string that carries a URL.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)),
        );
      },
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(
  config: Config,
  infra: Infra,
  options: {
    logger?: FastifyBaseLogger | false;
    /** Told of every route as it is added (tests that walk all routes). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions(config) }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger }),
    bodyLimit: JSON_BODY_LIMIT,
    // Forwarded headers only from the proxies named in TRUST_PROXY: anyone else could write any address
    // into X-Forwarded-For and slip past every per-address limit.
    trustProxy: config.TRUST_PROXY ?? false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // While closing, answers in flight ask their keep-alive connection to close too; otherwise an idle
  // connection left open by a client would hold the shutdown until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // Security headers on every answer. The middleware is made once: @fastify/helmet makes it again for
  // every request, parsing the policy each time (a few percent of a search's time in Node).
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityDirectives(config) },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  // JSON answers above the threshold, brotli (quality 4) or gzip as the client prefers. Only JSON is added
  // to the types that compress: event streams, uploaded files (octet-stream, PDF, Office) and images go out
  // as they are, the web app's files are precompressed at build time (their Content-Encoding makes this
  // skip them), and a WebSocket upgrade never reaches onSend. Request bodies are not inflated.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'AI 面试求职平台 API', version: '1.0.0' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_MB * 1024 * 1024, files: 1, fields: 20 },
  });

  app.decorate('config', config);
  app.decorate('db', infra.database.db);
  app.decorate('kv', infra.kv);
  app.decorate('pubsub', infra.pubsub);
  app.decorate('storage', infra.storage);
  app.decorate('sms', infra.sms);
  app.decorate('geocoder', infra.geocoder);
  app.decorate('synthesizer', infra.synthesizer);
  app.decorate('transcriber', infra.transcriber);
  app.decorate('privacy', privacyRegistry());

  // The composition root wires the modules to each other and to http/: the identity core verifies tokens
  // for the auth hooks, and the uploads module vouches for avatars the profile editor stores.
  const db = infra.database.db;
  await app.register(authPlugin, { verifyToken: (token) => resolveToken(db, token) });
  await app.register(socketsPlugin, {});

  await app.register(healthRoutes);
  await app.register(fileRoutes);
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes, { resolveAvatar: resolveOwnAvatar });
  await app.register(privacyRoutes, { registry: app.privacy });
  // A recording chunk is for an interview of the uploader's: the interviews module says which (and its 404).
  await app.register(uploadRoutes, {
    interviewOf: (userId, interviewId) => interviewOfRecording(db, userId, interviewId),
  });
  await app.register(resumeRoutes);
  await app.register(feedbackRoutes);
  await app.register(coachingRoutes);
  await app.register(siteRoutes);
  await app.register(speechRoutes);
  await app.register(jobRoutes);
  await app.register(expectationRoutes);
  await app.register(historyRoutes);
  await app.register(recommendRoutes);
  const brain = interviewerBrain(config, db, app.log);
  await app.register(interviewRoutes, { brain });
  await app.register(chatRoutes, { brain });
  // Data for the browser tests that no API makes; a server run any other way does not have the route.
  if (config.NODE_ENV === 'test') await app.register(interviewTestRoutes);

  // The server renders the hot-jobs board for a visitor with the search's first page.
  await registerWebApp(app, {
    root: config.WEB_DIST ?? defaultWebDist,
    visitorFirstPage: () => visitorFirstPage(db),
  });
  return app;
}

/**
 * The interviewer the interview routes ask: the LLM adapter when LLM_BASE_URL and LLM_MODEL are set (it falls
 * back to the built-in engine for any step the LLM fails), else the built-in engine (offline, deterministic).
 */
export function interviewerBrain(
  config: Config,
  db: Infra['database']['db'],
  logger: FastifyBaseLogger,
): InterviewerBrain {
  const builtIn = createBuiltInInterviewer({ db });
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return builtIn;
  return createLlmInterviewer({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    fallback: builtIn,
    logger: logger.child({ module: 'interviewer' }),
  });
}
