// GET /api/user/devices: the sessions logged in to this account, the current one marked.
import type { DeviceItem } from '@app/shared/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { personalKeys } from './query-keys';

export async function getDevices(): Promise<DeviceItem[]> {
  const data = unwrap(await api.get<DeviceItem[] | { lists: DeviceItem[] }>('/api/user/devices'));
  return Array.isArray(data) ? data : (data?.lists ?? []);
}

export function devicesQueryOptions() {
  return queryOptions({ queryKey: personalKeys.devices, queryFn: getDevices, staleTime: 0 });
}

export function useDevices() {
  return useQuery(devicesQueryOptions());
}
