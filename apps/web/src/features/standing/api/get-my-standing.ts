import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberStandingDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/users/me/standing: the caller's standing across every group they were in. */
export function getMyStanding(signal?: AbortSignal): Promise<MemberStandingDto> {
  return apiRequest<MemberStandingDto>('/users/me/standing', { signal });
}

export function myStandingQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myStanding,
    queryFn: ({ signal }) => getMyStanding(signal),
  });
}

export function useMyStanding() {
  return useQuery(myStandingQueryOptions());
}
