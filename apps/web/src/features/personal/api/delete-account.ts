// POST /api/user/deleteAccount: proven by the password or a `reset` SMS code; everything of the user goes.
import { routes } from '@app/shared/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DeleteAccountInput = { password: string } | { code: string };

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await api.call(routes.privacy.deleteAccount, { body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
