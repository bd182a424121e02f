import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GroupDto } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { fetchPage, pageParams } from './paging';

/** GET /api/groups/public: the public active groups. */
export function getPublicGroups(cursor: string | null, signal?: AbortSignal) {
  return fetchPage<GroupDto>('/groups/public', {}, cursor, signal);
}

export function publicGroupsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.publicGroups,
    queryFn: ({ pageParam, signal }) => getPublicGroups(pageParam, signal),
    ...pageParams,
  });
}

export function usePublicGroups() {
  return useInfiniteQuery(publicGroupsQueryOptions());
}
