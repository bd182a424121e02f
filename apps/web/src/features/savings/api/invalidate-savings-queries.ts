import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A saving or a rule changed: the fund's figures, what the reader owes this cycle and may borrow
 * are the server's sums, read again rather than worked out here.
 */
export function invalidateSavingsQueries(queryClient: QueryClient, groupId: string) {
  return queryClient.invalidateQueries({ queryKey: queryKeys.groupSavings(groupId) });
}
