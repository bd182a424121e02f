import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * A membership, a request or a group changed: every group list and detail, every group's
 * activity feed (its key starts with `groups`) and every request list may show it, so they
 * all refresh.
 */
export function invalidateGroupQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
    queryClient.invalidateQueries({ queryKey: queryKeys.joinRequests }),
  ]).then(() => undefined);
}
