import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A loan changed: the loan itself, the reader's loans and guarantees, the loan book's tabs and
 * counts, and the savings fund (what is lent out, the interest earned, what the reader may still
 * borrow) are read again, never worked out here.
 */
export function invalidateLoanQueries(
  queryClient: QueryClient,
  groupId: string,
  loanId?: string,
): Promise<void> {
  const keys = [
    queryKeys.myLoans(groupId),
    queryKeys.groupLoanBook(groupId),
    queryKeys.groupSavings(groupId),
    ...(loanId ? [queryKeys.loan(loanId)] : []),
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
