// POST /api/user/bindMobile: change the phone (old phone + code, new phone + code; the old ones only when bound).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { refreshProfile } from './query-keys';

export interface BindMobileInput {
  old_mobile?: string;
  old_code?: string;
  mobile: string;
  code: string;
}

export async function bindMobile(input: BindMobileInput): Promise<void> {
  unwrap(await api.post('/api/user/bindMobile', input));
}

export function useBindMobile() {
  return useMutation({ mutationFn: bindMobile, onSuccess: refreshProfile });
}
