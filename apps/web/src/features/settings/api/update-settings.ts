import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsResponse, UserSettings } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { updateSessionUser } from '../../../lib/session';

/** PUT /api/users/me/settings with the whole settings object. */
export function updateSettings(settings: UserSettings): Promise<UpdateSettingsResponse> {
  return apiRequest<UpdateSettingsResponse>('/users/me/settings', {
    method: 'PUT',
    body: settings,
  });
}

/**
 * Saving changes the settings and the user (name, phone, language, country): both refresh, and
 * so do the reminder preferences, whose channels are the toggles and whose SMS needs the phone.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: ({ settings, user }) => {
      queryClient.setQueryData(queryKeys.settings, settings);
      queryClient.setQueryData(queryKeys.me, user);
      updateSessionUser(user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reminderPreferences });
    },
  });
}
