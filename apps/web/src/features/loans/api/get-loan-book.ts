import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LoanBookPage, LoanBookView } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/loans?view=&cursor= (admins and treasurers): one tab of the loan book,
 * 50 loans a page, newest first, with the count of every tab.
 */
export function getLoanBook(
  groupId: string,
  view: LoanBookView,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LoanBookPage> {
  const query = new URLSearchParams({ view });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<LoanBookPage>(
    `/groups/${encodeURIComponent(groupId)}/loans?${query.toString()}`,
    { signal },
  );
}

export function loanBookQueryOptions(groupId: string, view: LoanBookView) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.groupLoanBook(groupId), view],
    queryFn: ({ pageParam, signal }) => getLoanBook(groupId, view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: LoanBookPage) => last.next_cursor,
  });
}

export function useLoanBook(groupId: string, view: LoanBookView) {
  return useInfiniteQuery(loanBookQueryOptions(groupId, view));
}
