// GET /api/user/center: the profile shown by the personal centre and the profile editor.
import { routes } from '@app/shared/routes';
import type { UserCenter } from '@app/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personalKeys } from './query-keys';

export async function getUserCenter(): Promise<UserCenter> {
  return api.call(routes.users.center);
}

export function userCenterQueryOptions() {
  return queryOptions({ queryKey: personalKeys.center, queryFn: getUserCenter });
}

export function useUserCenter(options: { enabled?: boolean } = {}) {
  return useQuery({ ...userCenterQueryOptions(), enabled: options.enabled ?? true });
}
