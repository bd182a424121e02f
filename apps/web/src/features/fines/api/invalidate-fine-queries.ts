import type { QueryClient } from '@tanstack/react-query';
import { myPaymentsQueryOptions } from '../../../api/get-my-payments';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A change to a fine moves the list and the fund's figures, which only the server sums: they
 * are read again, with the group's detail, the member's payments page and the savings fund,
 * which keeps the paid fines.
 */
export function invalidateFineQueries(queryClient: QueryClient, groupId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.groupFines(groupId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.groupSavings(groupId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) }),
    queryClient.invalidateQueries({ queryKey: myPaymentsQueryOptions().queryKey }),
  ]).then(() => undefined);
}
