import { displayLocale } from '../../../lib/display-locale';

/** A file's size as people read it: "850 KB", "2.4 MB". */
export function formatFileSize(bytes: number, locale = displayLocale()): string {
  const format = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)), 0)} KB`;
  return `${format(bytes / (1024 * 1024), 1)} MB`;
}
