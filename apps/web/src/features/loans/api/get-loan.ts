import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/loans/:id: the loan, its schedule (dated once disbursed), its repayments and what the
 * reader may do with it (`can`), for its borrower, its guarantors and those who handle the
 * group's money; anyone else is told there is no such loan.
 */
export function getLoan(loanId: string, signal?: AbortSignal): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}`, { signal });
}

export function loanQueryOptions(loanId: string) {
  return queryOptions({
    queryKey: queryKeys.loan(loanId),
    queryFn: ({ signal }) => getLoan(loanId, signal),
  });
}

export function useLoan(loanId: string) {
  return useQuery(loanQueryOptions(loanId));
}
