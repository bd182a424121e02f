import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type GroupDto } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { fetchPage, pageParams } from './paging';

/** GET /api/groups: the caller's groups with `my_relation` admin, member or pending. */
export function getGroups(cursor: string | null, signal?: AbortSignal) {
  return fetchPage<GroupDto>('/groups', { limit: PAGE_SIZE_MAX }, cursor, signal);
}

export function myGroupsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.myGroups,
    queryFn: ({ pageParam, signal }) => getGroups(pageParam, signal),
    ...pageParams,
  });
}

export function useMyGroups() {
  return useInfiniteQuery(myGroupsQueryOptions());
}
