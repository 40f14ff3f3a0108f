// GET /api/user/settings: interview defaults, notifications and talent-pool visibility.
import { routes } from '@app/shared/routes';
import type { UserSettings } from '@app/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personalKeys } from './query-keys';

export async function getSettings(): Promise<UserSettings> {
  return api.call(routes.users.settings);
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: personalKeys.settings, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
