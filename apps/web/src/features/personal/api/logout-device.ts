// POST /api/user/devices/logout: ends one session of the account.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export async function logoutDevice(id: number): Promise<void> {
  // Logging out this very session answers before the token stops working; a later 401 is not news.
  unwrap(await api.post('/api/user/devices/logout', { id }, { skipAuthHandler: true }));
}

export function useLogoutDevice() {
  return useMutation({
    mutationFn: logoutDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalKeys.devices }),
  });
}
