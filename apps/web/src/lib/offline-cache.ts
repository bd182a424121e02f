import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { del, get, set } from 'idb-keyval';

/** The IndexedDB key (idb-keyval's default store) of the last-seen data. */
const CACHE_KEY = 'tontine.query-cache';
/** Older data than this is not shown offline: the member would take it for today's. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What stays readable offline: the member, their groups with rotation and payments,
 * their money and their notifications. Searches, other people's requests and the groups a
 * code was only looked up for are not kept.
 */
function isKeptOffline(query: Query): boolean {
  if (query.state.status !== 'success') return false;
  const [root, second] = query.queryKey as unknown[];
  if (root === 'groups')
    return second !== 'search' && second !== 'join-requests' && second !== 'preview';
  if (root === 'users') return second === 'me';
  return root === 'auth' || root === 'notifications';
}

/** Deletes the stored copy: no one is signed in on this browser any more. */
export function forgetLastSeenData(): void {
  if (typeof indexedDB !== 'undefined') void del(CACHE_KEY).catch(() => undefined);
}

/**
 * Keeps `userId`'s last-seen answers in IndexedDB and restores them, so that the pages open
 * without a network. Another member's stored copy is discarded (the buster). Answers the
 * function that stops keeping them.
 */
export function keepLastSeenData(queryClient: QueryClient, userId: string): () => void {
  if (typeof indexedDB === 'undefined') return () => undefined;
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key).then((value) => value ?? null),
      setItem: (key, value) => set(key, value),
      removeItem: (key) => del(key),
    },
    key: CACHE_KEY,
  });
  const [stop] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE_MS,
    buster: userId,
    dehydrateOptions: { shouldDehydrateQuery: isKeptOffline },
  });
  return stop;
}
