import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberSummaryDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/users/me/summary: the caller's approved contributions and payouts, per currency. */
export function getMemberSummary(signal?: AbortSignal): Promise<MemberSummaryDto> {
  return apiRequest<MemberSummaryDto>('/users/me/summary', { signal });
}

export function memberSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.memberSummary,
    queryFn: ({ signal }) => getMemberSummary(signal),
  });
}

export function useMemberSummary() {
  return useQuery(memberSummaryQueryOptions());
}
