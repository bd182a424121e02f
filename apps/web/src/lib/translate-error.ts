import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { isErrorCode } from '@tontine/contracts';
import { isApiError } from './api-error';
import { isMessageKey } from './i18n';

/**
 * What the user reads for a failed call: the translation of the validation message key,
 * else of the error code, else the server's `detail`, in the current language.
 */
export function translateError(error: unknown, t: TFunction, fallback?: string): string {
  if (!isApiError(error)) return fallback ?? t('common.unexpectedError');
  if (error.kind !== 'http') return t('common.networkError');
  if (isMessageKey(error.messageKey)) return t(`messages.${error.messageKey}`);
  if (isErrorCode(error.code)) return t(`errors.${error.code}`);
  return error.detail ?? fallback ?? t('common.unexpectedError');
}

/** Form errors hold message keys (the shared zod schemas' messages): translate them. */
export function translateFieldError(error: ReactNode, t: TFunction): ReactNode {
  return isMessageKey(error) ? t(`messages.${error}`) : error;
}
