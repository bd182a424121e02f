import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A decision or a payout changes the cycle states, the contribution lists, the group (its
 * current cycle) and the caller's totals: they all refresh.
 */
export function invalidateRotationQueries(queryClient: QueryClient, groupId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.groupRotation(groupId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.groupContributions(groupId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.memberSummary }),
  ]).then(() => undefined);
}
