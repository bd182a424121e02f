import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';

/** The part of a member's preferences that decides when a message may reach their phone. */
export interface SendingWindow {
  quietHoursEnabled: boolean;
  /** 'HH:MM' in `timeZone`. */
  quietStart: string;
  quietEnd: string;
  timeZone: string;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The member's calendar day at `at` ('yyyy-MM-dd'), which the daily limit counts in. */
export function localDay(at: Date, timeZone: string): string {
  return format(new TZDate(at, timeZone), 'yyyy-MM-dd');
}

/**
 * Whether `at` falls in the quiet hours. A window whose start is after its end runs over
 * midnight (21:00–07:00); the start is quiet, the end is not.
 */
export function inQuietHours(at: Date, window: SendingWindow): boolean {
  if (!window.quietHoursEnabled) return false;
  const local = new TZDate(at, window.timeZone);
  const now = local.getHours() * 60 + local.getMinutes();
  const start = minutesOf(window.quietStart);
  const end = minutesOf(window.quietEnd);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** The first moment from `at` on outside the quiet hours: `at` itself, or the window's end. */
export function nextSendingTime(at: Date, window: SendingWindow): Date {
  if (!inQuietHours(at, window)) return at;
  const local = new TZDate(at, window.timeZone);
  const end = minutesOf(window.quietEnd);
  const today = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate(),
    Math.floor(end / 60),
    end % 60,
    window.timeZone,
  );
  // Past today's end (the window began this evening): tomorrow's end.
  const endAt = today.getTime() > at.getTime() ? today : addDays(today, 1);
  return new Date(endAt.getTime());
}
