import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { i18n } from '../../../lib/i18n';
import { sendErrorTexts } from './send-error';

const http = (status: number, code?: string) => new ApiError({ kind: 'http', status, code });

/** What a failed send shows, and the text of a `chat.send` key, to compare them. */
const shown = (error: unknown, online: boolean) =>
  describeError(error, i18n.t, sendErrorTexts(online));
const text = (key: string) => i18n.t(`chat.send.${key}` as 'chat.send.failed');

describe('describeError with the send texts', () => {
  it('maps the statuses, the timeout and the lost connection', () => {
    expect(shown(http(401), true)).toBe(text('sessionExpired'));
    expect(shown(http(403, 'CHAT_NOT_MEMBER'), true)).toBe(text('forbidden'));
    expect(shown(http(429, 'CHAT_RATE_LIMITED'), true)).toBe(text('rateLimited'));
    expect(shown(new ApiError({ kind: 'timeout' }), true)).toBe(text('timeout'));
    expect(shown(new ApiError({ kind: 'network' }), false)).toBe(text('offline'));
  });

  it('falls back to a retry message for anything else', () => {
    expect(shown(http(500), true)).toBe(text('failed'));
    expect(shown(new ApiError({ kind: 'network' }), true)).toBe(text('failed'));
    expect(shown(new Error('boom'), true)).toBe(text('failed'));
    expect(shown(http(400, 'CHAT_MESSAGE_TOO_LONG'), true)).toBe(text('tooLong'));
  });
});
