import { describe, expect, it } from 'vitest';
import { createTestApp, describeEachBackend } from '../../test/backends.ts';

// A public call with no input: there is neither a login to require nor a body to refuse.
describeEachBackend('GET /api/site/info', (ctx) => {
  it('needs no login and answers null for every fact not set', async () => {
    const res = await ctx().app.inject({ url: '/api/site/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      msg: 'success',
      data: {
        operator: null,
        contact: null,
        icp: null,
        map_tile_url: expect.stringContaining('{z}'),
        speech: { tts: false, asr: false },
      },
    });
  });
});

describe('GET /api/site/info with the SITE_* settings', () => {
  async function infoWith(env: Record<string, string>) {
    const t = await createTestApp('pglite', { env });
    try {
      return (await t.app.inject({ url: '/api/site/info' })).json().data;
    } finally {
      await t.close();
    }
  }

  it('answers SITE_OPERATOR, SITE_CONTACT and SITE_ICP as set, trimmed', async () => {
    expect(
      await infoWith({
        SITE_OPERATOR: ' 北京某某科技有限公司 ',
        SITE_CONTACT: 'help@example.com',
        SITE_ICP: '京ICP备12345678号-1',
      }),
    ).toMatchObject({
      operator: '北京某某科技有限公司',
      contact: 'help@example.com',
      icp: '京ICP备12345678号-1',
    });
  });

  it('answers MAP_TILE_URL for the job map', async () => {
    const tiles = 'https://tiles.example.com/{z}/{x}/{y}.png';
    expect(await infoWith({ MAP_TILE_URL: tiles })).toMatchObject({ map_tile_url: tiles });
  });

  it('treats a blank setting as unset', async () => {
    expect(await infoWith({ SITE_OPERATOR: '   ', SITE_ICP: '京ICP备1号' })).toMatchObject({
      operator: null,
      contact: null,
      icp: '京ICP备1号',
    });
  });
});
