import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutboundChannel } from '@tontine/contracts';
import { parse as parseUuid, stringify as stringifyUuid } from 'uuid';

const CHANNEL_LETTERS = { email: 'e', sms: 's' } as const satisfies Record<OutboundChannel, string>;
const MAC_BYTES = 12;

const mac = (key: Buffer, channel: OutboundChannel, userId: string) =>
  createHmac('sha256', key)
    .update(`unsubscribe:${channel}:${userId}`)
    .digest()
    .subarray(0, MAC_BYTES);

/**
 * The token of a one-click unsubscribe link: the channel, the member and a MAC under the
 * server's secret, short enough for an SMS. It never expires: a link in an old message still
 * stops the messages, which is what its reader wants.
 */
export function unsubscribeToken(key: Buffer, channel: OutboundChannel, userId: string): string {
  const id = Buffer.from(parseUuid(userId)).toString('base64url');
  return `${CHANNEL_LETTERS[channel]}${id}${mac(key, channel, userId).toString('base64url')}`;
}

/** The channel and member a token names, or undefined for anything the server did not sign. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { channel: OutboundChannel; userId: string } | undefined {
  if (!/^[es][\w-]{22}[\w-]{16}$/.test(token)) return undefined;
  const channel: OutboundChannel = token[0] === 'e' ? 'email' : 'sms';
  let userId: string;
  try {
    userId = stringifyUuid(Buffer.from(token.slice(1, 23), 'base64url'));
  } catch {
    return undefined;
  }
  const given = Buffer.from(token.slice(23), 'base64url');
  const expected = mac(key, channel, userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { channel, userId };
}
