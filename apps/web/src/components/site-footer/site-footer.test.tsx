import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { SiteFooter } from './site-footer';

let server: ReturnType<typeof fakeApi> | undefined;
afterEach(() => server?.restore());

function renderFooter(info: { operator: string | null; contact: string | null; icp: string | null }) {
  server = fakeApi({ 'GET /api/site/info': (_: FakeRequest) => ok(info) });
  renderWithProviders(<SiteFooter />);
  return server;
}

describe('SiteFooter', () => {
  it('names the operator, the contact and the ICP filing number (linked to the MIIT system) when set', async () => {
    renderFooter({
      operator: '北京某某科技有限公司',
      contact: 'help@example.com',
      icp: '京ICP备12345678号-1',
    });
    expect(await screen.findByText('运营方：北京某某科技有限公司')).toBeTruthy();
    expect(screen.getByText('联系我们：help@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: '京ICP备12345678号-1' }).getAttribute('href')).toBe(
      'https://beian.miit.gov.cn/',
    );
  });

  it('shows only what is set', async () => {
    const api = renderFooter({ operator: null, contact: null, icp: '京ICP备1号' });
    expect(await screen.findByRole('link', { name: '京ICP备1号' })).toBeTruthy();
    expect(api.calls('GET /api/site/info')).toHaveLength(1);
    const text = document.querySelector('footer')?.textContent ?? '';
    expect(text).not.toContain('运营方');
    expect(text).not.toContain('联系我们');
  });

  it('always links 用户协议 and 隐私政策', async () => {
    const api = renderFooter({ operator: null, contact: null, icp: null });
    await waitFor(() => expect(api.calls('GET /api/site/info')).toHaveLength(1));
    expect(screen.getByRole('link', { name: '用户协议' }).getAttribute('href')).toBe('/agreement');
    expect(screen.getByRole('link', { name: '隐私政策' }).getAttribute('href')).toBe('/privacy-policy');
    expect(document.querySelector('footer')?.textContent).not.toContain('ICP');
  });
});
