// One place that turns every thrown error into the `{ code, msg, data }` envelope with the right status.
import { failure } from '@app/shared/api';
import { AUTH_CHALLENGE, authChallenge } from '@app/shared/constants';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, TooManyRequestsError, UnauthorizedError } from './errors.ts';

/** Fastify's own client-error codes, in words a user can read. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请以 multipart/form-data 上传文件',
  FST_REQ_FILE_TOO_LARGE: '上传文件超过大小限制',
  FST_PARTS_LIMIT: '上传的字段过多',
  FST_FILES_LIMIT: '一次上传的文件过多',
  FST_FIELDS_LIMIT: '上传的字段过多',
  FST_MP_PREMATURE_CLOSE: '上传内容不完整，请重新上传',
  FST_PROTO_VIOLATION: '上传的字段名不正确',
  FST_INVALID_JSON_FIELD_ERROR: '上传的字段不是有效的 JSON',
  FST_ERR_VALIDATION: '请求参数不正确',
  FST_ERR_BAD_URL: '请求地址不正确',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

const SERVER_ERROR_MESSAGE = '服务器开小差了，请稍后重试';
const BROKEN_MULTIPART_MESSAGE = '上传内容不完整或格式不正确，请重新上传';

/**
 * What the multipart parser (busboy) throws for a body the client broke: no boundary, a boundary it cannot
 * use, a body cut off mid-part. Plain Errors without a code, so they are told apart by their words.
 */
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unsupported Content-Type|Missing Content-Type|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot)/;

function isBrokenMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return !error.statusCode && request.isMultipart() && BROKEN_MULTIPART.test(error.message);
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing, which the error handler never sees. A URL
 * that does not decode (`/api/%E0%A4%A`) or is too long is the client's fault: 400 in the envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message = FASTIFY_MESSAGES[error.code];
  if (message && (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH')) {
    reply.code(400).send(failure(message));
    return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  reply.code(500).send(failure(SERVER_ERROR_MESSAGE));
}

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  /** The zod issue minus path, code and message: `keys` for a strict schema's stray keys. */
  params?: { issue?: { path?: PropertyKey[]; message?: string }; keys?: string[] };
}

/** `msg` names the field: "参数 mobile 不正确：..." so a client knows what to fix. */
function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  // A strict schema's stray key has an empty path: the key itself is the field to name.
  const path =
    first?.params?.issue?.path?.join('.') ||
    first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
    first?.params?.keys?.join(', ');
  return fieldMessage(path || context, first?.message);
}

/** The 400 message naming a field: every way a request is validated speaks the same words. */
export function fieldMessage(field: string | undefined, problem: string | undefined): string {
  return `参数 ${field || '请求'} 不正确：${problem ?? '格式错误'}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const msg = validationMessage(error.validation as ValidationIssue[], error.validationContext);
      return reply.code(400).send(failure(msg));
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
        reply.header('retry-after', error.retryAfterSeconds);
      }
      if (error instanceof UnauthorizedError) {
        reply.header(AUTH_CHALLENGE.header, authChallenge(error.tokenInvalid));
      }
      return reply.code(error.statusCode).send(failure(error.message));
    }
    if (isBrokenMultipart(error, request)) return reply.code(400).send(failure(BROKEN_MULTIPART_MESSAGE));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = FASTIFY_MESSAGES[error.code] ?? (error.validation ? '请求参数不正确' : error.message);
      return reply.code(status).send(failure(msg));
    }
    request.log.error({ err: withoutQueryValues(error) }, 'request failed');
    return reply.code(500).send(failure(SERVER_ERROR_MESSAGE));
  });
}

/**
 * A failed query's error (Drizzle's) carries the values sent with it, a user's mobile or text among them,
 * in `params` and in its message: the log keeps the SQL, with placeholders, and the database's error code.
 */
function withoutQueryValues(error: Error): unknown {
  if (!('query' in error && 'params' in error)) return error;
  const cause = error.cause as { code?: unknown } | undefined;
  return {
    type: error.name,
    message: 'Failed query (values withheld)',
    query: error.query,
    code: cause?.code,
    // The stack opens with the message (values included), over several lines: keep only its frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}
