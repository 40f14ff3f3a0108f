import { describe, expect, it } from 'vitest';
import { describeEachBackend } from '../../test/backends.ts';
import { monogram, renderLogoSvg } from './logo.ts';
import { companies } from './tables.ts';

describeEachBackend('GET /api/company/logo/:id.svg', (ctx) => {
  it('is public: answers without a token', async () => {
    const [company] = await ctx()
      .app.db.insert(companies)
      .values({ name: '星河云智科技有限公司', shortName: '星河云智' })
      .returning();
    const res = await ctx().app.inject({ url: `/api/company/logo/${company!.id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain('>星河</text>');
  });

  it('400 on bad input', async () => {
    const res = await ctx().app.inject({ url: '/api/company/logo/abc.svg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('404 for an unknown company', async () => {
    const res = await ctx().app.inject({ url: '/api/company/logo/987654.svg' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0, msg: '公司不存在' });
  });
});

describe('monogram', () => {
  it('takes the first two Han characters, skipping a leading city name', () => {
    expect(monogram('星河云智')).toBe('星河');
    expect(monogram('上海澜海银行')).toBe('澜海');
    expect(monogram('锦鲤保')).toBe('锦鲤');
  });

  it('takes Latin initials', () => {
    expect(monogram('Blue Bay')).toBe('BB');
    expect(monogram('acme')).toBe('Ac');
  });

  it('escapes the name and picks the colour by id', () => {
    const svg = renderLogoSvg(3, 'A&B <x>');
    expect(svg).not.toContain('<x>');
    expect(svg).toContain('aria-label="A&#38;B &#60;x&#62;"');
    expect(renderLogoSvg(1, '星河')).not.toBe(renderLogoSvg(2, '星河'));
  });
});
