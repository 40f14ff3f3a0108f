// POST /api/user/devices/logout: ends one session of the account.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export async function logoutDevice(id: number): Promise<void> {
  // Logging out this very session answers before the token stops working; a later 401 is not news.
  await api.call(routes.users.logoutDevice, { body: { id } }, { skipAuthHandler: true });
}

export function useLogoutDevice() {
  return useMutation({
    mutationFn: logoutDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.devices }),
  });
}
