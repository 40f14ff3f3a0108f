// The test-data route exists only in a server run under NODE_ENV=test, and writes what it is given.
import { expect, it } from 'vitest';
import { createTestApp, describeEachBackend } from '../../test/backends.ts';
import { buildSession } from '../../test/factories.ts';
import { TEST_INTERVIEWS_PATH } from './test-routes.ts';

describeEachBackend('the interviews test-data route', (ctx) => {
  it('adds interviews on past dates to the logged-in user, in the order given', async () => {
    const { app } = ctx();
    const { headers } = await buildSession(app.db);
    const createdAt = '2026-11-01T08:00:00.000Z';
    const row = {
      name: '旧面试',
      position: '前端工程师',
      status: 'finished',
      score: 80,
      created_at: createdAt,
    };
    const res = await app.inject({
      method: 'POST',
      url: TEST_INTERVIEWS_PATH,
      headers,
      payload: { rows: [row, { ...row, name: '更旧的', score: null, status: 'ongoing' }] },
    });
    expect(res.json()).toMatchObject({ code: 1 });
    const list = await app.inject({ method: 'GET', url: '/api/interview/list', headers });
    const names = list.json().data.lists.map((i: { interview_name: string }) => i.interview_name);
    expect(names.sort()).toEqual(['旧面试', '更旧的'].sort());
    expect(
      (await app.inject({ method: 'POST', url: TEST_INTERVIEWS_PATH, payload: { rows: [] } })).statusCode,
    ).toBe(401);
  });
});

it.each(['development', 'production'])('is not there when NODE_ENV is %s', async (env) => {
  const production: Record<string, string> =
    env === 'production'
      ? {
          APP_SECRET: 'x'.repeat(32),
          SMS_CONSOLE_IN_PRODUCTION: 'true',
          PUBLIC_URL: 'https://ai.example.com',
        }
      : {};
  const { app, close } = await createTestApp('pglite', { env: { NODE_ENV: env, ...production } });
  try {
    const res = await app.inject({ method: 'POST', url: TEST_INTERVIEWS_PATH, payload: { rows: [] } });
    expect(res.statusCode).toBe(404);
  } finally {
    await close();
  }
});
