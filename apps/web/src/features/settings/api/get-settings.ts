import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSettings } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/users/me/settings. */
export function getSettings(): Promise<UserSettings> {
  return apiRequest<UserSettings>('/users/me/settings');
}

export function settingsQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings, enabled });
}

export function useSettings(enabled = true) {
  return useQuery(settingsQueryOptions(enabled));
}
