import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReminderPreferencesDto, ReminderPreferencesInput } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/users/me/reminder-preferences: answers the preferences as saved. */
export function updateReminderPreferences(
  body: ReminderPreferencesInput,
): Promise<ReminderPreferencesDto> {
  return apiRequest<ReminderPreferencesDto>('/users/me/reminder-preferences', {
    method: 'PUT',
    body,
  });
}

/** The answer is the new state at once; the query is fetched again behind it all the same. */
export function useUpdateReminderPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminderPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.reminderPreferences, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.reminderPreferences });
    },
  });
}
