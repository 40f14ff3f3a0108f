// POST /api/user/settings: a partial change, shown at once and rolled back if the server refuses it.
import { routes } from '@app/shared/routes';
import type { UserSettings } from '@app/shared/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { personalKeys } from './query-keys';

export type SettingsPatch = Partial<Omit<UserSettings, 'notifications'>> & {
  notifications?: Partial<UserSettings['notifications']>;
};

export async function updateSettings(patch: SettingsPatch): Promise<UserSettings | null> {
  return api.call(routes.users.updateSettings, { body: patch });
}

function merge(current: UserSettings, patch: SettingsPatch): UserSettings {
  return {
    ...current,
    ...patch,
    notifications: { ...current.notifications, ...patch.notifications },
  };
}

export function useUpdateSettings() {
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: personalKeys.settings });
      const previous = queryClient.getQueryData<UserSettings>(personalKeys.settings);
      if (previous) queryClient.setQueryData(personalKeys.settings, merge(previous, patch));
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(personalKeys.settings, context.previous);
    },
    onSuccess: (saved) => {
      if (saved && typeof saved === 'object' && 'notifications' in saved) {
        queryClient.setQueryData(personalKeys.settings, saved);
      }
    },
  });
}
