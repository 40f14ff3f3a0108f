// POST /api/login/qrcode/confirm: the phone approves (or refuses) the desktop's login.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function confirmQrLogin(input: { id: string; approve: boolean }): Promise<void> {
  await api.call(routes.auth.qrConfirm, { body: input });
}

export function useConfirmQrLogin() {
  return useMutation({ mutationFn: confirmQrLogin });
}
