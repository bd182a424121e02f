import { errorCatalog, type DesktopApiResponse } from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { BridgeMissingError } from '../../bridge';
import { describeApiError } from './describe-api-error';

/** Why the operator is looking at the sign-in screen, when it is not simply signed out. */
export type SessionNotice =
  | { kind: 'api'; answer: DesktopApiResponse }
  | { kind: 'unreachable' }
  | { kind: 'bridge-missing' };

/** A desktop call that threw: the bridge is absent, or main could not reach the API. */
export function noticeFromError(error: unknown): SessionNotice {
  return error instanceof BridgeMissingError ? { kind: 'bridge-missing' } : { kind: 'unreachable' };
}

/** The console refuses anyone but a super admin, whatever the desktop let through. */
export const superAdminRequired: SessionNotice = {
  kind: 'api',
  answer: {
    status: 403,
    body: { detail: errorCatalog.SUPERADMIN_REQUIRED.message.fr, code: 'SUPERADMIN_REQUIRED' },
  },
};

export function describeNotice(t: TFunction, notice: SessionNotice): string {
  switch (notice.kind) {
    case 'api':
      return describeApiError(t, notice.answer);
    case 'unreachable':
      return t('session.unreachable');
    case 'bridge-missing':
      return t('session.bridgeMissing');
  }
}
