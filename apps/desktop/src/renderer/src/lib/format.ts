/** Money goes through the contracts' one formatter, as in the member client. */
export { formatMoney } from '@tontine/contracts';

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language).format(value);
}

export function formatDateTime(iso: string | null, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** A percentage the server sends as a decimal string ("0.25"), in the operator's notation. */
export function formatPercent(value: string, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value as unknown as number);
}
