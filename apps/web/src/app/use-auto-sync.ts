import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSettings } from '../features/settings';

/** How often the open pages refresh in the background while auto-sync is on. */
const BACKGROUND_REFRESH_MS = 60_000;

/**
 * The settings' auto-sync switch: on, the open pages refresh every minute while the
 * tab is visible and as soon as the network is back; off, only on demand (opening a page,
 * acting on it). Reads the settings the session effects already load; on until they arrive.
 */
export function useAutoSync(): void {
  const queryClient = useQueryClient();
  const autoSync = useSettings(false).data?.auto_sync ?? true;
  useEffect(() => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: {
        ...defaults.queries,
        refetchOnReconnect: autoSync,
        refetchInterval: autoSync ? BACKGROUND_REFRESH_MS : false,
      },
    });
  }, [queryClient, autoSync]);
}
