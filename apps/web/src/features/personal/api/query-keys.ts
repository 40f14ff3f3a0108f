// Query keys of the personal centre, and the one refresh every profile change needs.
import { queryClient, queryKeys } from '@/lib/query-client';

export const personalKeys = {
  center: ['user', 'center'] as const,
  settings: ['user', 'settings'] as const,
  devices: ['user', 'devices'] as const,
};

/** After the profile changed: the centre's view and the session's user info (header greeting, avatar). */
export function refreshProfile(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: personalKeys.center }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
  ]).then(() => undefined);
}
