/** A document as the editor shows it: indented JSON, with a final new line. */
export function documentText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export type ParsedText = { ok: true; value: unknown } | { ok: false; blank: boolean };

/** What the editor holds: blank, not JSON, or a value to send. */
export function parseDocumentText(text: string): ParsedText {
  if (text.trim() === '') return { ok: false, blank: true };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, blank: false };
  }
}
