// GET /api/login/getScanCode: the WeChat authorisation page to send the browser to, returning to `url`.
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export async function getWechatScanCode(returnTo: string): Promise<string> {
  const { url } = await unwrapWithToast(
    api.request(routes.auth.wechatScanCode, { query: { url: returnTo, purpose: 'login' } }),
  );
  return url;
}
