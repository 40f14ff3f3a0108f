// GET /api/user/devices: the sessions logged in to this account, the current one marked.
import { routes } from '@app/shared/routes';
import type { DeviceItem } from '@app/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { personalKeys } from './query-keys';

export async function getDevices(): Promise<DeviceItem[]> {
  return api.call(routes.users.devices);
}

export function devicesQueryOptions() {
  return queryOptions({ queryKey: personalKeys.devices, queryFn: getDevices, staleTime: 0 });
}

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
