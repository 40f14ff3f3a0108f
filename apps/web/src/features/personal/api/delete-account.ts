// POST /api/user/deleteAccount: proven by the password or a `reset` SMS code; everything of the user goes.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

export type DeleteAccountInput = { password: string } | { code: string };

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  unwrap(await api.post('/api/user/deleteAccount', input));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
