import type { TFunction } from 'i18next';
import { displayLocale } from '../../../lib/display-locale';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function sameCalendarDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/**
 * A message's time: under a minute 'À l'instant', under an hour 'Il y a n min', the
 * same day its hour and minute, otherwise its short date, in the interface language.
 */
export function formatChatTime(
  at: string,
  t: TFunction,
  now: number = Date.now(),
  locale: string = displayLocale(),
): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = Math.max(0, now - date.getTime());
  if (elapsed < MINUTE_MS) return t('chat.time.justNow');
  if (elapsed < HOUR_MS)
    return t('chat.time.minutesAgo', { count: Math.floor(elapsed / MINUTE_MS) });
  if (sameCalendarDay(date, new Date(now))) {
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(date);
}
