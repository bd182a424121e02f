import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoanDetail } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateLoanQueries } from './invalidate-loan-queries';

/** What every change to a loan names: the loan, and its group for the lists it shows in. */
export interface LoanTarget {
  groupId: string;
  loanId: string;
}

/**
 * A change to one loan, which answers the loan as it now is: shown at once, then every list it
 * shows in is read again. On failure too: a 409 means someone decided meanwhile, and what is on
 * screen is stale.
 */
export function useLoanMutation<Input extends LoanTarget>(
  mutationFn: (input: Input) => Promise<LoanDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.loan(detail.loan.id), detail),
    onSettled: (_data, _error, { groupId, loanId }) =>
      invalidateLoanQueries(queryClient, groupId, loanId),
  });
}
