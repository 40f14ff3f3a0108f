// GET /api/login/qrcode/status: the QR login's state, polled when the socket cannot be used.
import type { QrLoginEvent } from '@app/shared/auth';
import { api, unwrap } from '@/lib/api-client';

export async function getQrLoginStatus(id: string, secret: string): Promise<QrLoginEvent> {
  return unwrap(await api.get<QrLoginEvent>('/api/login/qrcode/status', { params: { id, secret } }));
}
