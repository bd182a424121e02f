import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { translateError } from '../../../lib/translate-error';

/**
 * The statistics modal's messages (000 §8): 403 and 404 have their own texts, a transport
 * failure the connection text, any other answer the server's detail.
 */
export function statisticsErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.kind !== 'http') return t('dashboard.statistics.networkError');
    if (error.status === 403) return t('errors.STATS_FORBIDDEN');
    if (error.status === 404) return t('dashboard.statistics.notFound');
  }
  return translateError(error, t);
}
