import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPositiveMoney, type GroupSavings } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/savings, read for its loans: the fund's rules (whether it lends, at what
 * rate and method, over how long, with how many guarantors), the most the reader may borrow now
 * and whether they handle the group's money (`can_manage`). The savings card reads the same
 * answer under the same key, so the group page asks for it once; a feature does not import
 * another, hence this fetcher of its own.
 */
export function getGroupSavings(groupId: string, signal?: AbortSignal): Promise<GroupSavings> {
  return apiRequest<GroupSavings>(`/groups/${encodeURIComponent(groupId)}/savings`, { signal });
}

export type LoanTerms = Pick<GroupSavings, 'rules' | 'my_borrowing_limit' | 'can_manage'> & {
  /** The fund is kept and lends: `rules.enabled` and a loan cap above 0. */
  offered: boolean;
};

export function loanTermsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupSavings(groupId),
    queryFn: ({ signal }) => getGroupSavings(groupId, signal),
    select: ({ rules, my_borrowing_limit, can_manage }): LoanTerms => ({
      rules,
      my_borrowing_limit,
      can_manage,
      offered: rules.enabled && isPositiveMoney(rules.loan_cap),
    }),
  });
}

export function useLoanTerms(groupId: string) {
  return useQuery(loanTermsQueryOptions(groupId));
}
