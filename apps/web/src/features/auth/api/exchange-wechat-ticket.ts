// POST /api/login/wechat/exchange: the one-time ticket WeChat's return carries, for a login.
import type { LoginResponse } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export function exchangeWechatTicket(ticket: string): Promise<LoginResponse> {
  return unwrapWithToast(api.request(routes.auth.wechatExchange, { body: { ticket } }));
}
