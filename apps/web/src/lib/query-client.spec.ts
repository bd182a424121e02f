import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

function browserOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

describe('createQueryClient', () => {
  afterEach(() => {
    browserOnline(true);
    onlineManager.setOnline(true);
  });

  it('opened offline, keeps its reads waiting for the network instead of failing them', async () => {
    browserOnline(false);
    const client = createQueryClient();
    const fetchGroups = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const observer = new QueryObserver(client, {
      queryKey: ['groups', 'mine'],
      queryFn: fetchGroups,
    });
    const stop = observer.subscribe(() => undefined);

    expect(client.getQueryState(['groups', 'mine'])).toMatchObject({
      status: 'pending',
      fetchStatus: 'paused',
    });
    expect(fetchGroups).not.toHaveBeenCalled();
    // The last-seen copy restored from IndexedDB is then what the page shows.
    client.setQueryData(['groups', 'mine'], { items: [] });
    expect(client.getQueryState(['groups', 'mine'])?.status).toBe('success');
    stop();
  });

  it('opened online, reads at once', () => {
    browserOnline(true);
    const client = createQueryClient();
    const fetchGroups = vi.fn(() => Promise.resolve({ items: [] }));
    const observer = new QueryObserver(client, {
      queryKey: ['groups', 'mine'],
      queryFn: fetchGroups,
    });
    const stop = observer.subscribe(() => undefined);
    expect(fetchGroups).toHaveBeenCalledTimes(1);
    stop();
  });
});
