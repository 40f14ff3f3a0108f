// GET /api/login/qrcode/status: the QR login's state, polled when the socket cannot be used.
import type { QrLoginEvent } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';

export async function getQrLoginStatus(id: string, secret: string): Promise<QrLoginEvent> {
  return api.call(routes.auth.qrStatus, { query: { id, secret } });
}
