// POST /api/login/qrcode/create: a fresh QR login (id, the desktop's secret, the page the QR encodes, lifetime).
import type { QrLoginCreateResponse } from '@app/shared/auth';
import { api, unwrap } from '@/lib/api-client';

export async function createQrLogin(): Promise<QrLoginCreateResponse> {
  return unwrap(await api.post<QrLoginCreateResponse>('/api/login/qrcode/create'));
}
