// POST /api/login/qrcode/exchange: once confirmed on the phone, the desktop collects its login with the secret.
import type { LoginResponse } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';
import { unwrapWithToast } from '@/lib/server-toast';

export function exchangeQrLogin(id: string, secret: string): Promise<LoginResponse> {
  return unwrapWithToast(api.request(routes.auth.qrExchange, { body: { id, secret } }));
}
