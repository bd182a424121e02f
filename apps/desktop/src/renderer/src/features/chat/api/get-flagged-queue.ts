import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { FlaggedChatPage } from '@tontine/contracts';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

/** How often the queue of every group is read again (new reports outside the open chat). */
export const QUEUE_POLL_MS = 20_000;

export const getFlaggedQueue = (cursor?: string | null) =>
  consoleGet<FlaggedChatPage>('/api/superadmin/chat/flagged', { cursor, limit: 50 });

export type FlaggedQueue = InfiniteData<FlaggedChatPage, string | null>;

/** The reported messages of every group, read again every QUEUE_POLL_MS while the tab is open. */
export function useFlaggedQueue() {
  return useInfiniteQuery({
    queryKey: queryKeys.flaggedQueue,
    queryFn: ({ pageParam }) => getFlaggedQueue(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: QUEUE_POLL_MS,
    staleTime: 0,
  });
}
