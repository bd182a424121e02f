import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';
import { getSession } from './session';

/** The IndexedDB key (idb-keyval's default store) of the last-seen data. */
const CACHE_KEY = 'tontine.query-cache';
/** Older data than this is not shown offline: the member would take it for today's. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What stays readable offline (issue 13): the member, their groups with rotation and payments,
 * their money and their notifications. Searches and other people's requests are not kept.
 */
function isKeptOffline(query: Query): boolean {
  if (query.state.status !== 'success') return false;
  const [root, second] = query.queryKey as unknown[];
  if (root === 'groups') return second !== 'search' && second !== 'join-requests';
  if (root === 'users') return second === 'me';
  return root === 'auth' || root === 'notifications';
}

/**
 * Keeps the last-seen answers in IndexedDB and restores them on the next load, so that the
 * pages open without a network. Only for the signed-in member whose data it is: without a
 * session the stored copy is deleted, and another member's copy is discarded (the buster).
 */
export function keepLastSeenData(queryClient: QueryClient): void {
  if (typeof indexedDB === 'undefined') return;
  const session = getSession();
  if (!session) {
    void del(CACHE_KEY).catch(() => undefined);
    return;
  }
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key).then((value) => value ?? null),
      setItem: (key, value) => set(key, value),
      removeItem: (key) => del(key),
    },
    key: CACHE_KEY,
  });
  persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: session.user?.id ?? '',
    dehydrateOptions: { shouldDehydrateQuery: isKeptOffline },
  });
}
