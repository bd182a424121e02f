import { describe, expect, it } from 'vitest';
import { reminderKind } from './reminder-kind.js';

describe('the reminder a day calls for', () => {
  it('is before_due from the group’s days before, due_today on the day, overdue after', () => {
    const due = '2026-12-10';
    expect(reminderKind('2026-12-07', due, 2)).toBeUndefined();
    expect(reminderKind('2026-12-08', due, 2)).toBe('before_due');
    expect(reminderKind('2026-12-09', due, 2)).toBe('before_due');
    expect(reminderKind('2026-12-10', due, 2)).toBe('due_today');
    expect(reminderKind('2026-12-11', due, 2)).toBe('overdue');
  });

  it('reminds on the day only when the group asks for no day before', () => {
    expect(reminderKind('2026-12-09', '2026-12-10', 0)).toBeUndefined();
    expect(reminderKind('2026-12-10', '2026-12-10', 0)).toBe('due_today');
  });

  it('counts the days across a month’s end', () => {
    expect(reminderKind('2026-11-26', '2026-12-03', 7)).toBe('before_due');
    expect(reminderKind('2026-11-25', '2026-12-03', 7)).toBeUndefined();
  });
});
