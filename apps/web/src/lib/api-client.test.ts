// @vitest-environment node
// The HTTP client against a real HTTP server on a random port, through axios's node adapter.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, ApiError, createApiClient, isTokenInvalidMessage, unwrap } from './api-client';
import { createLoggedOutHandler, type LoggedOutReason } from './logged-out';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];

function reply(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
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
      case '/api/ok':
        return reply(res, 200, { code: 1, msg: 'success', data: { hello: '世界' } });
      case '/api/echo':
        return reply(res, 200, { code: 1, msg: 'success', data: body ? JSON.parse(body) : null });
      case '/api/fail':
        return reply(res, 200, { code: 0, msg: '手机号格式不正确', data: null });
      case '/api/unauthorized':
        return reply(res, 401, { code: 0, msg: '请先登录', data: null });
      case '/api/forbidden':
        return reply(res, 403, { code: 0, msg: '无权访问', data: null });
      case '/api/token-invalid':
        return reply(res, 401, { code: 0, msg: 'token无效', data: null });
      case '/api/session-invalid':
        return reply(res, 401, { code: 0, msg: '登录状态已失效', data: null });
      case '/api/token-invalid-200':
        return reply(res, 200, { code: 0, msg: 'Token 已失效，请重新登录', data: null });
      case '/api/server-error':
        return reply(res, 500, { code: 0, msg: '服务器开小差了', data: null });
      case '/api/no-content':
        res.writeHead(204);
        return res.end();
      case '/api/not-json':
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
    adapter: 'http',
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
    await client.get('/api/ok');
    await client.post('/api/echo', { mobile: '13800138000' });
    expect(seen).toHaveLength(2);
    for (const request of seen) {
      expect(request.headers.token).toBe('tok-123');
      expect(request.headers.terminal).toBe('4');
    }
  });

  it('sends no token header without a token, but still terminal 4', async () => {
    token = undefined;
    await client.get('/api/ok');
    expect(seen[0]?.headers).not.toHaveProperty('token');
    expect(seen[0]?.headers.terminal).toBe('4');
  });

  it('sends methods, query and JSON bodies as given', async () => {
    await client.get('/api/ok', { params: { page_no: 2, page_size: 12 } });
    await client.put('/api/echo', { id: 1, interview_name: '前端一面' });
    await client.delete('/api/echo', { data: { ids: [1, 2] } });
    expect(seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/api/ok?page_no=2&page_size=12'],
      ['PUT', '/api/echo'],
      ['DELETE', '/api/echo'],
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ id: 1, interview_name: '前端一面' });
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({ ids: [1, 2] });
    expect(seen[1]?.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('responses', () => {
  it('resolves to the body { code, msg, data }', async () => {
    await expect(client.get('/api/ok')).resolves.toEqual({
      code: 1,
      msg: 'success',
      data: { hello: '世界' },
    });
  });

  it('unwraps code 1 to its data', async () => {
    expect(unwrap(await client.get<{ hello: string }>('/api/ok'))).toEqual({ hello: '世界' });
  });

  it('resolves a business failure, and unwrap throws an ApiError carrying msg and code', async () => {
    const body = await client.get('/api/fail');
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
    const error = await rejection(client.get('/api/server-error'));
    expect(error.status).toBe(500);
    expect(error.msg).toBe('服务器开小差了');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('rejects other non-200 statuses too (204, 404)', async () => {
    expect((await rejection(client.get('/api/no-content'))).status).toBe(204);
    expect((await rejection(client.get('/api/missing'))).status).toBe(404);
  });

  it('rejects a 200 that is not the JSON envelope', async () => {
    expect((await rejection(client.get('/api/not-json'))).status).toBe(200);
  });

  it('rejects with a network error when nobody answers', async () => {
    const offline = createApiClient({
      baseURL: 'http://127.0.0.1:1',
      adapter: 'http',
      getToken: () => undefined,
      clearToken: () => {},
      onLoggedOut: loggedOut,
    });
    const error = await rejection(offline.get('/api/ok'));
    expect(error.isNetworkError).toBe(true);
    expect(error.msg).toBe('网络异常，请检查网络后重试');
    expect(loggedOut).not.toHaveBeenCalled();
  });
});

describe('logged-out handling', () => {
  it('runs the handler on 401 with the expired reason, and keeps the token for it to clear', async () => {
    const error = await rejection(client.get('/api/unauthorized'));
    expect(error.status).toBe(401);
    expect(error.msg).toBe('请先登录');
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('expired');
    expect(clears).toBe(0);
  });

  it('keeps the session on 403 and hands its message to be shown', async () => {
    const error = await rejection(client.get('/api/forbidden'));
    expect(error.status).toBe(403);
    expect(error.msg).toBe('无权访问');
    expect(loggedOut).not.toHaveBeenCalled();
    expect(clears).toBe(0);
    expect(token).toBe('tok-123');
    expect(forbidden).toHaveBeenCalledExactlyOnceWith('无权访问');
    // The next call still carries the token.
    await client.get('/api/ok');
    expect(seen.at(-1)?.headers.token).toBe('tok-123');
  });

  it('leaves a 403 to the caller that asked to handle it', async () => {
    await rejection(client.get('/api/forbidden', { skipAuthHandler: true }));
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('runs the handler at most once per 2 s', async () => {
    await Promise.all([
      rejection(client.get('/api/unauthorized')),
      rejection(client.get('/api/unauthorized')),
      rejection(client.get('/api/unauthorized')),
    ]);
    expect(seen).toHaveLength(3);
    expect(loggedOut).toHaveBeenCalledTimes(1);

    clock += 1_999;
    await rejection(client.get('/api/unauthorized'));
    expect(loggedOut).toHaveBeenCalledTimes(1);

    clock += 1;
    await rejection(client.get('/api/unauthorized'));
    expect(loggedOut).toHaveBeenCalledTimes(2);
  });

  it('clears the token and runs the handler with the invalid reason on a token-invalid msg', async () => {
    const error = await rejection(client.get('/api/token-invalid'));
    expect(error.msg).toBe('token无效');
    expect(clears).toBe(1);
    expect(token).toBeUndefined();
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('invalid');

    await client.get('/api/ok');
    expect(seen.at(-1)?.headers).not.toHaveProperty('token');
  });

  it('treats 登录状态已失效 as token-invalid', async () => {
    await rejection(client.get('/api/session-invalid'));
    expect(clears).toBe(1);
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('invalid');
  });

  it('catches a token-invalid msg even on a 200 answer, and rejects it', async () => {
    const error = await rejection(client.get('/api/token-invalid-200'));
    expect(error.status).toBe(200);
    expect(clears).toBe(1);
    expect(loggedOut).toHaveBeenCalledExactlyOnceWith('invalid');
  });

  it('leaves it all to the caller with skipAuthHandler', async () => {
    await rejection(client.get('/api/unauthorized', { skipAuthHandler: true }));
    await rejection(client.get('/api/token-invalid', { skipAuthHandler: true }));
    expect(loggedOut).not.toHaveBeenCalled();
    expect(clears).toBe(0);
  });
});

describe('isTokenInvalidMessage', () => {
  it.each([
    'token无效',
    'Token无效',
    'token 已失效',
    'TOKEN失效，请重新登录',
    '登录状态已失效',
    '登录已失效',
  ])('recognises %s', (msg) => {
    expect(isTokenInvalidMessage(msg)).toBe(true);
  });

  it.each(['手机号格式不正确', '验证码无效', 'token', '请先登录', '', undefined, 42])('ignores %s', (msg) => {
    expect(isTokenInvalidMessage(msg)).toBe(false);
  });
});
