// The application as one Fastify instance: third-party plugins, then the app's decorations, then routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FAILURE_CODE } from '@app/shared/constants';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { authPlugin } from './http/auth.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import type { Infra } from './infra/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { companyRoutes } from './modules/companies/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { resumeRoutes } from './modules/resumes/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { defaultWebDist } from './paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Infra['database']['db'];
    kv: Infra['kv'];
    pubsub: Infra['pubsub'];
    storage: Infra['storage'];
    sms: Infra['sms'];
  }
}

export const JSON_BODY_LIMIT = 1024 * 1024;
const API_PREFIXES = ['/api/', '/ws/', '/wxUpload/', '/vue-admin-template/'];

/** Query parameters never written to logs: tokens, secrets and one-time codes travel in some URLs. */
function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|password|secret|state|ticket)=)[^&]*/gi, '$1[redacted]');
}

export function loggerOptions(config: Config) {
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.token', 'req.headers.cookie', 'req.headers.authorization'],
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
  options: { logger?: FastifyBaseLogger | false } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions(config) }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();

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

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its CSS-in-JS into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
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
  await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_MB * 1024 * 1024, files: 1, fields: 20 },
  });

  app.decorate('config', config);
  app.decorate('db', infra.database.db);
  app.decorate('kv', infra.kv);
  app.decorate('pubsub', infra.pubsub);
  app.decorate('storage', infra.storage);
  app.decorate('sms', infra.sms);

  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(fileRoutes);
  await app.register(companyRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(uploadRoutes);
  await app.register(resumeRoutes);
  await app.register(feedbackRoutes);
  await app.register(siteRoutes);

  await registerWebApp(app, config.WEB_DIST ?? defaultWebDist);
  return app;
}

/** Serves the built SPA: hashed assets cached for good, every other page path falls back to index.html. */
async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
    if (isApi || !hasWeb || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: FAILURE_CODE, msg: '接口不存在', data: null });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
