import { isApiError } from '../../../lib/api-error';

/** The keys of the chat send errors under `chat.send` (001 §8). */
export type SendErrorKey =
  'sessionExpired' | 'forbidden' | 'rateLimited' | 'timeout' | 'offline' | 'tooLong' | 'failed';

/**
 * Which message a failed send shows: by status (401, 403, 429), then a timeout, then no
 * connection; a text the server found too long gets its own message, anything else is
 * 'Échec d'envoi, réessayez'.
 */
export function sendErrorKey(error: unknown, online: boolean): SendErrorKey {
  if (!isApiError(error)) return online ? 'failed' : 'offline';
  if (error.kind === 'http') {
    if (error.status === 401) return 'sessionExpired';
    if (error.status === 403) return 'forbidden';
    if (error.status === 429) return 'rateLimited';
    if (error.code === 'CHAT_MESSAGE_TOO_LONG') return 'tooLong';
    return 'failed';
  }
  if (error.kind === 'timeout') return 'timeout';
  if (!online) return 'offline';
  return 'failed';
}

/** The browser's view of the connection; a browser without it counts as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
