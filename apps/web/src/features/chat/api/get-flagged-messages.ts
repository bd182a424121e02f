import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessageDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/chat/groups/:groupId/flagged: the messages waiting for moderation (moderators). */
export function getFlaggedMessages(groupId: string, signal?: AbortSignal) {
  return apiRequest<ChatMessageDto[]>(`/chat/groups/${encodeURIComponent(groupId)}/flagged`, {
    signal,
  });
}

/** Kept current by the socket's `message_flagged` and `flag_dismissed` events. */
export function flaggedMessagesQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: chatKeys.flagged(groupId),
    queryFn: ({ signal }) => getFlaggedMessages(groupId, signal),
    staleTime: Infinity,
  });
}

export function useFlaggedMessages(groupId: string, enabled: boolean) {
  return useQuery({ ...flaggedMessagesQueryOptions(groupId), enabled });
}
