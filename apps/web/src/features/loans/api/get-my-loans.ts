import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyLoans } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/my-loans: the loans the reader applied for or took over in the group, and
 * those they were asked to guarantee, newest first.
 */
export function getMyLoans(groupId: string, signal?: AbortSignal): Promise<MyLoans> {
  return apiRequest<MyLoans>(`/groups/${encodeURIComponent(groupId)}/my-loans`, { signal });
}

export function myLoansQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.myLoans(groupId),
    queryFn: ({ signal }) => getMyLoans(groupId, signal),
  });
}

/** Read only once the group keeps a fund (`enabled`): without one, nobody borrows. */
export function useMyLoans(groupId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...myLoansQueryOptions(groupId), enabled });
}
