import { describe, expect, it } from 'vitest';
import { createTestApp, describeEachBackend } from '../../test/backends.ts';

describeEachBackend('GET /api/health', (ctx) => {
  it('answers db ok after querying the database', async () => {
    const res = await ctx().app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'success', data: { db: 'ok' } });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx().app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/health');
  });
});

describe('GET /api/health on a closed database', () => {
  it('answers 503 instead of pretending', async () => {
    const t = await createTestApp('pglite');
    await t.infra.database.close();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 0, data: { db: 'error' } });
    await t.close();
  });
});
