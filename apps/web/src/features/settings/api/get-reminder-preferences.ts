import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReminderPreferencesDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/users/me/reminder-preferences: the limits, the channels' state, the last reminders. */
export function getReminderPreferences(): Promise<ReminderPreferencesDto> {
  return apiRequest<ReminderPreferencesDto>('/users/me/reminder-preferences');
}

export function reminderPreferencesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.reminderPreferences,
    queryFn: getReminderPreferences,
  });
}

export function useReminderPreferences() {
  return useQuery(reminderPreferencesQueryOptions());
}
