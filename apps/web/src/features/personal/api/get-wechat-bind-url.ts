// GET /api/login/getScanCode?purpose=bind: the WeChat page that links WeChat to this account, returning to `url`.
import { routes } from '@app/shared/routes';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getWechatBindUrl(returnTo: string): Promise<string> {
  const { url } = await api.call(routes.auth.wechatScanCode, { query: { url: returnTo, purpose: 'bind' } });
  return url;
}

export function useWechatBindUrl(returnTo: string, enabled: boolean) {
  return useQuery({
    queryKey: ['wechat', 'bind-url', returnTo],
    queryFn: () => getWechatBindUrl(returnTo),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
