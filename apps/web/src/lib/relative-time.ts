import { displayLocale } from './display-locale';

export type RelativeTime = { kind: 'now' } | { kind: 'past'; text: string };

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `at` was, in the interface language: 'now' under 60 seconds (the caller shows
 * its translated 'À l'instant'), then minutes, hours and days through Intl.RelativeTimeFormat.
 */
export function relativeTime(
  at: string,
  now: number = Date.now(),
  locale: string = displayLocale(),
): RelativeTime {
  const seconds = Math.max(0, Math.floor((now - new Date(at).getTime()) / 1000));
  if (!Number.isFinite(seconds) || seconds < MINUTE) return { kind: 'now' };
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < HOUR)
    return { kind: 'past', text: format.format(-Math.floor(seconds / MINUTE), 'minute') };
  if (seconds < DAY)
    return { kind: 'past', text: format.format(-Math.floor(seconds / HOUR), 'hour') };
  return { kind: 'past', text: format.format(-Math.floor(seconds / DAY), 'day') };
}
