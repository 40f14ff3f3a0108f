import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAppLoggingTo, createTestApp, type TestApp } from '../test/backends.ts';
import { BusinessError, ForbiddenError, TooManyRequestsError } from './errors.ts';

const echoBody = z.object({
  name: z.string().trim().min(1),
  age: z.number().int().min(0),
  kind: z.enum(['a', 'b']).optional(),
});

function addProbeRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post('/api/probe/echo', { schema: { body: echoBody } }, async (req) => ({
    code: 1,
    msg: 'success',
    data: req.body,
  }));
  typed.get(
    '/api/probe/query',
    { schema: { querystring: z.object({ page_no: z.coerce.number().int().min(1) }) } },
    async (req) => ({
      code: 1,
      msg: 'success',
      data: req.query,
    }),
  );
  typed.get('/api/probe/business', async () => {
    throw new BusinessError('这是一条业务提示');
  });
  typed.get('/api/probe/forbidden', async () => {
    throw new ForbiddenError();
  });
  typed.get('/api/probe/limited', async () => {
    throw new TooManyRequestsError('请 60 秒后再试', 60);
  });
  typed.get('/api/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
  typed.get('/api/probe/failed-query', async () => {
    await app.db.execute(sql`select ${'13800001234'}::int`);
  });
}

describe('error handler and envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { extend: addProbeRoutes });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/probe/echo',
      payload,
      headers: { 'content-type': contentType },
    });

  it('passes a valid body through', async () => {
    const res = await post(JSON.stringify({ name: ' 小林 ', age: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: { name: '小林', age: 3 } });
  });

  it('answers 400 with a readable message for malformed JSON', async () => {
    const res = await post('{"name": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg: '请求体不是有效的 JSON' });
  });

  it('names the field that has the wrong type', async () => {
    const res = await post(JSON.stringify({ name: 'x', age: 'three' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('age');
  });

  it('names the field with an unknown enum value', async () => {
    const res = await post(JSON.stringify({ name: 'x', age: 1, kind: 'z' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('kind');
  });

  it('names a missing field', async () => {
    const res = await post(JSON.stringify({ age: 1 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('name');
  });

  it('names a bad query parameter', async () => {
    const res = await t.app.inject({ url: '/api/probe/query?page_no=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('page_no');
  });

  it('answers 413 for a JSON body over 1 MB', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 0, msg: '请求体过大' });
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await post('name=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(0);
  });

  it('turns a business error into code 0 with HTTP 200', async () => {
    const res = await t.app.inject({ url: '/api/probe/business' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: '这是一条业务提示', data: null });
  });

  it('keeps the status of typed errors and sets retry-after on 429', async () => {
    expect((await t.app.inject({ url: '/api/probe/forbidden' })).statusCode).toBe(403);
    const limited = await t.app.inject({ url: '/api/probe/limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
  });

  it('hides the details of an unexpected error', async () => {
    const res = await t.app.inject({ url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json().code).toBe(0);
  });

  it('logs a failed query without the values sent with it', async () => {
    const lines: string[] = [];
    const logged = await buildAppLoggingTo(t, lines);
    addProbeRoutes(logged);
    try {
      const res = await logged.inject({ url: '/api/probe/failed-query' });
      expect(res.statusCode).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('Failed query (values withheld)');
      expect(log).toContain('::int');
      expect(log).not.toContain('13800001234');
    } finally {
      await logged.close();
    }
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});
