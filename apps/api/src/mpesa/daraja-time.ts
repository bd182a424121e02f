/** Daraja's clock is East Africa Time (UTC+3, no daylight saving), written `yyyyMMddHHmmss`. */
const EAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function darajaTimestamp(at: Date): string {
  const part = Object.fromEntries(EAT.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

/** A `yyyyMMddHHmmss` East Africa time (a callback's TransactionDate) as an instant; null if unreadable. */
export function parseDarajaTimestamp(value: string | number | undefined): Date | null {
  const text = value === undefined ? '' : String(value);
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const at = new Date(Date.UTC(y!, mo! - 1, d!, h! - 3, mi!, s!));
  return Number.isNaN(at.getTime()) ? null : at;
}
