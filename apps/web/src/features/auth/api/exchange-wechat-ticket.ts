// POST /api/login/wechat/exchange: the one-time ticket WeChat's return carries, for a login.
import type { LoginResponse } from '@app/shared/auth';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export function exchangeWechatTicket(ticket: string): Promise<LoginResponse> {
  return unwrapWithToast(api.post<LoginResponse>('/api/login/wechat/exchange', { ticket }));
}
