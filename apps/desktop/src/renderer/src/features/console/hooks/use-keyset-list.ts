import { useCallback, useEffect, useRef, useState } from 'react';
import { consoleGet } from '../../../api/console-api';
import { emptyPage, type ConsolePage } from '../api/console-rows';

type Query = Record<string, string | undefined>;

export interface KeysetList<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  loadMore(): Promise<void>;
  /** Puts the server's new version of a row in place (after an action on it). */
  replace(row: T): void;
  /** Adds a row the server just created at the top. */
  prepend(row: T): void;
}

/**
 * A console list, one keyset page at a time. Without filters it shows the first page the
 * dashboard loaded with every other list; a filter or a search asks the server (which filters
 * and searches), and "load more" follows `nextCursor`. A failed call empties the list and
 * calls `onError` (the error toast).
 */
export function useKeysetList<T extends { id: string }>(
  path: string,
  query: Query,
  initial: ConsolePage<T>,
  onError: (error: unknown) => void,
): KeysetList<T> {
  const [page, setPage] = useState<ConsolePage<T>>(initial);
  const [loading, setLoading] = useState(false);
  const queryKey = JSON.stringify(query);
  const filtered = Object.values(query).some((value) => value !== undefined && value !== '');
  // The latest values for the callbacks, without making them change on every render.
  const latest = useRef({ query, onError, page });
  latest.current = { query, onError, page };

  useEffect(() => {
    if (!filtered) {
      setPage(initial);
      return;
    }
    let cancelled = false;
    setLoading(true);
    consoleGet<ConsolePage<T>>(path, latest.current.query)
      .then((next) => {
        if (!cancelled) setPage(next);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setPage(emptyPage());
        latest.current.onError(error);
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [path, queryKey, filtered, initial]);

  const loadMore = useCallback(async () => {
    const cursor = latest.current.page.nextCursor;
    if (!cursor) return;
    setLoading(true);
    try {
      const next = await consoleGet<ConsolePage<T>>(path, { ...latest.current.query, cursor });
      setPage((current) => ({
        items: [...current.items, ...next.items],
        nextCursor: next.nextCursor,
      }));
    } catch (error) {
      latest.current.onError(error);
    } finally {
      setLoading(false);
    }
  }, [path]);

  const replace = useCallback((row: T) => {
    setPage((current) => ({
      ...current,
      items: current.items.map((item) => (item.id === row.id ? row : item)),
    }));
  }, []);

  const prepend = useCallback((row: T) => {
    setPage((current) => ({ ...current, items: [row, ...current.items] }));
  }, []);

  return {
    items: page.items,
    hasMore: page.nextCursor !== null,
    loading,
    loadMore,
    replace,
    prepend,
  };
}
