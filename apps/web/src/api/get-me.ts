import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * GET /api/auth/me: the signed-in user, as the server knows it now. Shared by the gate and by
 * the registration success screen, so it lives outside the features.
 */
export function getMe(): Promise<UserDto> {
  return apiRequest<UserDto>('/auth/me');
}

export function meQueryOptions(enabled: boolean) {
  return queryOptions({ queryKey: queryKeys.me, queryFn: getMe, enabled, staleTime: 60_000 });
}

export function useMe(enabled: boolean) {
  return useQuery(meQueryOptions(enabled));
}
