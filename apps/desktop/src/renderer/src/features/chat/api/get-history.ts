import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ChatMessageDto, ChatPage } from '@tontine/contracts';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const getHistory = (groupId: string, before?: string) =>
  consoleGet<ChatPage>(`/api/chat/groups/${encodeURIComponent(groupId)}/messages`, { before });

/** The cached history of a group: its newest page first, each older page after it. */
export type ChatHistory = InfiniteData<ChatPage, string | null>;

/** The messages of the pages read so far, oldest first, as the list shows them. */
export function historyMessages(history: { pages: ChatPage[] } | undefined): ChatMessageDto[] {
  return history ? [...history.pages].reverse().flatMap((page) => page.items) : [];
}

/** A group's chat, newest page first, read again each time it opens; "older" follows the page's `next_cursor`. */
export function useChatHistory(groupId: string | null) {
  return useInfiniteQuery({
    queryKey: queryKeys.chatHistory(groupId ?? ''),
    queryFn: ({ pageParam }) => getHistory(groupId ?? '', pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    enabled: groupId !== null,
    staleTime: 0,
  });
}
