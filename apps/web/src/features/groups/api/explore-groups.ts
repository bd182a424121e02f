import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GroupCategory, GroupDto } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { fetchPage, pageParams } from './paging';

/** The Explore filters, sent to the API as query parameters: the server filters, not the client. */
export interface ExploreFilters {
  q?: string;
  category?: GroupCategory;
  currency?: string;
  privacy?: 'public' | 'private';
  members_min?: number;
  members_max?: number;
  contribution_min?: number;
  contribution_max?: number;
}

/** GET /api/groups/explore: groups the caller is not in. */
export function exploreGroups(
  filters: ExploreFilters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return fetchPage<GroupDto>('/groups/explore', { ...filters }, cursor, signal);
}

export function exploreGroupsQueryOptions(filters: ExploreFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.groupExplore({ ...filters }),
    queryFn: ({ pageParam, signal }) => exploreGroups(filters, pageParam, signal),
    ...pageParams,
  });
}

export function useExploreGroups(filters: ExploreFilters) {
  return useInfiniteQuery(exploreGroupsQueryOptions(filters));
}
