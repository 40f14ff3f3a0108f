// GET /api/login/getScanCode: the WeChat authorisation page to send the browser to, returning to `url`.
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export async function getWechatScanCode(returnTo: string): Promise<string> {
  const { url } = await unwrapWithToast(
    api.get<{ url: string }>('/api/login/getScanCode', { params: { url: returnTo, purpose: 'login' } }),
  );
  return url;
}
