import { useQuery } from '@tanstack/react-query';
import type { GroupDetailDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id for the chat's subtitle and desktop notifications, under the group
 * page's cache key so that coming from the group page costs no second call.
 */
export function useChatGroup(groupId: string) {
  return useQuery({
    queryKey: queryKeys.group(groupId),
    queryFn: ({ signal }) =>
      apiRequest<GroupDetailDto>(`/groups/${encodeURIComponent(groupId)}`, { signal }),
  });
}
