import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatPage } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { ChatThread } from '../utils/chat-thread';
import { chatKeys } from './chat-keys';

export interface ChatHistoryParams {
  /** The cursor of an older page (`next_cursor`). */
  before?: string;
  /** A message id: only the messages after it (catching up after a reconnect). */
  after?: string;
  limit?: number;
}

/** GET /api/chat/groups/:groupId/messages: a page of messages, oldest first. */
export function getChatMessages(
  groupId: string,
  params: ChatHistoryParams = {},
  signal?: AbortSignal,
): Promise<ChatPage> {
  const search = new URLSearchParams();
  if (params.before) search.set('before', params.before);
  if (params.after) search.set('after', params.after);
  if (params.limit) search.set('limit', String(params.limit));
  const query = search.toString() ? `?${search.toString()}` : '';
  return apiRequest<ChatPage>(`/chat/groups/${encodeURIComponent(groupId)}/messages${query}`, {
    signal,
  });
}

/**
 * The open chat's thread. It never goes stale on its own: the socket and the catch-up after
 * each (re)connection keep it current, and Join Chat loads it afresh.
 */
export function chatThreadQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: chatKeys.thread(groupId),
    queryFn: ({ signal }): Promise<ChatThread> => getChatMessages(groupId, {}, signal),
    staleTime: Infinity,
    retry: false,
  });
}

export function useChatThread(groupId: string) {
  return useQuery(chatThreadQueryOptions(groupId));
}
