import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { describeError, type ErrorTexts } from '../../../lib/describe-error';

export interface FailureContext {
  online: boolean;
  /** Asks `GET /api/health` whether the server answers at all. */
  isServerReachable: () => Promise<boolean>;
}

const SSL_PATTERN = /ssl|certificate|cert_/i;
const CORS_PATTERN = /cors|cross-origin/i;

/** The registration's own texts for a failure, before any diagnosis of the connection. */
const REGISTRATION_ERRORS: ErrorTexts = {
  unexpected: 'registrationErrors.unexpected',
  timeout: 'registrationErrors.timeout',
  network: 'registrationErrors.network',
  fallback: 'registrationErrors.failed',
};

/**
 * The message for a registration that failed after its retries: offline first, the server's
 * answer when there is one, else a diagnosis of the failed connection (a certificate, a
 * cross-origin refusal, a server that answers other calls, or one that is down).
 */
export async function describeRegistrationFailure(
  error: unknown,
  t: TFunction,
  context: FailureContext,
): Promise<string> {
  if (!context.online) return t('registrationErrors.offline');
  if (!isApiError(error) || error.kind !== 'network') {
    return describeError(error, t, REGISTRATION_ERRORS);
  }
  const text = error.detail ?? '';
  if (SSL_PATTERN.test(text)) return t('registrationErrors.ssl');
  if (CORS_PATTERN.test(text)) return t('registrationErrors.cors');
  return (await context.isServerReachable())
    ? t('registrationErrors.serverReachable')
    : t('registrationErrors.serverUnavailable');
}
