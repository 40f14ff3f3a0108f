// POST /api/login/qrcode/scan: the phone says it has scanned; answers where the login request comes from.
import type { QrLoginState } from '@app/shared/auth';
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface QrLoginScan {
  state: QrLoginState;
  device: string;
  ip: string;
  created_at: string;
}

export async function scanQrLogin(id: string): Promise<QrLoginScan> {
  return api.call(routes.auth.qrScan, { body: { id } });
}

export function useScanQrLogin() {
  return useMutation({ mutationFn: scanQrLogin });
}
