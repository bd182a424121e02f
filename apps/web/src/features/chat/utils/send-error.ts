import type { ErrorTexts } from '../../../lib/describe-error';

/**
 * What a failed send shows: an expired session, a refused sender and the rate limit by their
 * status, a text the server found too long by its code, a timeout; no connection when the
 * browser is offline, else 'Échec d'envoi, réessayez' for anything else.
 */
export function sendErrorTexts(online: boolean): ErrorTexts {
  const unsent = online ? 'chat.send.failed' : 'chat.send.offline';
  return {
    codes: { CHAT_MESSAGE_TOO_LONG: 'chat.send.tooLong' },
    statuses: {
      401: 'chat.send.sessionExpired',
      403: 'chat.send.forbidden',
      429: 'chat.send.rateLimited',
      other: 'chat.send.failed',
    },
    timeout: 'chat.send.timeout',
    network: unsent,
    unexpected: unsent,
  };
}

/** A send that failed, and whether the browser was online then. */
export interface SendFailure {
  cause: unknown;
  online: boolean;
}

/** The browser's view of the connection; a browser without it counts as online. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
