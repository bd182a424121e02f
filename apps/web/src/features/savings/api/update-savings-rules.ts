import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupSavings, SavingsRules, SavingsRulesDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateSavingsQueries } from './invalidate-savings-queries';

export interface UpdateSavingsRulesInput {
  groupId: string;
  rules: SavingsRules;
}

/** PUT /api/groups/:id/savings-rules (the group's admins): every rule at once. */
export function updateSavingsRules({
  groupId,
  rules,
}: UpdateSavingsRulesInput): Promise<SavingsRulesDto> {
  return apiRequest<SavingsRulesDto>(`/groups/${encodeURIComponent(groupId)}/savings-rules`, {
    method: 'PUT',
    body: rules,
  });
}

/**
 * The card shows the new rules at once; what the reader owes this cycle and may borrow follow
 * from them on the server, read again.
 */
export function useUpdateSavingsRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavingsRules,
    onSuccess: (rules, { groupId }) => {
      queryClient.setQueryData<GroupSavings>(queryKeys.groupSavings(groupId), (savings) =>
        savings ? { ...savings, rules } : savings,
      );
      return invalidateSavingsQueries(queryClient, groupId);
    },
  });
}
