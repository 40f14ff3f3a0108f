// POST /api/user/bindMobile: change the phone (old phone + code, new phone + code; the old ones only when bound).
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshProfile } from './query-keys';

export interface BindMobileInput {
  old_mobile?: string;
  old_code?: string;
  mobile: string;
  code: string;
}

export async function bindMobile(input: BindMobileInput): Promise<void> {
  await api.call(routes.auth.bindMobile, { body: input });
}

export function useBindMobile() {
  return useMutation({ mutationFn: bindMobile, onSuccess: refreshProfile });
}
