import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-links.js';

const key = randomBytes(32);
const userId = '01a23d49-6b96-76d8-b295-bcb2c38c54e8';

describe('unsubscribe links', () => {
  it('name the channel and the member, in 39 characters an SMS can carry', () => {
    for (const channel of ['email', 'sms'] as const) {
      const token = unsubscribeToken(key, channel, userId);
      expect(token).toHaveLength(39);
      expect(readUnsubscribeToken(key, token)).toEqual({ channel, userId });
    }
  });

  it('refuse a token changed in any way or signed with another key', () => {
    const token = unsubscribeToken(key, 'email', userId);
    expect(readUnsubscribeToken(randomBytes(32), token)).toBeUndefined();
    expect(readUnsubscribeToken(key, `s${token.slice(1)}`)).toBeUndefined();
    const other = unsubscribeToken(key, 'email', '01a23d49-6bad-73f8-aa15-3bd67464954a');
    expect(readUnsubscribeToken(key, token.slice(0, 23) + other.slice(23))).toBeUndefined();
    expect(readUnsubscribeToken(key, `${token}x`)).toBeUndefined();
    expect(readUnsubscribeToken(key, '')).toBeUndefined();
  });
});
