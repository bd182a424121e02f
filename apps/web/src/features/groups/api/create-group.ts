import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupRequest, GroupDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface CreateGroupResponse {
  success: boolean;
  group: GroupDto;
  message: string;
}

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
