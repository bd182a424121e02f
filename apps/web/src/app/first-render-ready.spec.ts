import { describe, expect, it, vi } from 'vitest';
import { firstRenderReady } from './first-render-ready';

describe('firstRenderReady', () => {
  it('waits for every part, failed ones included', async () => {
    let settled = false;
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const ready = firstRenderReady([Promise.reject(new Error('no texts')), slow, null]).then(
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    await ready;
    expect(settled).toBe(true);
  });

  it('stops waiting after the delay on a slow network', async () => {
    vi.useFakeTimers();
    try {
      const ready = firstRenderReady([new Promise(() => undefined)], 1500);
      await vi.advanceTimersByTimeAsync(1500);
      await expect(ready).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
