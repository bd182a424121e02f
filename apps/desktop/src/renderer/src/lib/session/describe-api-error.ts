import { isErrorCode, messages, type DesktopApiResponse } from '@tontine/contracts';
import type { TFunction } from 'i18next';

/**
 * The message an operator sees for a failed API answer `{ detail, code, message_key? }`: the
 * validation message by key, else the error code translated, else the API's own detail.
 */
export function describeApiError(t: TFunction, { status, body }: DesktopApiResponse): string {
  const error = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { detail, code, message_key: messageKey } = error;
  if (typeof messageKey === 'string' && messageKey in messages) return t(`messages.${messageKey}`);
  if (isErrorCode(code)) return t(`errors.${code}`);
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  return t('session.unexpected', { status });
}
