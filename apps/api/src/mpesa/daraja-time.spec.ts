import { describe, expect, it } from 'vitest';
import { darajaTimestamp, parseDarajaTimestamp } from './daraja-time.js';

describe('Daraja timestamps', () => {
  it('writes East Africa Time, three hours ahead of UTC, across a day boundary', () => {
    expect(darajaTimestamp(new Date('2026-12-31T22:05:09.500Z'))).toBe('20270101010509');
  });

  it('reads a callback date back to the same instant', () => {
    expect(parseDarajaTimestamp(20270101010509)?.toISOString()).toBe('2026-12-31T22:05:09.000Z');
    expect(parseDarajaTimestamp('not a date')).toBeNull();
    expect(parseDarajaTimestamp(undefined)).toBeNull();
  });
});
