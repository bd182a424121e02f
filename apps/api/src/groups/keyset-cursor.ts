import { DomainError } from '../common/domain-error.js';

/** Keyset pagination over (created_at, id), newest first: stable under concurrent inserts. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [
      string,
      string,
    ];
    const createdAt = new Date(at);
    if (Number.isNaN(createdAt.getTime()) || typeof id !== 'string') throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw new DomainError('VALIDATION_FAILED', undefined, {
      field: 'cursor',
      message_key: 'invalidValue',
    });
  }
}

/** Takes one row more than asked to know whether another page exists. */
export function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
