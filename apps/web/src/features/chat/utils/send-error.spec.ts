import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { sendErrorKey } from './send-error';

const http = (status: number, code?: string) => new ApiError({ kind: 'http', status, code });

describe('sendErrorKey (001 §8)', () => {
  it('maps the statuses, the timeout and the lost connection', () => {
    expect(sendErrorKey(http(401), true)).toBe('sessionExpired');
    expect(sendErrorKey(http(403, 'CHAT_NOT_MEMBER'), true)).toBe('forbidden');
    expect(sendErrorKey(http(429, 'CHAT_RATE_LIMITED'), true)).toBe('rateLimited');
    expect(sendErrorKey(new ApiError({ kind: 'timeout' }), true)).toBe('timeout');
    expect(sendErrorKey(new ApiError({ kind: 'network' }), false)).toBe('offline');
  });

  it('falls back to a retry message for anything else', () => {
    expect(sendErrorKey(http(500), true)).toBe('failed');
    expect(sendErrorKey(new ApiError({ kind: 'network' }), true)).toBe('failed');
    expect(sendErrorKey(new Error('boom'), true)).toBe('failed');
    expect(sendErrorKey(http(400, 'CHAT_MESSAGE_TOO_LONG'), true)).toBe('tooLong');
  });
});
