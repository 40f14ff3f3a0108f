// @vitest-environment node
// The HTTP client against a real HTTP server on a random port, through its fetch transport.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { routes } from '@app/shared/routes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError, createApiClient, unwrap } from './api-client';
import { createLoggedOutHandler, type LoggedOutReason } from './logged-out';

// Routes of the contract this fake server answers in the ways each test needs.
const OK = routes.site.info;
const ECHO = routes.feedback.submit;
const QUERY = routes.interviews.list;
const PUT = routes.interviews.rename;
const DELETE = routes.interviews.batchDelete;
const FAIL = routes.auth.sendCode;
const UNAUTHORIZED = routes.users.center;
const FORBIDDEN = routes.users.settings;
const TOKEN_INVALID = routes.users.devices;
const SERVER_ERROR = routes.auth.config;
const NO_CONTENT = routes.expectations.list;
const NOT_JSON = routes.resumes.list;
const MISSING = routes.interviews.trend;
const INVALID_WORDS_ONLY = routes.users.info;

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];

function reply(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, headers: req.headers, body });
    const path = (req.url ?? '').split('?')[0];
    switch (path) {
      case OK.path:
        return reply(res, 200, { code: 1, msg: 'success', data: { hello: '世界' } });
      case ECHO.path:
      case PUT.path:
      case DELETE.path:
      case QUERY.path:
        return reply(res, 200, { code: 1, msg: 'success', data: body ? JSON.parse(body) : null });
      case FAIL.path:
        return reply(res, 200, { code: 0, msg: '手机号格式不正确', data: null });
      case UNAUTHORIZED.path:
        return reply(res, 401, { code: 0, msg: '请先登录', data: null }, { 'www-authenticate': 'Token' });
      case FORBIDDEN.path:
        return reply(res, 403, { code: 0, msg: '无权访问', data: null });
      case TOKEN_INVALID.path:
        return reply(
          res,
          401,
          { code: 0, msg: 'token无效', data: null },
          { 'www-authenticate': 'Token error="invalid_token"' },
        );
      case INVALID_WORDS_ONLY.path:
        return reply(res, 401, { code: 0, msg: 'token无效', data: null });
      case SERVER_ERROR.path:
        return reply(res, 500, { code: 0, msg: '服务器开小差了', data: null });
      case NO_CONTENT.path:
        res.writeHead(204);
        return res.end();
      case NOT_JSON.path:
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html></html>');
      default:
        return reply(res, 404, { code: 0, msg: '接口不存在', data: null });
    }
  });
});

let baseURL = '';
let token: string | undefined;
let clock = 0;
let clears = 0;
const loggedOut = vi.fn<(reason: LoggedOutReason) => void>();
const forbidden = vi.fn<(msg: string) => void>();
let client: ApiClient;

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.close();
  await once(server, 'close');
});

beforeEach(() => {
  seen.length = 0;
  token = 'tok-123';
  clock = 10_000;
  clears = 0;
  loggedOut.mockReset();
  forbidden.mockReset();
  // A fresh throttled handler with a clock the test moves.
  const handler = createLoggedOutHandler({ onLoggedOut: loggedOut, now: () => clock });
  client = createApiClient({
    baseURL,
    getToken: () => token,
    clearToken: () => {
      token = undefined;
      clears += 1;
    },
    onLoggedOut: handler,
    onForbidden: forbidden,
  });
});

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request headers', () => {
  it('sends the token header and terminal 4 on every call', async () => {
    await client.request(OK);
    await client.request(ECHO, { body: { emojiIndex: 1, feedbackText: '好', source: 'header' } });
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.headers.token).toBe('tok-123');
      expect(request.headers.terminal).toBe('4');
    }
  });

  it('sends no token header without a token, but still terminal 4', async () => {
    token = undefined;
    await client.request(OK);
    expect(seen[0]?.headers).not.toHaveProperty('token');
    expect(seen[0]?.headers.terminal).toBe('4');
  });

  it('sends methods, query and JSON bodies as given', async () => {
    await client.request(QUERY, { query: { page_no: 2, page_size: 12 } });
    await client.request(PUT, { body: { id: 1, interview_name: '前端一面' } });
    await client.request(DELETE, { body: { ids: [1, 2] } });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', `${QUERY.path}?page_no=2&page_size=12`],
      ['PUT', PUT.path],
      ['DELETE', DELETE.path],
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ id: 1, interview_name: '前端一面' });
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({ ids: [1, 2] });
    expect(seen[1]?.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('responses', () => {
  it('resolves to the body { code, msg, data }', async () => {
    await expect(client.request(OK)).resolves.toEqual({
      code: 1,
      msg: 'success',
      data: { hello: '世界' },
    });
  });

  it('unwraps code 1 to its data', async () => {
    expect(unwrap(await client.request(OK))).toEqual({ hello: '世界' });
  });

  it('resolves a business failure, and unwrap throws an ApiError carrying msg and code', async () => {
    const body = await client.request(FAIL, { body: { mobile: '1' } });
    expect(body).toEqual({ code: 0, msg: '手机号格式不正确', data: null });
    expect(() => unwrap(body)).toThrow(ApiError);
    try {
      unwrap(body);
    } catch (error) {
      expect((error as ApiError).msg).toBe('手机号格式不正确');
      expect((error as ApiError).code).toBe(0);
    }
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('rejects a non-200 status with the server msg, without logging out on 5xx', async () => {
    const error = await rejection(client.request(SERVER_ERROR));
    expect(error.status).toBe(500);
    expect(error.msg).toBe('服务器开小差了');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('rejects other non-200 statuses too (204, 404)', async () => {
    expect((await rejection(client.request(NO_CONTENT))).status).toBe(204);
    expect((await rejection(client.request(MISSING))).status).toBe(404);
  });

  it('rejects a 200 that is not the JSON envelope', async () => {
    expect((await rejection(client.request(NOT_JSON))).status).toBe(200);
  });

  it('rejects with a network error when nobody answers', async () => {
    const offline = createApiClient({
      baseURL: 'http://127.0.0.1:1',
      getToken: () => undefined,
      clearToken: () => {},
      onLoggedOut: loggedOut,
    });
    const error = await rejection(offline.request(OK));
    expect(error.isNetworkError).toBe(true);
    expect(error.msg).toBe('网络异常，请检查网络后重试');
    expect(loggedOut).not.toHaveBeenCalled();
  });
});

describe('logged-out handling', () => {
  it('runs the handler on 401 with the expired reason, and keeps the token for it to clear', async () => {
    const error = await rejection(client.request(UNAUTHORIZED));
    expect(error.status).toBe(401);
    expect(error.msg).toBe('请先登录');
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('expired');
    expect(clears).toBe(0);
  });

  it('leaves a 401 of a call sent without a token to the caller: there was no session to expire', async () => {
    token = undefined;
    const error = await rejection(client.request(UNAUTHORIZED));
    expect(error.status).toBe(401);
    expect(loggedOut).not.toHaveBeenCalled();
    expect(clears).toBe(0);
  });

  it('keeps the session on 403 and hands its message to be shown', async () => {
    const error = await rejection(client.request(FORBIDDEN));
    expect(error.status).toBe(403);
    expect(error.msg).toBe('无权访问');
    expect(loggedOut).not.toHaveBeenCalled();
    expect(clears).toBe(0);
    expect(token).toBe('tok-123');
    expect(forbidden).toHaveBeenCalledExactlyOnceWith('无权访问');
    // The next call still carries the token.
    await client.request(OK);
    expect(seen.at(-1)?.headers.token).toBe('tok-123');
  });

  it('leaves a 403 to the caller that asked to handle it', async () => {
    await rejection(client.request(FORBIDDEN, {}, { skipAuthHandler: true }));
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('runs the handler at most once per 2 s', async () => {
    await Promise.all([
      rejection(client.request(UNAUTHORIZED)),
      rejection(client.request(UNAUTHORIZED)),
      rejection(client.request(UNAUTHORIZED)),
    ]);
    expect(seen).toHaveLength(3);
    expect(loggedOut).toHaveBeenCalledTimes(1);

    clock += 1_999;
    await rejection(client.request(UNAUTHORIZED));
    expect(loggedOut).toHaveBeenCalledTimes(1);

    clock += 1;
    await rejection(client.request(UNAUTHORIZED));
    expect(loggedOut).toHaveBeenCalledTimes(2);
  });

  it('clears the token and runs the handler with the invalid reason when a 401 challenge says invalid_token', async () => {
    const error = await rejection(client.request(TOKEN_INVALID));
    expect(error.msg).toBe('token无效');
    expect(clears).toBe(1);
    expect(token).toBeUndefined();
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('invalid');

    await client.request(OK);
    expect(seen.at(-1)?.headers).not.toHaveProperty('token');
  });

  it('goes by the reason code, never the words: a 401 saying token无效 without the code is expired', async () => {
    const error = await rejection(client.request(INVALID_WORDS_ONLY));
    expect(error.msg).toBe('token无效');
    expect(clears).toBe(0);
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('leaves it all to the caller with skipAuthHandler', async () => {
    await rejection(client.request(UNAUTHORIZED, {}, { skipAuthHandler: true }));
    await rejection(client.request(TOKEN_INVALID, {}, { skipAuthHandler: true }));
    expect(loggedOut).not.toHaveBeenCalled();
    expect(clears).toBe(0);
  });
});
