import type { ParseKeys, TFunction } from 'i18next';
import { isErrorCode, type ErrorCode } from '@tontine/contracts';
import { isApiError, type ApiError } from './api-error';
import { isMessageKey } from './i18n';

/** A key of the interface's texts. */
export type TextKey = ParseKeys;

/** In `statuses`: that status shows the API's own message (translated by its key or code). */
export const SERVER_MESSAGE = 'server-message';

/**
 * The texts one screen gives to the failures it names. Every other failure shows the API's own
 * message, translated by its message key or its error code, in the interface language.
 */
export interface ErrorTexts {
  /** By the API's error code; looked at first. */
  codes?: Partial<Record<ErrorCode, TextKey>>;
  /** By status, for an answer without an error code (a proxy's, or a route the server lacks). */
  withoutCode?: Partial<Record<number, TextKey>>;
  /** By status, for an answer whose code `codes` does not name; `other` for any other status. */
  statuses?: { [status: number]: TextKey | typeof SERVER_MESSAGE; other?: TextKey };
  /** No answer came (no connection, the call was cut). Default: the connection message. */
  network?: TextKey;
  /** No answer came in time. Default: `network`. */
  timeout?: TextKey;
  /** An answer with nothing to translate and no detail. Default: 'unexpected error'. */
  fallback?: TextKey;
  /** Something failed before any call (not an `ApiError`). Default: `fallback`. */
  unexpected?: TextKey;
  /** A text with `{{detail}}` around the message of an answer. */
  frame?: TextKey;
}

/**
 * What the user reads for a failed call: the screen's own text for the code or status it
 * names, else the API's message in the current language (by message key, then by error code,
 * then the server's detail as sent), else the screen's fallback. A call that got no answer
 * shows the connection message. Never decided by the wording of the server's message.
 */
export function describeError(error: unknown, t: TFunction, texts: ErrorTexts = {}): string {
  if (isApiError(error) && error.kind !== 'http') {
    const network = texts.network ?? 'common.networkError';
    return t(error.kind === 'timeout' ? (texts.timeout ?? network) : network);
  }
  const fallback = texts.fallback ?? 'common.unexpectedError';
  if (!isApiError(error)) return t(texts.unexpected ?? fallback);
  const message = describeAnswer(error, t, texts, fallback);
  return texts.frame ? t(texts.frame, { detail: message }) : message;
}

function describeAnswer(error: ApiError, t: TFunction, texts: ErrorTexts, fallback: TextKey) {
  const status = error.status ?? 0;
  const own =
    (isErrorCode(error.code) ? texts.codes?.[error.code] : undefined) ??
    (error.code ? undefined : texts.withoutCode?.[status]) ??
    texts.statuses?.[status] ??
    texts.statuses?.other;
  if (own && own !== SERVER_MESSAGE) return t(own, { status });
  if (isMessageKey(error.messageKey)) return t(`messages.${error.messageKey}`);
  if (isErrorCode(error.code)) return t(`errors.${error.code}`);
  return error.detail ?? t(fallback, { status });
}
