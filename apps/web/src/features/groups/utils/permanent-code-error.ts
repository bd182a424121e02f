import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/**
 * The permanent-code join messages of 000 §8, from the status and the server's detail (or
 * its code, for a detail in another language); answers 000 does not know, by their code.
 */
export function describePermanentCodeError(error: unknown, t: TFunction): string {
  if (!isApiError(error) || error.kind !== 'http') return t('groups.permanentCode.network');
  const detail = error.detail ?? '';
  switch (error.status) {
    case 404:
      return t('groups.permanentCode.notFound');
    case 400:
      if (detail.includes('déjà membre') || error.code === 'ALREADY_MEMBER') {
        return t('groups.permanentCode.alreadyMember');
      }
      if (detail.includes('capacité maximale') || error.code === 'GROUP_FULL') {
        return t('groups.permanentCode.full');
      }
      if (detail.includes('pas actif') || error.code === 'GROUP_INACTIVE') {
        return t('groups.permanentCode.inactive');
      }
      return detail || t('groups.permanentCode.server');
    case 403:
      // A refusal or an exclusion that holds (product decision 12) says how to come back.
      if (error.code === 'JOIN_REQUEST_REFUSED' || error.code === 'EXCLUDED_FROM_GROUP') {
        return t(`errors.${error.code}`);
      }
      return t('groups.permanentCode.expired');
    case 500:
      return t('groups.permanentCode.server');
    default:
      if (error.code === 'TOO_MANY_JOIN_ATTEMPTS') return t('errors.TOO_MANY_JOIN_ATTEMPTS');
      return t('groups.permanentCode.network');
  }
}
