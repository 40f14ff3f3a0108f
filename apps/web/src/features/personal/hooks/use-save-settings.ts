// Saves a settings change as soon as it is made, with a small 已保存 (or the reason it failed).
import { useCallback } from 'react';
import { getMessage } from '@/lib/feedback';
import { reportMutationError } from '@/lib/mutation-error';
import { type SettingsPatch, useUpdateSettings } from '../api/update-settings';
import { PERSONAL_MESSAGES } from '../messages';

const SAVED_KEY = 'settings-saved';

export function useSaveSettings() {
  const update = useUpdateSettings();
  const { mutateAsync } = update;
  const save = useCallback(
    async (patch: SettingsPatch) => {
      try {
        await mutateAsync(patch);
        getMessage().success({ content: PERSONAL_MESSAGES.saved, key: SAVED_KEY, duration: 1.5 });
      } catch (error) {
        reportMutationError(error, PERSONAL_MESSAGES.saveFailed, { key: SAVED_KEY });
      }
    },
    [mutateAsync],
  );
  return { save, saving: update.isPending };
}
