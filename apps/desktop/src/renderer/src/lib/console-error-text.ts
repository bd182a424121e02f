import { isErrorCode } from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { ConsoleApiError } from '../api/console-api';

/**
 * What an operator reads for a failed console call: the error code in their language, except
 * a 501, whose detail names what the server lacks (a deploy command, a backup directory…);
 * the server's own detail for an unknown code; the caller's fallback for anything else.
 */
export function consoleErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ConsoleApiError)) return fallback;
  if (error.status !== 501 && isErrorCode(error.code)) return t(`errors.${error.code}`);
  return error.message || fallback;
}
