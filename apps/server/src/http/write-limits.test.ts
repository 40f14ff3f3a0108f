// Every route that writes has a rate limit (issue 26: interview/add and generate_qrcode had none). The
// limit is recorded by registerEndpoint on the route itself, so this walks the routes the app really
// registered, not a list kept by hand: a write added any other way, or without a limit, fails here.
import { type Route, routes } from '@app/shared/routes';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, type TestApp } from '../test/backends.ts';
import { buildSession } from '../test/factories.ts';
import { DEFAULT_WRITE_LIMIT, type EndpointLimit, RATE_LIMIT_CONFIG, writes } from './contract.ts';
import { RATE_LIMIT_MESSAGE } from './rate-limit.ts';

const contractRoutes = Object.values(routes).flatMap((domain) => Object.values(domain) as Route[]);

const methodsOf = (route: RouteOptions) => [route.method].flat().map(String);
const limitOf = (route: RouteOptions) =>
  (route.config as Record<string, EndpointLimit | undefined> | undefined)?.[RATE_LIMIT_CONFIG];

describe('rate limits on every route that writes', () => {
  let t: TestApp;
  const added: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(backends()[0]!, { onRoute: (route) => added.push(route) });
  });
  afterAll(() => t.close());

  it('finds no route that writes without a limit', () => {
    const writing = added.filter((route) => methodsOf(route).some((m) => m !== 'GET' && m !== 'HEAD'));
    expect(writing.length).toBeGreaterThan(50);
    const unlimited = writing.filter((route) => !limitOf(route)).map((r) => `${methodsOf(r)} ${r.url}`);
    expect(unlimited).toEqual([]);
    // GETs that create something each call are marked in the contract, and limited too.
    const writingGets = contractRoutes.filter((route) => route.method === 'GET' && writes(route));
    expect(writingGets.map((route) => route.path)).toContain('/api/upload/generate_qrcode');
    for (const route of writingGets) {
      const served = added.find((r) => r.url === route.path && methodsOf(r).includes('GET'));
      expect(served && limitOf(served), route.path).toBeTruthy();
    }
  });

  it('answers 429 once one caller passes the limit of interview/add and of generate_qrcode', async () => {
    const { app } = t;
    const { headers } = await buildSession(app.db);
    const calls = [
      () => app.inject({ method: 'POST', url: '/api/interview/add', headers, payload: {} }),
      () => app.inject({ url: '/api/upload/generate_qrcode?dir=resume', headers }),
    ];
    for (const call of calls) {
      const statuses: number[] = [];
      for (let i = 0; i <= DEFAULT_WRITE_LIMIT.limit; i++) statuses.push((await call()).statusCode);
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      const refused = await call();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 0, msg: RATE_LIMIT_MESSAGE, data: null });
    }
    // Another caller is not held up by this one.
    const other = await buildSession(app.db);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/interview/add',
      headers: other.headers,
      payload: {},
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('lets a write through while the kv is unreachable, rather than answering 500', async () => {
    const { app } = t;
    const { headers } = await buildSession(app.db);
    const incr = app.kv.incr;
    app.kv.incr = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    try {
      const res = await app.inject({ method: 'POST', url: '/api/interview/add', headers, payload: {} });
      expect(res.statusCode).toBe(200);
    } finally {
      app.kv.incr = incr;
    }
  });
});
