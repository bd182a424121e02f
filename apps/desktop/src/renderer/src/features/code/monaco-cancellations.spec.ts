import { describe, expect, it } from 'vitest';
import { isMonacoCancellation } from './monaco-cancellations';

describe('isMonacoCancellation', () => {
  it('recognises only the error Monaco rejects with when it cancels its own work', () => {
    const canceled = Object.assign(new Error('Canceled'), { name: 'Canceled' });
    expect(isMonacoCancellation(canceled)).toBe(true);
    expect(isMonacoCancellation(new Error('Canceled'))).toBe(false);
    expect(isMonacoCancellation(Object.assign(new Error('boom'), { name: 'Canceled' }))).toBe(
      false,
    );
    expect(isMonacoCancellation('Canceled')).toBe(false);
    expect(isMonacoCancellation(null)).toBe(false);
  });
});
