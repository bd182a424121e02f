import { describe, expect, it, vi } from 'vitest';
import { AdEventQueue } from './event-queue';
import { adPageOfPath, askablePage, sectionOfPath } from './page-of-path';

describe('the ad page of a path', () => {
  it('names the pages with ads and never asks on the restricted ones', () => {
    expect(adPageOfPath('/dashboard')).toBe('home');
    expect(adPageOfPath('/explore')).toBe('discover');
    expect(adPageOfPath('/search')).toBe('discover');
    expect(adPageOfPath('/my-groups')).toBe('groups');
    expect(adPageOfPath('/groups/abc/chat')).toBe('chat');
    expect(adPageOfPath('/join-requests')).toBe('join-requests');
    for (const restricted of [
      '/payments',
      '/mpesa',
      '/crypto-pay/g1',
      '/crypto',
      '/groups/g1',
      '/settings',
    ]) {
      expect(adPageOfPath(restricted)).not.toBeNull();
      expect(askablePage(restricted)).toBeNull();
    }
    expect(askablePage('/notifications')).toBeNull();
  });

  it('groups the paths into the navigation’s sections', () => {
    expect(sectionOfPath('/my-groups')).toBe(sectionOfPath('/groups/g1/chat'));
    expect(sectionOfPath('/explore')).toBe(sectionOfPath('/search'));
    expect(sectionOfPath('/dashboard')).not.toBe(sectionOfPath('/explore'));
  });
});

describe('AdEventQueue', () => {
  it('sends the events in batches of at most 50, in order', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const queue = new AdEventQueue({ send, sendOnExit: vi.fn() });
    for (let i = 0; i < 60; i += 1) queue.push(`ad-${i}`, 'impression', 'home');
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]?.[0].events).toHaveLength(50);
    expect(send.mock.calls[1]?.[0].events[9]).toEqual({
      ad_id: 'ad-59',
      kind: 'impression',
      page: 'home',
    });
    expect(queue.size).toBe(0);
  });

  it('keeps a failed batch for one more try, then drops it', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    const queue = new AdEventQueue({ send, sendOnExit: vi.fn() });
    queue.push('ad-1', 'click', 'discover');
    await queue.flush();
    expect(queue.size).toBe(1);
    await queue.flush();
    expect(queue.size).toBe(0);
  });

  it('sends what waits with keepalive when the page goes away, and every 10 s', async () => {
    vi.useFakeTimers();
    const send = vi.fn().mockResolvedValue(undefined);
    const sendOnExit = vi.fn();
    const queue = new AdEventQueue({ send, sendOnExit });
    const stop = queue.start();
    queue.push('ad-1', 'impression', 'home');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    queue.push('ad-2', 'complete', 'join-requests');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendOnExit).toHaveBeenCalledWith({
      events: [{ ad_id: 'ad-2', kind: 'complete', page: 'join-requests' }],
    });
    stop();
    vi.useRealTimers();
  });
});
