import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GroupDto } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { fetchPage, pageParams } from './paging';

/** GET /api/groups/search?q=: name, description or exact id. */
export function searchGroups(q: string, cursor: string | null, signal?: AbortSignal) {
  return fetchPage<GroupDto>('/groups/search', { q }, cursor, signal);
}

export function searchGroupsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groupSearch(q),
    queryFn: ({ pageParam, signal }) => searchGroups(q, pageParam, signal),
    ...pageParams,
  });
}

/** Searches once the text is not empty. */
export function useSearchGroups(q: string) {
  return useInfiniteQuery({ ...searchGroupsQueryOptions(q.trim()), enabled: q.trim() !== '' });
}
