// POST /api/login/qrcode/create: a fresh QR login (id, the desktop's secret, the page the QR encodes, lifetime).
import type { QrLoginCreateResponse } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { api } from '@/lib/api-client';

export async function createQrLogin(): Promise<QrLoginCreateResponse> {
  return api.call(routes.auth.qrCreate);
}
