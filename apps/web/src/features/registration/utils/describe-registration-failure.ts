import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { translateError } from '../../../lib/translate-error';

export interface FailureContext {
  online: boolean;
  /** Asks `GET /api/health` whether the server answers at all. */
  isServerReachable: () => Promise<boolean>;
}

const SSL_PATTERN = /ssl|certificate|cert_/i;
const CORS_PATTERN = /cors|cross-origin/i;

/**
 * The message for a registration that failed after its retries (000 §8): the server's answer
 * when there is one, else a diagnosis of the transport failure.
 */
export async function describeRegistrationFailure(
  error: unknown,
  t: TFunction,
  context: FailureContext,
): Promise<string> {
  if (!context.online) return t('registrationErrors.offline');
  if (!isApiError(error)) return t('registrationErrors.unexpected');
  switch (error.kind) {
    case 'http':
      return translateError(error, t, t('registrationErrors.failed'));
    case 'timeout':
      return t('registrationErrors.timeout');
    case 'aborted':
      return t('registrationErrors.network');
    case 'network': {
      const text = error.detail ?? '';
      if (SSL_PATTERN.test(text)) return t('registrationErrors.ssl');
      if (CORS_PATTERN.test(text)) return t('registrationErrors.cors');
      return (await context.isServerReachable())
        ? t('registrationErrors.serverReachable')
        : t('registrationErrors.serverUnavailable');
    }
  }
}
