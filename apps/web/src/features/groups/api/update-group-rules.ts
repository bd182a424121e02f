import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupDetailDto, GroupRulesDto, GroupRulesInput } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateGroupRulesInput {
  groupId: string;
  rules: GroupRulesInput;
}

/** PUT /api/groups/:id/rules (the group's admins): the new version of the group's rules. */
export function updateGroupRules({
  groupId,
  rules,
}: UpdateGroupRulesInput): Promise<GroupRulesDto> {
  return apiRequest<GroupRulesDto>(`/groups/${encodeURIComponent(groupId)}/rules`, {
    method: 'PUT',
    body: rules,
  });
}

/**
 * The group's page shows the answer at once; every group answer carries the rules (the
 * detail, the lists, a code's preview), so they all refresh.
 */
export function useUpdateGroupRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupRules,
    onSuccess: (rules, { groupId }) => {
      queryClient.setQueryData<GroupDetailDto>(queryKeys.group(groupId), (group) =>
        group ? { ...group, rules } : group,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.groups });
    },
  });
}
