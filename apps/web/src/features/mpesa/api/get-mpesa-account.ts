import { useQuery } from '@tanstack/react-query';
import type { MpesaAccountDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function getMpesaAccount(groupId: string, signal?: AbortSignal): Promise<MpesaAccountDto> {
  return apiRequest<MpesaAccountDto>(`/groups/${encodeURIComponent(groupId)}/mpesa`, { signal });
}

/**
 * GET /api/groups/:id/mpesa: the paybill and the member's account number for the group. Both
 * stay the same for good, so they are read once per visit.
 */
export function useMpesaAccount(groupId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.mpesaAccount(groupId),
    queryFn: ({ signal }) => getMpesaAccount(groupId, signal),
    enabled,
    staleTime: Infinity,
  });
}
