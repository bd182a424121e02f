import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../lib/session';

/**
 * Offline reading: while a member is signed in, their last-seen data is kept in
 * IndexedDB (lib/offline-cache, loaded beside the entry); with no one signed in it is deleted.
 */
export function useLastSeenData(): void {
  const queryClient = useQueryClient();
  const userId = useSession()?.user?.id ?? null;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/offline-cache').then((cache) => {
      if (cancelled) return;
      if (userId) stop = cache.keepLastSeenData(queryClient, userId);
      else cache.forgetLastSeenData();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient, userId]);
}
