import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupRequest, CreateGroupResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

/** POST /api/groups: the create-group modal. */
export function createGroup(body: CreateGroupRequest): Promise<CreateGroupResponse> {
  return apiRequest<CreateGroupResponse>('/groups', { method: 'POST', body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
