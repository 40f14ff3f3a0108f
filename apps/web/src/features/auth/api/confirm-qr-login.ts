// POST /api/login/qrcode/confirm: the phone approves (or refuses) the desktop's login.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export async function confirmQrLogin(input: { id: string; approve: boolean }): Promise<void> {
  unwrap(await api.post('/api/login/qrcode/confirm', input));
}

export function useConfirmQrLogin() {
  return useMutation({ mutationFn: confirmQrLogin });
}
