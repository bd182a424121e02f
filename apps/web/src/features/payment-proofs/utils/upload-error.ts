import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';

/**
 * What a failed send shows: the API's own refusal when it gave one (too large, type refused,
 * not pending any more: the documents' messages); otherwise the documents' upload message, for the photo or the
 * file, when no answer came or the server failed.
 */
export function describeUploadError(
  error: unknown,
  t: TFunction,
  source: 'camera' | 'file',
): string {
  const generic =
    source === 'camera' ? 'paymentProofs.photoSendError' : 'paymentProofs.uploadError';
  if (!isApiError(error) || error.kind !== 'http' || (error.status ?? 500) >= 500 || !error.code) {
    return t(generic);
  }
  return describeError(error, t, { fallback: generic });
}
