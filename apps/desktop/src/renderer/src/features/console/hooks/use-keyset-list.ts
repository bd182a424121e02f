import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { consoleGet } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';
import type { ConsolePage } from '../api/console-rows';

type Query = Record<string, string | undefined>;

export interface KeysetList<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  /** Why the last read failed (a `ConsoleApiError` for a refusal), null once a read succeeds. */
  error: unknown;
  loadMore(): Promise<void>;
  /** Puts the server's new version of a row in place (after an action on it). */
  replace(row: T): void;
  /** Adds a row the server just created at the top. */
  prepend(row: T): void;
}

/** The query string without the empty filters: `{ status: undefined }` is the same list as `{}`. */
function setFilters(query: Query): Query {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
}

/**
 * A console list, one keyset page at a time, cached under its path and filters: the server
 * filters and searches, and "load more" follows `nextCursor`. A failed read leaves the list
 * empty and calls `onError` (the error toast).
 */
export function useKeysetList<T extends { id: string }>(
  path: string,
  query: Query,
  onError: (error: unknown) => void,
): KeysetList<T> {
  const client = useQueryClient();
  const filters = setFilters(query);
  const key = queryKeys.list(path, filters);
  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      consoleGet<ConsolePage<T>>(path, { ...filters, cursor: pageParam ?? undefined }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

  const reportError = useRef(onError);
  reportError.current = onError;
  useEffect(() => {
    if (list.error) reportError.current(list.error);
  }, [list.error]);

  const change = (edit: (items: T[], pageIndex: number) => T[]) =>
    client.setQueryData<InfiniteData<ConsolePage<T>, string | null>>(
      key,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page, index) => ({ ...page, items: edit(page.items, index) })),
        },
    );

  return {
    items: list.data?.pages.flatMap((page) => page.items) ?? [],
    hasMore: list.hasNextPage,
    loading: list.isFetching,
    error: list.error,
    loadMore: async () => {
      if (list.hasNextPage) await list.fetchNextPage();
    },
    replace: (row) => change((items) => items.map((item) => (item.id === row.id ? row : item))),
    prepend: (row) => change((items, index) => (index === 0 ? [row, ...items] : items)),
  };
}
