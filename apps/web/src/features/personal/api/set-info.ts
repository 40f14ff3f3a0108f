// POST /api/user/setInfo: one profile field at a time (the avatar, as soon as it is uploaded).
import { routes } from '@app/shared/routes';
import type { SET_INFO_FIELDS } from '@app/shared/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfile } from './query-keys';

export type InfoField = (typeof SET_INFO_FIELDS)[number];

export async function setInfo(input: { field: InfoField; value: string }): Promise<void> {
  await api.call(routes.users.setInfo, { body: input });
}

export function useSetInfo() {
  return useMutation({ mutationFn: setInfo, onSuccess: refreshProfile });
}
