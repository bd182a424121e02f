import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatModeratorsDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

const path = (groupId: string) => `/chat/groups/${encodeURIComponent(groupId)}/moderators`;

/** GET /api/chat/groups/:groupId/moderators: the members the admin named. */
export function useChatModerators(groupId: string) {
  return useQuery({
    queryKey: chatKeys.moderators(groupId),
    queryFn: ({ signal }) => apiRequest<ChatModeratorsDto>(path(groupId), { signal }),
  });
}

/** PUT the whole list; the answer replaces the cached one. */
export function useSetChatModerators(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      apiRequest<ChatModeratorsDto>(path(groupId), { method: 'PUT', body: { user_ids: userIds } }),
    onSuccess: (list) => queryClient.setQueryData(chatKeys.moderators(groupId), list),
  });
}
