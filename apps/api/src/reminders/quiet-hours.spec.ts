import { describe, expect, it } from 'vitest';
import { inQuietHours, localDay, nextSendingTime, type SendingWindow } from './quiet-hours.js';

const nairobi: SendingWindow = {
  quietHoursEnabled: true,
  quietStart: '21:00',
  quietEnd: '07:00',
  timeZone: 'Africa/Nairobi',
};

describe('quiet hours', () => {
  it('run over midnight in the member’s zone: the start is quiet, the end is not', () => {
    // 18:00 UTC is 21:00 in Nairobi (UTC+3).
    expect(inQuietHours(new Date('2026-12-03T17:59:00Z'), nairobi)).toBe(false);
    expect(inQuietHours(new Date('2026-12-03T18:00:00Z'), nairobi)).toBe(true);
    expect(inQuietHours(new Date('2026-12-03T23:30:00Z'), nairobi)).toBe(true);
    expect(inQuietHours(new Date('2026-12-04T03:59:00Z'), nairobi)).toBe(true);
    expect(inQuietHours(new Date('2026-12-04T04:00:00Z'), nairobi)).toBe(false);
  });

  it('hold a message until the window ends, this morning or the next', () => {
    const evening = new Date('2026-12-03T19:00:00Z');
    expect(nextSendingTime(evening, nairobi).toISOString()).toBe('2026-12-04T04:00:00.000Z');
    const night = new Date('2026-12-04T01:00:00Z');
    expect(nextSendingTime(night, nairobi).toISOString()).toBe('2026-12-04T04:00:00.000Z');
    const day = new Date('2026-12-04T09:00:00Z');
    expect(nextSendingTime(day, nairobi)).toBe(day);
  });

  it('may sit within one day, and may be turned off', () => {
    const lunch: SendingWindow = {
      quietHoursEnabled: true,
      quietStart: '12:00',
      quietEnd: '14:00',
      timeZone: 'Africa/Dakar',
    };
    expect(inQuietHours(new Date('2026-12-03T12:30:00Z'), lunch)).toBe(true);
    expect(nextSendingTime(new Date('2026-12-03T12:30:00Z'), lunch).toISOString()).toBe(
      '2026-12-03T14:00:00.000Z',
    );
    expect(
      inQuietHours(new Date('2026-12-03T12:30:00Z'), { ...lunch, quietHoursEnabled: false }),
    ).toBe(false);
  });

  it('count the daily limit in the member’s own calendar day', () => {
    expect(localDay(new Date('2026-12-03T22:00:00Z'), 'Africa/Nairobi')).toBe('2026-12-04');
    expect(localDay(new Date('2026-12-03T22:00:00Z'), 'Africa/Dakar')).toBe('2026-12-03');
  });
});
