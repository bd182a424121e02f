/**
 * The file name a `Content-Disposition` header gives: the RFC 5987 `filename*` first, then the
 * plain `filename`; null when it names none. Any path part is dropped.
 */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[\w!#$%&+^`{}~-]*'[^']*'([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return baseName(decodeURIComponent(extended[1]));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /(?:^|;)\s*filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? baseName(name) : null;
}

function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}
