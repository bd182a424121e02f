import { DomainError } from './domain-error.js';

/**
 * The console lists' opaque cursors: the sort key of a page's last row (a time and an id, or
 * an id), base64url JSON. A cursor that does not decode to the list's shape is a 400, never a
 * 500 nor a silent first page.
 */
export function encodeConsoleCursor(key: ReadonlyArray<string>): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeConsoleCursor(
  value: string | undefined,
  parts: number,
): string[] | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const key = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(key) &&
      key.length === parts &&
      key.every((k) => typeof k === 'string' && k.length > 0 && k.length <= 64)
    )
      return key as string[];
  } catch {
    // reported below
  }
  return invalidCursor();
}

/** A cursor this list did not hand out: 400 on the `cursor` field. */
export function invalidCursor(): never {
  throw new DomainError('VALIDATION_FAILED', undefined, {
    field: 'cursor',
    message_key: 'invalidValue',
  });
}

/** The cursor of a time-ordered list: its ISO time must be a real time. */
export function decodeTimeCursor(value: string | undefined): { at: Date; id: string } | undefined {
  const key = decodeConsoleCursor(value, 2);
  if (!key) return undefined;
  const at = new Date(key[0]!);
  if (Number.isNaN(at.getTime())) invalidCursor();
  return { at, id: key[1]! };
}

/** Takes one row more than asked: whether another page exists, and the cursor to it. */
export function consolePage<R, T>(
  rows: R[],
  limit: number,
  key: (row: R) => string[],
  map: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(map),
    nextCursor: rows.length > limit && last ? encodeConsoleCursor(key(last)) : null,
  };
}
