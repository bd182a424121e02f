/**
 * A calendar date (YYYY-MM-DD, UTC) `days` from the day the test runs: a test never writes a
 * date into itself that the calendar will overtake (a "future" start date is in the past a
 * few weeks later).
 */
export function isoDateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
