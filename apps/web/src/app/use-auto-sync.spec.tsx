import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { NEW_ACCOUNT_SETTINGS } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../lib/query-keys';
import { useAutoSync } from './use-auto-sync';

function withClient(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useAutoSync', () => {
  it('refreshes in the background and on reconnect while auto-sync is on', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.settings, { ...NEW_ACCOUNT_SETTINGS, auto_sync: true });
    renderHook(() => useAutoSync(), { wrapper: withClient(client) });
    await waitFor(() => expect(client.getDefaultOptions().queries?.refetchInterval).toBe(60_000));
    expect(client.getDefaultOptions().queries?.refetchOnReconnect).toBe(true);
  });

  it('refreshes only on demand when auto-sync is off', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(queryKeys.settings, { ...NEW_ACCOUNT_SETTINGS, auto_sync: false });
    renderHook(() => useAutoSync(), { wrapper: withClient(client) });
    await waitFor(() => expect(client.getDefaultOptions().queries?.refetchInterval).toBe(false));
    expect(client.getDefaultOptions().queries).toMatchObject({
      refetchOnReconnect: false,
      staleTime: 30_000,
    });
  });
});
