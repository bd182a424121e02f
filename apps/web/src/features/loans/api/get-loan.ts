import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateLoanQueries } from './invalidate-loan-queries';

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

/** How often a loan on its way to the borrower's phone is read again: someone is watching. */
const FOLLOW_MS = 2000;

/**
 * The loan, read again while M-Pesa carries it; once it leaves `disbursing` (active, or approved
 * again after a failure) the fund and the lists it shows in are read again too.
 */
export function useLoan(loanId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...loanQueryOptions(loanId),
    refetchInterval: (q) => (q.state.data?.loan.status === 'disbursing' ? FOLLOW_MS : false),
  });
  const sending = query.data?.loan.status === 'disbursing';
  const groupId = query.data?.loan.group_id;
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && groupId) void invalidateLoanQueries(queryClient, groupId);
    wasSending.current = sending;
  }, [sending, groupId, queryClient]);
  return query;
}
