import { WS_CLOSE } from '@tontine/contracts';

/** A WebSocket close reason holds at most 123 bytes of UTF-8 (RFC 6455, control frames): cut on a character. */
export function closeReason(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= 123) return text;
  let end = 123;
  // Step back off the continuation bytes of a character cut in half.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}

/** The close code for an error answered over a socket: as HTTP would, in the 4000 range. */
export function closeCodeFor(status: number): number {
  if (status === 401) return WS_CLOSE.unauthorized;
  if (status === 404) return WS_CLOSE.notFound;
  if (status === 503) return WS_CLOSE.maintenance;
  return WS_CLOSE.forbidden;
}
